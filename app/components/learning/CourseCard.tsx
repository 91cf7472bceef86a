import { Link } from '@remix-run/react';
import type { CourseCardView } from '~/lib/course-cards';
import { useTranslation } from '~/lib/i18n';

interface CourseCardProps {
  course: CourseCardView;
  /** The highlighted first recommendation: wider, with its description. */
  wide?: boolean;
  /** Images above the fold load at once; the rest when scrolled to. */
  eager?: boolean;
  /** The title's heading level: 3 under a section's h2, 2 where the cards come right under the h1. */
  headingLevel?: 2 | 3;
}

/** A guide as a card: image, title, lesson count, progress; the whole card is one link. */
export function CourseCard({ course, wide = false, eager = false, headingLevel = 3 }: CourseCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation('learning');
  // The guide's words, when they are not in the page's language (no translation yet).
  const lang = course.lang === i18n.language ? undefined : course.lang;
  const { image } = course;
  const titleId = `course-${course.id}-title`;
  return (
    <article className={`course-card${wide ? ' course-card-wide' : ''}`} aria-labelledby={titleId}>
      <img
        className="course-card-image"
        src={image.small}
        srcSet={`${image.thumbnail} 320w, ${image.small} 640w, ${image.medium} 960w`}
        sizes={wide ? '(min-width: 768px) 560px, 100vw' : '(min-width: 768px) 280px, 50vw'}
        width={image.width}
        height={image.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="course-card-body">
        <p className="course-card-badges">
          <span className="badge">{t(`levels.${course.level}`)}</span>
          {course.isNew && course.status === 'not_started' ? (
            <span className="badge badge-accent">{t('card.new')}</span>
          ) : null}
          {course.locked ? <span className="badge badge-muted">{t('card.locked')}</span> : null}
          {course.status === 'completed' ? (
            <span className="badge badge-success">{t('card.completed')}</span>
          ) : null}
        </p>
        <Title id={titleId} className="course-card-title" lang={lang}>
          <Link to={`/course/${course.id}`} className="course-card-link">
            {course.title}
          </Link>
        </Title>
        {wide ? (
          <p className="course-card-description" lang={lang}>
            {course.description}
          </p>
        ) : null}
        <p className="course-card-meta">
          {t('card.lessons', { count: course.totalLessons })} · {t('card.minutes', { count: course.minutes })}
        </p>
        {course.status === 'in_progress' ? (
          <div className="course-card-progress">
            <progress max={100} value={course.progressPercentage} aria-labelledby={`${titleId}-progress`} />
            <span id={`${titleId}-progress`}>
              {t('card.progress', { percent: course.progressPercentage })}
            </span>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** Cards in a responsive grid (two columns on phones, four on desktop). */
export function CourseGrid({
  courses,
  eagerCount = 0,
  headingLevel = 3,
}: {
  courses: CourseCardView[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="course-grid">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
