// How often the built-in rubric gives the band a careful teacher would: grader-labels.json holds
// prompts for tasks of the catalog, each labelled off (0-1), partial (2-3) or good (4-5) by hand.
// `npm run bench:learning` prints the agreement (bench/rubric.ts); tests/unit/grader-agreement.test.ts
// holds it above a floor.
import { readFile } from 'node:fs/promises';
import { readCatalog } from '../backend/src/content/courses/read-catalog';
import type { PromptTask } from '../backend/src/providers/evaluator/evaluator';
import { evaluateWithRubric } from '../backend/src/providers/evaluator/rubric-evaluator';

export const bands = ['off', 'partial', 'good'] as const;
export type Band = (typeof bands)[number];

interface Label {
  task: string;
  lang: string;
  band: Band;
  prompt: string;
}

export interface Agreement {
  count: number;
  /** Share of prompts given the teacher's band. */
  exact: number;
  /** Share given the teacher's band or the one next to it. */
  withinOne: number;
  /** confusion[teacher][grader]: how many prompts. */
  confusion: Record<Band, Record<Band, number>>;
  /** The prompts the grader put two bands away from the teacher. */
  farOff: { label: Label; score: number }[];
}

export const bandOf = (score: number): Band => (score <= 1 ? 'off' : score <= 3 ? 'partial' : 'good');

const LABELS = new URL('./grader-labels.json', import.meta.url);
const CONTENT = new URL('../content', import.meta.url);

/** Grades every labelled prompt with the rubric against the task of the catalog it names. */
export async function measureAgreement(): Promise<Agreement> {
  const { items } = JSON.parse(await readFile(LABELS, 'utf8')) as { items: Label[] };
  const { courses } = await readCatalog(CONTENT.pathname);
  const tasks = new Map<string, PromptTask>();
  for (const practice of courses.flatMap((course) =>
    course.chapters.flatMap((chapter) =>
      chapter.lessons.flatMap((lesson) => lesson.fragments.flatMap((fragment) => fragment.practices)),
    ),
  )) {
    if (practice.practiceType !== 'PROMPT_CREATION') continue;
    const { id, title, description, fullDescription, tip, criteria, subject } = practice;
    tasks.set(title, { practiceId: id, title, description, fullDescription, tip, criteria, subject });
  }
  const confusion = Object.fromEntries(
    bands.map((teacher) => [teacher, Object.fromEntries(bands.map((grader) => [grader, 0]))]),
  ) as Agreement['confusion'];
  let exact = 0;
  let withinOne = 0;
  const farOff: Agreement['farOff'] = [];
  for (const label of items) {
    const task = tasks.get(label.task);
    if (!task) throw new Error(`grader-labels.json: no prompt task "${label.task}" in the catalog`);
    const { score } = evaluateWithRubric({ task, prompt: label.prompt, lang: label.lang });
    const band = bandOf(score);
    confusion[label.band][band] += 1;
    const distance = Math.abs(bands.indexOf(band) - bands.indexOf(label.band));
    if (distance === 0) exact += 1;
    if (distance <= 1) withinOne += 1;
    else farOff.push({ label, score });
  }
  return {
    count: items.length,
    exact: exact / items.length,
    withinOne: withinOne / items.length,
    confusion,
    farOff,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The agreement as lines of text: the shares and the confusion table, teacher by grader. */
export function describeAgreement({ count, exact, withinOne, confusion, farOff }: Agreement): string {
  const width = 9;
  const row = (cells: string[]) => cells.map((cell) => cell.padEnd(width)).join('');
  return [
    `Grader agreement with ${count} labelled prompts (bench/grader-labels.json): exact band ${percent(exact)}, within one band ${percent(withinOne)}`,
    row(['teacher', ...bands.map((band) => `→${band}`)]),
    ...bands.map((teacher) => row([teacher, ...bands.map((grader) => String(confusion[teacher][grader]))])),
    ...farOff.map(
      ({ label, score }) =>
        `  two bands off: ${label.band} scored ${score} (${label.task}, ${label.lang}): ${label.prompt}`,
    ),
  ].join('\n');
}
