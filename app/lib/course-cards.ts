import type { CourseCard } from '@contract/courses';

/**
 * What a guide's card shows, and nothing more: a list page sends each card in its HTML and again
 * in its data for the browser, so chapters, ratings and the other image formats stay behind.
 */
export interface CourseCardView {
  id: string;
  /** The language of the title and description. */
  lang: CourseCard['lang'];
  title: string;
  /** Shown by a wide card only; lists of narrow cards leave it out. */
  description?: string;
  level: CourseCard['level'];
  status: CourseCard['status'];
  isNew: boolean;
  locked: boolean;
  totalLessons: number;
  minutes: number;
  progressPercentage: number;
  image: CardImage;
}

/** The picture of a guide's card: the three sizes its srcset offers, and the small one's shape. */
export interface CardImage {
  thumbnail: string;
  small: string;
  medium: string;
  width: number;
  height: number;
}

export function cardImageOf(image: Pick<CourseCard['featuredImage'], 'formats'>): CardImage {
  const { thumbnail, small, medium } = image.formats;
  return {
    thumbnail: thumbnail.url,
    small: small.url,
    medium: medium.url,
    width: small.width,
    height: small.height,
  };
}

export function courseCardOf(course: CourseCard): CourseCardView {
  return {
    id: course.id,
    lang: course.lang,
    title: course.title,
    description: course.description,
    level: course.level,
    status: course.status,
    isNew: course.isNew,
    locked: course.locked,
    totalLessons: course.totalLessons,
    minutes: course.minutes,
    progressPercentage: course.progressPercentage,
    image: cardImageOf(course.featuredImage),
  };
}

export const courseCardsOf = (courses: CourseCard[]) => courses.map(courseCardOf);

/** A narrow card: the same without the description it does not show. */
export function narrowCardOf(course: CourseCard): CourseCardView {
  const { description: _shownByWideCardsOnly, ...card } = courseCardOf(course);
  return card;
}
