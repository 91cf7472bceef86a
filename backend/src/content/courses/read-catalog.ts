import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AppLink, checkAppLinks } from './app-links';
import type {
  CatalogChapter,
  CatalogCourse,
  CatalogLesson,
  CourseText,
  TranslationLanguage,
  Translations,
} from './catalog';
import { chapterFile, courseFile } from './catalog-schema';
import { type ContentProblem, ContentProblems } from './content-problem';
import { longestRightOptionWarnings } from './question-warnings';
import { readLesson } from './read-lesson';
import {
  readChapterTranslation,
  readCourseTranslation,
  readLessonTranslation,
  translatedName,
  translationLanguage,
} from './read-translations';
import { readYaml } from './read-yaml';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE_FILE = /\.(svg|png|jpe?g|webp)$/;
const NUMBERED = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export interface CatalogReading {
  courses: CatalogCourse[];
  problems: ContentProblem[];
  /** What an author should look at, which does not stop the catalog from being used. */
  warnings: ContentProblem[];
}

/** Rules that hold only once the content has caught up with them. */
export interface CatalogRules {
  /** Every prompt task has a modelPrompt and a whyItWorks (off until every guide has them). */
  requireModelAnswers?: boolean;
}

/**
 * Reads and checks every guide under `<contentDir>/courses`. The catalog is usable only when
 * `problems` is empty; each problem names its file (relative to contentDir) and line.
 */
export async function readCatalog(contentDir: string, rules: CatalogRules = {}): Promise<CatalogReading> {
  const problems = new ContentProblems();
  const coursesDir = join(contentDir, 'courses');
  const courses: CatalogCourse[] = [];
  const appLinks: AppLink[] = [];
  for (const entry of await listFolder(coursesDir)) {
    if (!entry.isDirectory()) {
      problems.add(`courses/${entry.name}`, 1, 'unexpected file: each guide is a folder');
      continue;
    }
    const course = await readCourse(contentDir, entry.name, problems, appLinks, rules);
    if (course) courses.push(course);
  }
  checkUniqueIds(courses, problems);
  checkAppLinks(courses, appLinks, problems);
  courses.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  return {
    courses: problems.count === 0 ? courses : [],
    problems: problems.list,
    warnings: longestRightOptionWarnings(courses),
  };
}

async function readCourse(
  contentDir: string,
  id: string,
  problems: ContentProblems,
  appLinks: AppLink[],
  rules: CatalogRules,
) {
  const folder = `courses/${id}`;
  if (!ID.test(id))
    problems.add(folder, 1, 'a guide folder is named with lower-case letters, digits and dashes');
  const metaFile = `${folder}/course.yaml`;
  const metaText = await readText(join(contentDir, metaFile));
  if (metaText === undefined) {
    problems.add(metaFile, 1, 'missing: every guide has a course.yaml');
    return undefined;
  }
  const meta = readYaml({ file: metaFile, text: metaText, firstLine: 1 }, courseFile, problems);
  const imageBytes = meta ? await readBytes(join(contentDir, folder, meta.image)) : undefined;
  if (meta && !imageBytes) {
    problems.add(metaFile, lineOfKey(metaText, 'image'), `image: ${meta.image} is not in ${folder}`);
  }

  const translations: Translations<CourseText> = {};
  for (const { name, lang } of await translationsIn(contentDir, folder, 'course', problems)) {
    const file = `${folder}/${name}`;
    const text = (await readText(join(contentDir, file))) ?? '';
    const translated = readCourseTranslation(file, text, meta, problems);
    if (translated) translations[lang] = translated;
  }

  const chapters: CatalogChapter[] = [];
  const problemsBefore = problems.count;
  const entries = await numbered(
    contentDir,
    folder,
    problems,
    (name) => name === 'course.yaml' || isTranslationOf('course', name) || IMAGE_FILE.test(name),
  );
  for (const { name, id: chapterId, isDirectory } of entries) {
    if (!isDirectory) {
      problems.add(`${folder}/${name}`, 1, 'unexpected file: chapters are NN-name folders');
      continue;
    }
    const chapter = await readChapter(contentDir, `${folder}/${name}`, chapterId, problems, appLinks, rules);
    if (chapter) chapters.push(chapter);
  }
  if (entries.length === 0) problems.add(metaFile, 1, 'the guide has no chapters (NN-name folders)');
  if (meta) {
    const kinds = new Set(
      chapters.flatMap((c) =>
        c.lessons.flatMap((l) => l.fragments.flatMap((f) => f.practices.map((p) => p.practiceType))),
      ),
    );
    // Only a guide read whole can be judged on what it lacks.
    if (problems.count === problemsBefore && kinds.size < 2) {
      problems.add(metaFile, 1, 'the guide needs both kinds of practice: single-choice and prompt');
    }
  }
  if (!meta) return undefined;
  const { image, imageAlt, ...rest } = meta;
  const hash = createHash('sha256')
    .update(imageBytes ?? '')
    .digest('hex')
    .slice(0, 12);
  return {
    id,
    ...rest,
    image: { file: `${folder}/${image}`, alt: imageAlt, hash },
    chapters,
    translations,
  } satisfies CatalogCourse;
}

