// Checks the course catalog, the quiz funnels and the news seed: `npm run content:check [content folder]`. Prints
// file:line: message for every problem and exits 1, or the counts and exits 0. Warnings are printed and
// do not fail it. Every prompt task of the catalog needs its model answer (`modelPrompt`, `whyItWorks`);
// the backend shows nothing in its place when one is missing, so only this check asks for it.
import { resolve } from 'node:path';
import { formatProblem } from '../src/content/courses/content-problem';
import { readCatalog } from '../src/content/courses/read-catalog';
import { readFunnels } from '../src/content/funnels/read-funnels';
import { readNewsSeed } from '../src/content/news/read-news-seed';

const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
const contentDir = resolve(folder ?? process.env.CONTENT_DIR ?? 'content');
const {
  courses,
  problems: catalogProblems,
  warnings: catalogWarnings,
} = await readCatalog(contentDir, { requireModelAnswers: true });
// Funnels recommend guides, so they are judged once the catalog reads cleanly.
const guides = courses.map((course) => ({ id: course.id, stage: course.stage }));
const { funnels, problems: funnelProblems } = await readFunnels(contentDir, guides);
const { items: news, problems: newsProblems, warnings: newsWarnings } = await readNewsSeed(contentDir);
const problems = [...catalogProblems, ...(catalogProblems.length > 0 ? [] : funnelProblems), ...newsProblems];

// Warnings are printed and do not fail the check.
for (const warning of [...catalogWarnings, ...newsWarnings])
  console.warn(`warning: ${formatProblem(warning)}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${contentDir}`);
  process.exit(1);
}

const lessons = courses.flatMap((course) => course.chapters.flatMap((chapter) => chapter.lessons));
const fragments = lessons.flatMap((lesson) => lesson.fragments);
const practices = fragments.flatMap((fragment) => fragment.practices);
const words = lessons
  .flatMap((lesson) => [lesson.introduction, ...lesson.fragments.map((fragment) => fragment.content)])
  .join(' ')
  .split(/\s+/)
  .filter(Boolean).length;
const count = (type: string) => practices.filter((practice) => practice.practiceType === type).length;
console.log(
  `Catalog OK: ${courses.length} guides, ${courses.reduce((sum, course) => sum + course.chapters.length, 0)} chapters, ` +
    `${lessons.length} lessons, ${fragments.length} fragments, ${count('SINGLE_CHOICE_TEST')} single-choice and ` +
    `${count('PROMPT_CREATION')} prompt practices, ${words} words.`,
);
// Translations, by language: the guides whole in it, and the lessons it has.
const byLanguage = new Map<string, { lessons: number; whole: string[] }>();
for (const course of courses) {
  const courseLessons = course.chapters.flatMap((chapter) => chapter.lessons);
  for (const lang of new Set(courseLessons.flatMap((lesson) => Object.keys(lesson.translations)))) {
    const entry = byLanguage.get(lang) ?? { lessons: 0, whole: [] };
    const translated = courseLessons.filter((lesson) => lang in lesson.translations).length;
    entry.lessons += translated;
    const whole =
      translated === courseLessons.length &&
      lang in course.translations &&
      course.chapters.every((chapter) => lang in chapter.translations);
    if (whole) entry.whole.push(course.id);
    byLanguage.set(lang, entry);
  }
}
console.log(
  byLanguage.size === 0
    ? 'Translations: none (the guides read in English in every language).'
    : `Translations: ${[...byLanguage]
        .map(
          ([lang, { lessons: translated, whole }]) =>
            `${lang} ${translated} lesson${translated === 1 ? '' : 's'}${whole.length > 0 ? ` (whole: ${whole.join(', ')})` : ''}`,
        )
        .join('; ')}; the rest reads in English.`,
);
console.log(
  `Funnels OK: ${funnels
    .map((funnel) => `f${funnel.id} (${funnel.steps.length} steps, ${funnel.variants.length} variants)`)
    .join(', ')}.`,
);
console.log(news === undefined ? 'News seed: none (news/seed.yaml).' : `News seed OK: ${news.length} items.`);
