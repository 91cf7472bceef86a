// How close the built-in rubric comes to a careful teacher: prompt-labels.json holds prompts for the
// catalog's own tasks (excellent, decent, weak, minimal, gaming, off-topic, negated; image prompts
// for the Midjourney tasks), each scored 0-5 by hand before the grader's scores were looked at.
// `npm run bench:learning` prints the agreement (bench/rubric.ts); tests/unit/grader-agreement.test.ts
// holds it to the goals: mean absolute error at most 0.7, Spearman's rank correlation at least 0.8,
// every gaming, off-topic or negated prompt at most 1 and every excellent one at least 4.
import { readFile } from 'node:fs/promises';
import { mean, sampleRankCorrelation } from 'simple-statistics';
import { readCatalog } from '../backend/src/content/courses/read-catalog';
import type { PromptTask } from '../backend/src/providers/evaluator/evaluator';
import { evaluateWithRubric } from '../backend/src/providers/evaluator/rubric-evaluator';

export const kinds = ['excellent', 'decent', 'weak', 'minimal', 'gaming', 'offTopic', 'negated'] as const;
export type Kind = (typeof kinds)[number];

export interface Label {
  task: string;
  lang: string;
  kind: Kind;
  score: number;
  prompt: string;
}

export interface Graded {
  label: Label;
  /** The rubric's score. */
  score: number;
  comment: string;
}

export interface Agreement {
  count: number;
  meanAbsoluteError: number;
  spearman: number;
  /** Share of prompts given the teacher's score exactly, and within one. */
  exact: number;
  withinOne: number;
  /** By kind: how many, and the rubric's mean score beside the teacher's. */
  byKind: Record<Kind, { count: number; teacher: number; rubric: number }>;
  /** Gaming, off-topic or negated prompts the rubric scored above 1. */
  gamed: Graded[];
  /** Excellent prompts the rubric scored below 4. */
  missed: Graded[];
  /** Every prompt the rubric put two or more points away from the teacher. */
  farOff: Graded[];
}

const LABELS = new URL('./prompt-labels.json', import.meta.url);
const CONTENT = new URL('../content', import.meta.url);

/** A prompt practice of the catalog in one language the learner reads it in, as the grader reads it. */
export interface CatalogPromptTask {
  title: string;
  /** 'en', or the language of the lesson's translation the learner read. */
  lang: string;
  task: PromptTask;
  /** The author's model answer in that language. */
  modelPrompt: string;
}

/** Every prompt practice of the catalog, in English and in each language its lesson is translated into. */
export async function catalogPromptTasks(content = CONTENT.pathname): Promise<CatalogPromptTask[]> {
  const { courses } = await readCatalog(content);
  const found: CatalogPromptTask[] = [];
  for (const lesson of courses.flatMap((course) => course.chapters.flatMap((chapter) => chapter.lessons))) {
    lesson.fragments.forEach((fragment, at) => {
      fragment.practices.forEach((practice, index) => {
        if (practice.practiceType !== 'PROMPT_CREATION') return;
        const { id, title, description, fullDescription, tip, criteria, subject, modelPrompt } = practice;
        const task: PromptTask = {
          practiceId: id,
          title,
          description,
          fullDescription,
          tip,
          criteria,
          subject,
        };
        found.push({ title, lang: 'en', task, modelPrompt });
        for (const [lang, translation] of Object.entries(lesson.translations)) {
          const read = translation?.fragments[at]?.practices[index];
          if (read?.practiceType !== 'PROMPT_CREATION') continue;
          const asRead = {
            title: read.title,
            description: read.description,
            fullDescription: read.fullDescription,
            tip: read.tip,
            criteria: read.criteria,
            asks: read.subject.asks,
          };
          found.push({ title, lang, task: { ...task, asRead }, modelPrompt: read.modelPrompt });
        }
      });
    });
  }
  return found;
}

/**
 * The catalog's prompt tasks by title, as the grader reads them: by language, the original for every
 * language but those the lesson is translated into, which read the translation (`asRead`).
 */