async function readChapter(
  contentDir: string,
  folder: string,
  id: string,
  problems: ContentProblems,
  appLinks: AppLink[],
  rules: CatalogRules,
) {
  const metaFile = `${folder}/chapter.yaml`;
  const metaText = await readText(join(contentDir, metaFile));
  if (metaText === undefined) problems.add(metaFile, 1, 'missing: every chapter has a chapter.yaml');
  const meta =
    metaText === undefined
      ? undefined
      : readYaml({ file: metaFile, text: metaText, firstLine: 1 }, chapterFile, problems);
  const chapterTranslations: Translations<{ title: string }> = {};
  for (const { name, lang } of await translationsIn(contentDir, folder, 'chapter', problems)) {
    const file = `${folder}/${name}`;
    const translated = readChapterTranslation(file, (await readText(join(contentDir, file))) ?? '', problems);
    if (translated) chapterTranslations[lang] = translated;
  }

  const lessons: CatalogLesson[] = [];
  const lessonTranslations: { file: string; base: string; lang: TranslationLanguage }[] = [];
  const entries = await numbered(
    contentDir,
    folder,
    problems,
    (name) => {
      if (name === 'chapter.yaml' || isTranslationOf('chapter', name)) return true;
      const translated = translatedName(name);
      if (translated?.extension !== 'md') return false;
      const lang = translationLanguage(`${folder}/${name}`, translated.lang, problems);
      if (lang) lessonTranslations.push({ file: `${folder}/${name}`, base: translated.base, lang });
      return true;
    },
    '.md',
  );
  for (const { name, id: lessonId, isDirectory } of entries) {
    const file = `${folder}/${name}`;
    if (isDirectory) {
      problems.add(file, 1, 'unexpected folder: lessons are NN-name.md files');
      continue;
    }
    const source = (await readText(join(contentDir, file))) ?? '';
    const lesson = readLesson(file, source, lessonId, problems, appLinks, {
      requireModelAnswers: rules.requireModelAnswers,
    });
    if (lesson) lessons.push(lesson);
  }
  for (const { file, base, lang } of lessonTranslations) {
    const originalFile = `${folder}/${base}.md`;
    const original = lessons.find((lesson) => lesson.file === originalFile);
    if (!original) {
      // An original that failed to read has its own problems; one that is missing is this one.
      if (!entries.some((entry) => `${folder}/${entry.name}` === originalFile))
        problems.add(file, 1, `a translation of ${originalFile}, which does not exist`);
      continue;
    }
    const source = (await readText(join(contentDir, file))) ?? '';
    const translated = readLessonTranslation(file, source, original, lang, problems, appLinks);
    if (translated) original.translations[lang] = translated;
  }
  if (entries.length === 0) problems.add(metaFile, 1, 'the chapter has no lessons (NN-name.md files)');
  return meta
    ? { id, file: metaFile, title: meta.title, lessons, translations: chapterTranslations }
    : undefined;
}

/** The NN-name entries of a folder in order; anything else, other than `allowed` names, is a problem. */
async function numbered(
  contentDir: string,
  folder: string,
  problems: ContentProblems,
  allowed: (name: string) => boolean,
  extension = '',
) {
  const found: { name: string; id: string; isDirectory: boolean; position: string }[] = [];
  for (const entry of await listFolder(join(contentDir, folder))) {
    if (allowed(entry.name)) continue;
    const base =
      extension && entry.name.endsWith(extension) ? entry.name.slice(0, -extension.length) : entry.name;
    const match = NUMBERED.exec(base);
    if (!match || (extension && !entry.isDirectory() && !entry.name.endsWith(extension))) {
      problems.add(
        `${folder}/${entry.name}`,
        1,
        `unexpected name: use NN-name${extension} (lower-case, digits, dashes)`,
      );
      continue;
    }
    const position = match[1] ?? '';
    const clash = found.find((item) => item.position === position);
    if (clash) problems.add(`${folder}/${entry.name}`, 1, `shares the number ${position} with ${clash.name}`);
    found.push({ name: entry.name, id: match[2] ?? '', isDirectory: entry.isDirectory(), position });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

const isTranslationOf = (stem: string, name: string) => {
  const translated = translatedName(name);
  return translated?.base === stem && translated.extension === 'yaml';
};

/** The `<stem>.<language>.yaml` files of a folder; a file in an unknown language is a problem. */
async function translationsIn(contentDir: string, folder: string, stem: string, problems: ContentProblems) {
  const found: { name: string; lang: TranslationLanguage }[] = [];
  for (const entry of await listFolder(join(contentDir, folder))) {
    if (!isTranslationOf(stem, entry.name)) continue;
    const lang = translationLanguage(
      `${folder}/${entry.name}`,
      translatedName(entry.name)?.lang ?? '',
      problems,
    );
    if (lang) found.push({ name: entry.name, lang });
  }
  return found;
}

function checkUniqueIds(courses: CatalogCourse[], problems: ContentProblems): void {
  const seen = new Map<string, string>();
  const claim = (kind: string, id: string, where: string) => {
    const key = `${kind}:${id}`;
    const first = seen.get(key);
    if (first)
      problems.add(
        where,
        1,
        `the ${kind} id "${id}" is also used by ${first}: ids are unique in the catalog`,
      );
    else seen.set(key, where);
  };
  for (const course of courses) {
    for (const chapter of course.chapters) {
      claim('chapter', chapter.id, chapter.file);
      for (const lesson of chapter.lessons) claim('lesson', lesson.id, lesson.file);
    }
  }
}

async function listFolder(path: string) {
  try {
    return (await readdir(path, { withFileTypes: true }))
      .filter((entry) => !entry.name.startsWith('.'))
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

async function readBytes(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

const lineOfKey = (text: string, key: string) =>
  Math.max(1, text.split('\n').findIndex((line) => line.startsWith(`${key}:`)) + 1);
