import type { Clock } from '../../clock';
import { formatProblem } from '../../content/courses/content-problem';
import { readCatalog } from '../../content/courses/read-catalog';
import type { LanguageParam } from '../../contract/i18n';
import { toLanguage } from '../../contract/i18n';
import { type Language, supportedLanguages } from '../../contract/languages';
import type { LessonResponse } from '../../contract/progress';
import type { StaffGuideOutline } from '../../contract/staff-content';
import { AppError } from '../../errors/app-error';
import type { PublishedCatalog, PublishedCourse } from '../catalog/published-catalog';
import type { NewsRepository } from '../news/news.repository';
import { newsFeedStates } from '../news/news-admin.routes';
import type { NewsImport, NewsImportResult } from '../news/news-import.service';
import { lessonViewOf } from '../progress/lesson-view';
import type { StaffRepository } from './staff.repository';
import type { StaffContext } from './staff-auth.service';

export type StaffContentService = ReturnType<typeof createStaffContentService>;

export interface StaffContentDeps {
  publishedCatalog: PublishedCatalog;
  /** The content folder the checker reads (CONTENT_DIR): read anew on every guide asked for. */
  contentDir: string;
  newsRepository: NewsRepository;
  /** Null when NEWS_IMPORT=false or no feed is configured. */
  newsImport: NewsImport | null;
  feeds: string[];
  staffRepository: StaffRepository;
  clock: Clock;
}

const translatedLanguages = supportedLanguages.filter((lang) => lang !== 'en');

/** The guide's folder in the content directory, as the checker names files (relative, forward slashes). */
export const guideFolder = (guideId: string) => `courses/${guideId}`;

/** Whether a checker's problem is about a file in the guide's folder (or the folder itself). */
export const isInGuide = (file: string, guideId: string) =>
  file === guideFolder(guideId) || file.startsWith(`${guideFolder(guideId)}/`);

/**
 * What content staff see: the published guides in each language, as learners get them, with what
 * the content checker finds wrong in the content folder; and the news feeds, with an import on demand.
 */
export function createStaffContentService(deps: StaffContentDeps) {
  const { publishedCatalog } = deps;

  /** For each language other than English: how many of the guide's lessons read in it. */
  async function translationsOf(course: PublishedCourse) {
    const counts = await Promise.all(
      translatedLanguages.map(async (lang) => {
        const translated = (await publishedCatalog.current(lang)).course(course.id);
        return { lang, lessons: translated?.lessons.filter((lesson) => lesson.lang === lang).length ?? 0 };
      }),
    );
    return counts.filter((count) => count.lessons > 0);
  }

  /** The checker's problems in the guide's folder, read now from the content directory. */
  async function problemsOf(guideId: string): Promise<string[]> {
    const { problems } = await readCatalog(deps.contentDir);
    return problems.filter((problem) => isInGuide(problem.file, guideId)).map(formatProblem);
  }

  return {
    async guides() {
      const catalog = await publishedCatalog.current('en');
      return {
        guides: await Promise.all(
          catalog.courses.map(async (course) => ({
            id: course.id,
            title: course.title,
            stage: course.stage,
            chapters: course.chapters.length,
            lessons: course.lessons.length,
            translations: await translationsOf(course),
          })),
        ),
      };
    },

    async guide(guideId: string, langParam: LanguageParam = 'en'): Promise<StaffGuideOutline> {
      const asked: Language = toLanguage(langParam);
      const course = (await publishedCatalog.current(asked)).course(guideId);
      if (!course) throw AppError.notFound('Guide not found');
      const [translations, problems] = await Promise.all([translationsOf(course), problemsOf(guideId)]);
      const translated = (lang: Language) => asked === 'en' || lang === asked;
      return {
        id: course.id,
        lang: course.lang,
        asked,
        title: course.title,
        stage: course.stage,
        translated: translated(course.lang),
        languages: ['en', ...translations.map((translation) => translation.lang)],
        chapters: course.chapters.map((chapter) => ({
          id: chapter.id,
          lang: chapter.lang,
          title: chapter.title,
          translated: translated(chapter.lang),
          lessons: chapter.lessons.map((lesson) => ({
            id: lesson.id,
            lang: lesson.lang,
            title: lesson.title,
            minutes: lesson.minutes,
            fragments: lesson.fragments.length,
            practices: lesson.fragments.reduce((sum, fragment) => sum + fragment.practices.length, 0),
            translated: translated(lesson.lang),
          })),
        })),
        problems,
      };
    },

    /** The lesson as the learner's lesson call answers it in that language: no learner, no locks. */
    async lesson(lessonId: string, langParam: LanguageParam = 'en'): Promise<LessonResponse> {
      const catalog = await publishedCatalog.current(toLanguage(langParam));
      const lesson = catalog.lesson(lessonId);
      const course = lesson && catalog.course(lesson.courseId);
      if (!lesson || !course) throw AppError.notFound('Lesson not found');
      return { data: lessonViewOf(course, lesson) };
    },

    newsFeeds: () => newsFeedStates(deps.newsRepository, deps.feeds),

    async importNews(context: StaffContext): Promise<NewsImportResult> {
      if (!deps.newsImport)
        throw AppError.conflict(
          'NewsImportOff',
          'The news import is off on this server (NEWS_IMPORT=false or no NEWS_FEEDS): nothing was imported.',
        );
      const result = await deps.newsImport.run();
      await deps.staffRepository.addAudit({
        staffId: context.staff.id,
        staffEmail: context.staff.email,
        action: 'import-news',
        learnerId: null,
        learnerEmail: null,
        reason: 'Import now',
        before: null,
        after: result,
        createdAt: deps.clock(),
      });
      return result;
    },
  };
}