export async function catalogTasks(): Promise<Map<string, (lang: string) => PromptTask>> {
  const all = await catalogPromptTasks();
  const tasks = new Map<string, (lang: string) => PromptTask>();
  for (const { title } of all)
    tasks.set(title, (lang) => {
      const of = all.filter((item) => item.title === title);
      return (of.find((item) => item.lang === lang) ?? of.find((item) => item.lang === 'en'))
        ?.task as PromptTask;
    });
  return tasks;
}

export async function readLabels(): Promise<Label[]> {
  return (JSON.parse(await readFile(LABELS, 'utf8')) as { items: Label[] }).items;
}

/** Grades every labelled prompt with the rubric against the task of the catalog it names. */
export async function measureAgreement(): Promise<Agreement> {
  const [labels, tasks] = await Promise.all([readLabels(), catalogTasks()]);
  const graded: Graded[] = labels.map((label) => {
    const taskIn = tasks.get(label.task);
    if (!taskIn) throw new Error(`prompt-labels.json: no prompt task "${label.task}" in the catalog`);
    const { score, comment } = evaluateWithRubric({
      task: taskIn(label.lang),
      prompt: label.prompt,
      lang: label.lang,
    });
    return { label, score, comment };
  });
  const teacher = graded.map((item) => item.label.score);
  const rubric = graded.map((item) => item.score);
  const byKind = Object.fromEntries(
    kinds.map((kind) => {
      const items = graded.filter((item) => item.label.kind === kind);
      return [
        kind,
        {
          count: items.length,
          teacher: items.length ? mean(items.map((item) => item.label.score)) : 0,
          rubric: items.length ? mean(items.map((item) => item.score)) : 0,
        },
      ];
    }),
  ) as Agreement['byKind'];
  return {
    count: graded.length,
    meanAbsoluteError: mean(graded.map((item) => Math.abs(item.score - item.label.score))),
    spearman: sampleRankCorrelation(teacher, rubric),
    exact: graded.filter((item) => item.score === item.label.score).length / graded.length,
    withinOne: graded.filter((item) => Math.abs(item.score - item.label.score) <= 1).length / graded.length,
    byKind,
    gamed: graded.filter(
      (item) => ['gaming', 'offTopic', 'negated'].includes(item.label.kind) && item.score > 1,
    ),
    missed: graded.filter((item) => item.label.kind === 'excellent' && item.score < 4),
    farOff: graded.filter((item) => Math.abs(item.score - item.label.score) >= 2),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const line = ({ label, score }: Graded) =>
  `  ${label.kind} scored ${score}, teacher ${label.score} (${label.task}, ${label.lang}): ${label.prompt.replace(/\s+/g, ' ').slice(0, 160)}`;

/** The agreement as lines of text: the figures, the means by kind, and the prompts it got wrong. */
export function describeAgreement(agreement: Agreement, { details = true } = {}): string {
  const { count, meanAbsoluteError, spearman, exact, withinOne, byKind, gamed, missed, farOff } = agreement;
  return [
    `Grader agreement with ${count} hand-scored prompts (bench/prompt-labels.json): mean absolute error ` +
      `${meanAbsoluteError.toFixed(2)} (goal <= 0.70), Spearman ${spearman.toFixed(3)} (goal >= 0.80), ` +
      `exact ${percent(exact)}, within one ${percent(withinOne)}`,
    `  gaming, off-topic or negated above 1: ${gamed.length}; excellent below 4: ${missed.length}`,
    ...kinds.map(
      (kind) =>
        `  ${kind.padEnd(9)} ${String(byKind[kind].count).padStart(3)} prompts: teacher ${byKind[kind].teacher.toFixed(2)}, rubric ${byKind[kind].rubric.toFixed(2)}`,
    ),
    ...(details
      ? [
          ...gamed.map((item) => `gamed:${line(item)}`),
          ...missed.map((item) => `missed:${line(item)}`),
          ...farOff
            .filter((item) => !gamed.includes(item) && !missed.includes(item))
            .map((item) => `far:${line(item)}`),
        ]
      : []),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeAgreement(await measureAgreement(), { details: process.argv.includes('--details') }));
}
