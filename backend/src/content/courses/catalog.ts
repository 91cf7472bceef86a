import type { Language } from '../../contract/languages';
import type { TaskSubject } from '../../providers/evaluator/rubric-subject';
import type { courseCategories, courseLevels, courseStages, courseTags } from './catalog-schema';

// The catalog as the checker reads it from content/courses: what the importer stores.

export type CourseLevel = (typeof courseLevels)[number];
export type CourseCategory = (typeof courseCategories)[number];
export type CourseTag = (typeof courseTags)[number];
export type CourseStage = (typeof courseStages)[number];

/** The languages a guide can be translated into: every interface language but English, the original's. */
export type TranslationLanguage = Exclude<Language, 'en'>;
/** A part's translations, by language; a language without one reads the English original. */
export type Translations<T> = Partial<Record<TranslationLanguage, T>>;

export interface CourseText {
  title: string;
  description: string;
  imageAlt: string;
  progressMessages: { percent: number; title: string; description: string }[];
}

export interface CatalogCourse {
  id: string;
  title: string;
  description: string;
  level: CourseLevel;
  category: CourseCategory;
  tags: CourseTag[];
  stage: CourseStage;
  order: number;
  /** The day the guide was first published, YYYY-MM-DD. */
  published: string;
  /** The source image (relative to the content folder), its text alternative and a digest of its bytes. */
  image: { file: string; alt: string; hash: string };
  progressMessages: { percent: number; title: string; description: string }[];
  chapters: CatalogChapter[];
  translations: Translations<CourseText>;
}

export interface CatalogChapter {
  id: string;
  /** Where it was read from, relative to the content folder. */
  file: string;
  title: string;
  lessons: CatalogLesson[];
  translations: Translations<{ title: string }>;
}

export interface CatalogLesson {
  id: string;
  /** Where it was read from, relative to the content folder. */
  file: string;
  title: string;
  minutes: number | null;
  /** Markdown shown on the lesson's start screen. */
  introduction: string;
  /** What the learner takes away, plain sentences shown when the lesson is finished. */
  keyPoints: string[];
  fragments: CatalogFragment[];
  /** Its Markdown made HTML by the importer (never by the checker, which only reads). */
  html?: LessonHtml;
  translations: Translations<LessonText>;
}

/**
 * A lesson in another language: the same fragments and practices in the same places, with the
 * original's ids, so progress and answers are the same whatever the language.
 */
export interface LessonText {
  title: string;
  introduction: string;
  /** Absent from translations imported before lessons had key points. */
  keyPoints?: string[];
  fragments: CatalogFragment[];
  html?: LessonHtml;
}

/** A lesson's sanitised HTML: the start screen, and each fragment's text cut at its practices. */
export interface LessonHtml {
  introduction: string;
  fragments: FragmentBlock[][];
}

/** A piece of a fragment: HTML, or the place of its n-th practice (from 0). */
export type FragmentBlock = { html: string } | { practice: number };

export interface CatalogFragment {
  id: string;
  title: string;
  /** Markdown; `[PRACTICE_n]` places the n-th practice. */
  content: string;
  practices: CatalogPractice[];
}

export type CatalogPractice = CatalogSingleChoice | CatalogPromptTask;

interface PracticeBase {
  id: string;
  isRequired: boolean;
}

export interface CatalogSingleChoice extends PracticeBase {
  practiceType: 'SINGLE_CHOICE_TEST';
  question: string;
  hint: string;
  options: { id: string; text: string; isCorrect: boolean }[];
  correctChoiceMessage: string;
  wrongChoiceMessage: string;
}

export interface CatalogPromptTask extends PracticeBase {
  practiceType: 'PROMPT_CREATION';
  title: string;
  description: string;
  fullDescription: string;
  tip: string;
  criteria: string[];
  /** The author's model answer and what makes it good: shown after the learner's attempt. */
  modelPrompt: string;
  whyItWorks: string;
  /** Set in a translation that gives no model answer of its own: the original's is shown, in English. */
  modelLang?: 'en';
  /**
   * What the task is about: what it asks for, in this text's language, and the words of a prompt on
   * it in every interface language (the original's, in a translation too).
   */
  subject: TaskSubject;
}
