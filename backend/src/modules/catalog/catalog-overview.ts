import type { CatalogOverview, OverviewGuide } from '../../contract/catalog-overview';
import { defaultLanguage, type Language, supportedLanguages } from '../../contract/languages';
import { featuredImageOf } from './course-views';
import type { Catalog, PublishedCatalog, PublishedCourse } from './published-catalog';

// The catalog as a visitor may see it (the landing page, the sitemap): every published guide with
// what a learner can do after it, and counts made from the content itself, never typed in.

export type CatalogOverviewService = ReturnType<typeof createCatalogOverview>;

export interface EntryQuiz {
  funnel: number;
  variant: number;
  steps: number;
}

interface CatalogOverviewDeps {
  publishedCatalog: PublishedCatalog;
  /** Where a visitor starts the quiz; null when no funnel is served. */
  entryQuiz(): Promise<EntryQuiz | null>;
  /** Who scores prompts: the built-in rubric, or the model the operator configured. */
  promptGrading: CatalogOverview['promptGrading'];
}

export function createCatalogOverview(deps: CatalogOverviewDeps) {
  const { publishedCatalog } = deps;
  // One overview per catalog view (a language's, until the catalog is read again), so the route
  // sends the JSON it made the first time (http/data-answers.ts).
  const made = new WeakMap<Catalog, Promise<CatalogOverview>>();

  async function make(catalog: Catalog): Promise<CatalogOverview> {
    const [views, quiz] = await Promise.all([
      Promise.all(
        supportedLanguages.map(async (lang) => [lang, await publishedCatalog.current(lang)] as const),
      ),
      deps.entryQuiz().catch(() => null),
    ]);
    const guides = catalog.courses.map((course) => guideOf(course, views));
    const counted = catalog.courses.flatMap((course) => course.lessons.flatMap((lesson) => lesson.fragments));
    const practices = counted.flatMap((fragment) => fragment.practices);
    const guideLanguages = supportedLanguages.filter((lang) =>
      guides.some((guide) => guide.languages.includes(lang)),
    );
    return {
      guides,
      facts: {
        guides: guides.length,
        coreGuides: guides.filter((guide) => guide.stage === 'core').length,
        boostGuides: guides.filter((guide) => guide.stage === 'boost').length,
        lessons: guides.reduce((sum, guide) => sum + guide.lessons, 0),
        minutes: guides.reduce((sum, guide) => sum + guide.minutes, 0),
        questions: practices.filter((practice) => practice.practiceType === 'SINGLE_CHOICE_TEST').length,
        promptTasks: practices.filter((practice) => practice.practiceType === 'PROMPT_CREATION').length,
        interfaceLanguages: [...supportedLanguages],
        guideLanguages,
      },
      quiz,
      promptGrading: deps.promptGrading,
    };
  }

  return {
    /** The overview in a reader's language (each guide's words where translated, else English). */
    async overview(lang: Language = defaultLanguage): Promise<CatalogOverview> {
      const catalog = await publishedCatalog.current(lang);
      let overview = made.get(catalog);
      if (!overview) {
        overview = make(catalog);
        made.set(catalog, overview);
        // A failed count is not kept: the next request makes it again.
        overview.catch(() => made.delete(catalog));
      }
      return overview;
    },
  };
}

function guideOf(course: PublishedCourse, views: readonly (readonly [Language, Catalog])[]): OverviewGuide {
  const practices = course.lessons.reduce(
    (sum, lesson) => sum + lesson.fragments.reduce((inner, fragment) => inner + fragment.practices.length, 0),
    0,
  );
  return {
    id: course.id,
    lang: course.lang,
    title: course.title,
    description: course.description.trim(),
    outcome: outcomeOf(course),
    level: course.level,
    stage: course.stage,
    lessons: course.lessons.length,
    minutes: course.minutes,
    practices,
    languages: views.flatMap(([lang, view]) => (readsWholeIn(view.course(course.id), lang) ? [lang] : [])),
    featuredImage: featuredImageOf(course),
  };
}

/** Whether every part of the guide (its card, chapters and lessons) is in `lang`. */
function readsWholeIn(course: PublishedCourse | undefined, lang: Language): boolean {
  if (!course || course.lang !== lang) return false;
  return course.chapters.every(
    (chapter) => chapter.lang === lang && chapter.lessons.every((lesson) => lesson.lang === lang),
  );
}

/**
 * What a learner can do after the guide, in the author's words: the first sentence of the message
 * shown at 100 percent ("You can now use ChatGPT carefully and usefully every day."), or null.
 */
export function outcomeOf(course: Pick<PublishedCourse, 'progressMessages'>): string | null {
  const done = course.progressMessages.find((message) => message.percent === 100);
  if (!done) return null;
  const text = done.description.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?(?:[.!?](?=\s|$)|[。！？])/u.exec(text)?.[0] ?? text;
  return sentence || null;
}
