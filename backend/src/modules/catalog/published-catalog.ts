import type { Clock } from '../../clock';
import type {
  CatalogFragment,
  CourseCategory,
  CourseLevel,
  CourseStage,
  CourseTag,
  CourseText,
  LessonHtml,
  LessonText,
  TranslationLanguage,
  Translations,
} from '../../content/courses/catalog';
import { defaultLanguage, type Language, languageOf } from '../../contract/languages';
import type { CatalogRepository } from './catalog.repository';

// The published catalog, held in memory: it changes only when content is imported, and every page
// of a guide or lesson reads it. After `ttlMs` the catalog's change count is asked (one row), and the
// catalog read again only if it moved, so a backend picks up an import made by another.
// Each language has its own view of it, made once: the same guides, ids and order, with each part's
// words in that language where a translation exists and in English otherwise (`lang` says which).

export interface PublishedLesson {
  id: string;
  /** The language of its words: the reader's, or 'en' where it has no translation. */
  lang: Language;
  courseId: string;
  chapterId: string;
  title: string;
  minutes: number | null;
  introduction: string;
  /** What the learner takes away from it, in its language. */
  keyPoints: string[];
  fragments: CatalogFragment[];
  html: LessonHtml | null;
  /** Place in the guide, from 0. */
  index: number;
}

export interface PublishedChapter {
  id: string;
  lang: Language;
  title: string;
  lessons: PublishedLesson[];
}

export interface PublishedCourse {
  id: string;
  lang: Language;
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
  /** When the oldest guide was published: null for an empty catalog. */
  firstPublishedAt: Date | null;
  course(id: string): PublishedCourse | undefined;
  lesson(id: string): PublishedLesson | undefined;
}

export type PublishedCatalog = ReturnType<typeof createPublishedCatalog>;

/** Who reads the catalog: a learner's id, and the language of their interface. */
export interface Reader {
  id: number;
  lang: string;
}

/** A learner's language as the catalog knows it (anything else reads English). */
export const readingLanguage = (lang: string): Language => languageOf(lang) ?? defaultLanguage;

export function createPublishedCatalog(deps: {
  catalogRepository: CatalogRepository;
  clock: Clock;
  ttlMs?: number;
}) {
  const { catalogRepository: repository } = deps;
  const ttlMs = deps.ttlMs ?? 10_000;
  let kept: { loaded: Promise<Loaded>; checkedAt: number } | undefined;

  /** The count is read before the rows: a change in between is seen at the next check. */
  async function loadAll(): Promise<Loaded> {
    const changes = await repository.changes();
    return { views: await load(repository), changes };
  }

  /**
   * The same views when no write reached the catalog since they were read: the guides stay the
   * same objects, and so does everything made from them per learner (overviews, pages, lists).
   */
  async function checked(previous: Promise<Loaded>): Promise<Loaded> {
    const before = await previous;
    const changes = await repository.changes();
    return changes === before.changes ? before : { views: await load(repository), changes };
  }

  return {
    /** The catalog in a reader's language (English by default). */
    async current(lang = 'en'): Promise<Catalog> {
      const now = deps.clock().getTime();
      let current = kept;
      if (!current || now - current.checkedAt > ttlMs || now < current.checkedAt) {
        const loaded = current && now >= current.checkedAt ? checked(current.loaded) : loadAll();
        current = { loaded, checkedAt: now };
        kept = current;
        // A failed read is not kept: the next request reads the whole catalog again.
        loaded.catch(() => {
          if (kept?.loaded === loaded) kept = undefined;
        });
      }
      return (await current.loaded).views.in(readingLanguage(lang));
    },
  };
}

interface Loaded {
  views: CatalogViews;
  /** The catalog's change count when the views were read. */
  changes: number;
}

type Rows = Awaited<ReturnType<CatalogRepository['published']>>;
type CatalogViews = Awaited<ReturnType<typeof load>>;

async function load(repository: CatalogRepository) {
  const rows = await repository.published();
  const views = new Map<Language, Catalog>();
  return {
    in(lang: Language): Catalog {
      let view = views.get(lang);
      if (!view) {
        view = catalogIn(rows, lang);
        views.set(lang, view);
      }
      return view;
    },
  };
}

/** A part's words in `lang` when it has them, else the English original's. */
function textIn<T>(lang: Language, translations: Translations<T>, original: T): { lang: Language; text: T } {
  const translated = lang === 'en' ? undefined : translations[lang as TranslationLanguage];
  return translated ? { lang, text: translated } : { lang: 'en', text: original };
}

function catalogIn({ courseRows, chapterRows, lessonRows }: Rows, lang: Language): Catalog {
  const lessonsByChapter = new Map<string, PublishedLesson[]>();
  for (const row of lessonRows) {
    const original: LessonText = {
      title: row.title,
      introduction: row.introduction,
      keyPoints: row.keyPoints,
      fragments: row.fragments,
      html: row.html ?? undefined,
    };
    const { lang: textLang, text } = textIn(lang, row.translations, original);
    const lesson: PublishedLesson = {
      id: row.id,
      lang: textLang,
      courseId: row.courseId,
      chapterId: row.chapterId,
      title: text.title,
      minutes: row.minutes,
      introduction: text.introduction,
      keyPoints: text.keyPoints ?? row.keyPoints,
      fragments: text.fragments,
      html: text.html ?? null,
      index: 0,
    };
    lessonsByChapter.set(row.chapterId, [...(lessonsByChapter.get(row.chapterId) ?? []), lesson]);
  }
  const chaptersByCourse = new Map<string, PublishedChapter[]>();
  for (const row of chapterRows) {
    const { lang: textLang, text } = textIn(lang, row.translations, { title: row.title });
    const chapter = {
      id: row.id,
      lang: textLang,
      title: text.title,
      lessons: lessonsByChapter.get(row.id) ?? [],
    };
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
    const original: CourseText = {
      title: row.title,
      description: row.description,
      imageAlt: row.imageAlt,
      progressMessages: row.progressMessages,
    };
    const { lang: textLang, text } = textIn(lang, row.translations, original);
    courseList.push({
      id: row.id,
      lang: textLang,
      title: text.title,
      description: text.description,
      level: row.level as CourseLevel,
      category: row.category as CourseCategory,
      tags: row.tags as CourseTag[],
      stage: row.stage as CourseStage,
      position: row.position,
      imageAlt: text.imageAlt,
      imageHash: row.imageHash,
      progressMessages: text.progressMessages,
      publishedAt: row.publishedAt,
      chapters: courseChapters,
      lessons: courseLessons,
      minutes: courseLessons.reduce((sum, lesson) => sum + (lesson.minutes ?? 0), 0),
    });
  }
  const courseIndex = new Map(courseList.map((course) => [course.id, course]));
  const firstPublishedAt = courseList.reduce<Date | null>(
    (first, course) => (first === null || course.publishedAt < first ? course.publishedAt : first),
    null,
  );
  return {
    courses: courseList,
    firstPublishedAt,
    course: (id) => courseIndex.get(id),
    lesson: (id) => lessonIndex.get(id),
  };
}
