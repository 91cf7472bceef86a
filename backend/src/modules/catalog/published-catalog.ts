import type { Clock } from '../../clock';
import type {
  CatalogFragment,
  CourseCategory,
  CourseLevel,
  CourseStage,
  CourseTag,
  LessonHtml,
} from '../../content/courses/catalog';
import type { CatalogRepository } from './catalog.repository';

// The published catalog, held in memory: it changes only when content is imported, and every page
// of a guide or lesson reads it. Re-read after `ttlMs`, so a backend picks up an import made by another.

export interface PublishedLesson {
  id: string;
  courseId: string;
  chapterId: string;
  title: string;
  minutes: number | null;
  introduction: string;
  fragments: CatalogFragment[];
  html: LessonHtml | null;
  /** Place in the guide, from 0. */
  index: number;
}

export interface PublishedChapter {
  id: string;
  title: string;
  lessons: PublishedLesson[];
}

export interface PublishedCourse {
  id: string;
  title: string;
  description: string;
  level: CourseLevel;
  category: CourseCategory;
  tags: CourseTag[];
  stage: CourseStage;
  position: number;
  imageAlt: string;
  imageHash: string;
  progressMessages: { percent: number; title: string; description: string }[];
  publishedAt: Date;
  chapters: PublishedChapter[];
  /** Every lesson, chapter by chapter. */
  lessons: PublishedLesson[];
  minutes: number;
}

export interface Catalog {
  courses: PublishedCourse[];
  course(id: string): PublishedCourse | undefined;
  lesson(id: string): PublishedLesson | undefined;
}

export type PublishedCatalog = ReturnType<typeof createPublishedCatalog>;

export function createPublishedCatalog(deps: {
  catalogRepository: CatalogRepository;
  clock: Clock;
  ttlMs?: number;
}) {
  const ttlMs = deps.ttlMs ?? 10_000;
  let cached: { catalog: Promise<Catalog>; loadedAt: number } | undefined;

  return {
    current(): Promise<Catalog> {
      const now = deps.clock().getTime();
      if (!cached || now - cached.loadedAt > ttlMs || now < cached.loadedAt) {
        const catalog = load(deps.catalogRepository);
        cached = { catalog, loadedAt: now };
        // A failed read is not kept: the next request tries again.
        catalog.catch(() => {
          if (cached?.catalog === catalog) cached = undefined;
        });
      }
      return cached.catalog;
    },
  };
}

async function load(repository: CatalogRepository): Promise<Catalog> {
  const { courseRows, chapterRows, lessonRows } = await repository.published();
  const lessonsByChapter = new Map<string, PublishedLesson[]>();
  for (const row of lessonRows) {
    const lesson: PublishedLesson = {
      id: row.id,
      courseId: row.courseId,
      chapterId: row.chapterId,
      title: row.title,
      minutes: row.minutes,
      introduction: row.introduction,
      fragments: row.fragments,
      html: row.html,
      index: 0,
    };
    lessonsByChapter.set(row.chapterId, [...(lessonsByChapter.get(row.chapterId) ?? []), lesson]);
  }
  const chaptersByCourse = new Map<string, PublishedChapter[]>();
  for (const row of chapterRows) {
    const chapter = { id: row.id, title: row.title, lessons: lessonsByChapter.get(row.id) ?? [] };
    if (chapter.lessons.length === 0) continue;
    chaptersByCourse.set(row.courseId, [...(chaptersByCourse.get(row.courseId) ?? []), chapter]);
  }
  const courseList: PublishedCourse[] = [];
  const lessonIndex = new Map<string, PublishedLesson>();
  for (const row of courseRows) {
    const courseChapters = chaptersByCourse.get(row.id) ?? [];
    const courseLessons = courseChapters.flatMap((chapter) => chapter.lessons);
    if (courseLessons.length === 0) continue;
    for (const [index, lesson] of courseLessons.entries()) {
      lesson.index = index;
      lessonIndex.set(lesson.id, lesson);
    }
    courseList.push({
      id: row.id,
      title: row.title,
      description: row.description,
      level: row.level as CourseLevel,
      category: row.category as CourseCategory,
      tags: row.tags as CourseTag[],
      stage: row.stage as CourseStage,
      position: row.position,
      imageAlt: row.imageAlt,
      imageHash: row.imageHash,
      progressMessages: row.progressMessages,
      publishedAt: row.publishedAt,
      chapters: courseChapters,
      lessons: courseLessons,
      minutes: courseLessons.reduce((sum, lesson) => sum + (lesson.minutes ?? 0), 0),
    });
  }
  const courseIndex = new Map(courseList.map((course) => [course.id, course]));
  return {
    courses: courseList,
    course: (id) => courseIndex.get(id),
    lesson: (id) => lessonIndex.get(id),
  };
}
