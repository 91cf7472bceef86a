import { supportedLanguages } from '../../contract/languages';
import { subjectProblems } from '../../providers/evaluator/rubric-subject';
import type { AppLink } from './app-links';
import type {
  CatalogFragment,
  CatalogLesson,
  CatalogPractice,
  CourseText,
  LessonText,
  TranslationLanguage,
} from './catalog';
import { type CourseFile, chapterFile, courseTranslationFile } from './catalog-schema';
import type { ContentProblems } from './content-problem';
import { readLesson } from './read-lesson';
import { readYaml } from './read-yaml';

// Translations sit beside their original with the language before the extension:
// course.uk.yaml, chapter.uk.yaml, 01-what-chatgpt-is.uk.md. A translation keeps the original's
// shape (fragments, practices, options, the right answer), and the ids come from the original, so
// a learner's progress and answers are the same in every language.

export const translationLanguages = supportedLanguages.filter(
  (code): code is TranslationLanguage => code !== 'en',
);

const TRANSLATED = /^(.+)\.([A-Za-z]{2,3}(?:[-_][A-Za-z]+)?)\.(md|yaml)$/;

/** `01-intro.uk.md` → { base: '01-intro', lang: 'uk', extension: 'md' }; undefined for an original. */
export function translatedName(name: string) {
  const match = TRANSLATED.exec(name);
  if (!match) return undefined;
  return { base: match[1] ?? '', lang: match[2] ?? '', extension: match[3] ?? '' };
}

/** The language of a translation's file name, or a problem naming the languages a guide may use. */
export function translationLanguage(
  file: string,
  lang: string,
  problems: ContentProblems,
): TranslationLanguage | undefined {
  const found = translationLanguages.find((code) => code === lang);
  if (found) return found;
  problems.add(
    file,
    1,
    lang === 'en'
      ? 'English is the original language: name the file without .en'
      : `unknown language "${lang}": a translation is one of ${translationLanguages.join(', ')}`,
  );
  return undefined;
}

export function readCourseTranslation(
  file: string,
  text: string,
  original: CourseFile | undefined,
  problems: ContentProblems,
): CourseText | undefined {
  const translated = readYaml({ file, text, firstLine: 1 }, courseTranslationFile, problems);
  if (!translated || !original) return undefined;
  const percents = (messages: { percent: number }[]) => messages.map((item) => item.percent).join(', ');
  if (percents(translated.progressMessages) !== percents(original.progressMessages)) {
    problems.add(
      file,
      1,
      `progressMessages: the original has messages at ${percents(original.progressMessages) || 'no'} percent; ` +
        'a translation has the same ones, translated',
    );
    return undefined;
  }
  return translated;
}

export function readChapterTranslation(file: string, text: string, problems: ContentProblems) {
  return readYaml({ file, text, firstLine: 1 }, chapterFile, problems);
}

/**
 * Reads a lesson's translation and checks it against the original. Its length is not bounded, as
 * words are counted differently from language to language; the original's bounds hold for both.
 */
export function readLessonTranslation(
  file: string,
  source: string,
  original: CatalogLesson,
  lang: TranslationLanguage,
  problems: ContentProblems,
  appLinks: AppLink[],
): LessonText | undefined {
  const translated = readLesson(file, source, original.id, problems, appLinks, {
    checkLength: false,
    original: false,
  });
  if (!translated) return undefined;
  const before = problems.count;
  const against = `the original (${original.file})`;
  if (translated.fragments.length !== original.fragments.length) {
    problems.add(
      file,
      1,
      `has ${translated.fragments.length} fragments and ${against} ${original.fragments.length}: ` +
        'a translation keeps the original’s fragments, in order',
    );
    return undefined;
  }
  const fragments: CatalogFragment[] = translated.fragments.map((fragment, index) => {
    const source = original.fragments[index] as CatalogFragment;
    checkPractices(file, fragment, source, against, lang, problems);
    return {
      ...fragment,
      id: source.id,
      practices: fragment.practices.map((practice, at) => {
        const twin = source.practices[at];
        const id = twin?.id ?? practice.id;
        if (practice.practiceType !== 'PROMPT_CREATION' || twin?.practiceType !== 'PROMPT_CREATION')
          return { ...practice, id };
        // A translated task is about what the original is about: the original's words, its own asks.
        const subject = { asks: practice.subject.asks, words: twin.subject.words };
        // Without a model answer of its own it shows the original's, marked as English.
        const model =
          practice.modelPrompt || !twin.modelPrompt
            ? {}
            : { modelPrompt: twin.modelPrompt, whyItWorks: twin.whyItWorks, modelLang: 'en' as const };
        return { ...practice, id, subject, ...model };
      }),
    };
  });
  if (translated.keyPoints.length !== original.keyPoints.length)
    problems.add(
      file,
      1,
      `has ${translated.keyPoints.length} key points and ${against} ${original.keyPoints.length}: ` +
        'a translation keeps the original’s key points, in order',
    );
  if (problems.count > before) return undefined;
  return {
    title: translated.title,
    introduction: translated.introduction,
    keyPoints: translated.keyPoints,
    fragments,
  };
}

function checkPractices(
  file: string,
  fragment: CatalogFragment,
  source: CatalogFragment,
  against: string,
  lang: TranslationLanguage,
  problems: ContentProblems,
) {
  const where = `fragment "${fragment.title}"`;
  if (fragment.practices.length !== source.practices.length) {
    problems.add(
      file,
      1,
      `${where} has ${fragment.practices.length} practices and in ${against} ${source.practices.length}`,
    );
    return;
  }
  fragment.practices.forEach((practice, index) => {
    const twin = source.practices[index] as CatalogPractice;
    const which = `${where}, practice ${index + 1}`;
    if (practice.practiceType !== twin.practiceType) {
      problems.add(file, 1, `${which} is of another type than in ${against}`);
      return;
    }
    if (practice.isRequired !== twin.isRequired)
      problems.add(file, 1, `${which}: required differs from ${against}`);
    // The grader matches prompts against the original's criteria and quotes them translated, by place.
    if (
      practice.practiceType === 'PROMPT_CREATION' &&
      twin.practiceType === 'PROMPT_CREATION' &&
      practice.criteria.length !== twin.criteria.length
    )
      problems.add(
        file,
        1,
        `${which} has ${practice.criteria.length} criteria and in ${against} ${twin.criteria.length}`,
      );
    // The translation's asks names the subject in the words the original gives for its language.
    if (practice.practiceType === 'PROMPT_CREATION' && twin.practiceType === 'PROMPT_CREATION') {
      const words = { [lang]: twin.subject.words[lang] ?? [] };
      for (const problem of subjectProblems(words, practice.subject.asks, lang).filter((text) =>
        text.startsWith('subject.asks'),
      ))
        problems.add(file, 1, `${which}: ${problem}`);
    }
    if (practice.practiceType === 'SINGLE_CHOICE_TEST' && twin.practiceType === 'SINGLE_CHOICE_TEST') {
      const correct = (options: { isCorrect: boolean }[]) => options.findIndex((option) => option.isCorrect);
      if (practice.options.length !== twin.options.length)
        problems.add(
          file,
          1,
          `${which} has ${practice.options.length} options and in ${against} ${twin.options.length}`,
        );
      else if (correct(practice.options) !== correct(twin.options))
        problems.add(file, 1, `${which}: the correct option is not in the same place as in ${against}`);
    }
  });
}
