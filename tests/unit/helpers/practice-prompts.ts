import type { PromptTask } from '../../../backend/src/providers/evaluator/evaluator';
import { catalogPromptTasks } from '../../../bench/grader-agreement';

// Prompts made from a prompt practice's own text, for tests that run over every task of the catalog
// and each of its translations: the tricks a learner who learned to game a grader would try (the
// criteria said back, labels followed by the criteria's category names, a refusal of the task) and
// a well-made prompt about something else. English for the original, Ukrainian for a translation.

export type PracticeLanguage = 'en' | 'uk';

export interface CatalogPractice {
  name: string;
  lang: PracticeLanguage;
  task: PromptTask;
  /** The author's model prompt, as the learner reads it in this language. */
  modelPrompt: string;
}

/** Every prompt practice of the catalog, and each in Ukrainian where its lesson is translated. */
export async function catalogPractices(contentDir: string): Promise<CatalogPractice[]> {
  return (await catalogPromptTasks(contentDir)).map(({ title, lang, task, modelPrompt }) => ({
    name: `${title} (${lang})`,
    lang: lang as PracticeLanguage,
    task,
    modelPrompt,
  }));
}

interface PracticePrompts {
  /** What the task asks for, as the learner read it. */
  asks: string;
  /** The criteria said back as instructions: "Name the business and one platform. Say how often…". */
  echo: string;
  /** Labels followed by the criteria's category names: "Task: … Context: interests, budget, transport." */
  labels: string;
  /** About keeping fit: a role, context, audience, format, limits, tone and an example. */
  offTopic: string;
  /** The task refused: "Don't write …. I don't need anything." */
  negated: string;
}

const OFF_TOPIC: Record<PracticeLanguage, string> = {
  en:
    'You are a personal fitness coach. I want to get stronger at home before the summer, because I sit ' +
    'at a desk all day. Give me a weekly workout plan with at most 30 minutes a day, as a table, in an ' +
    'encouraging tone, for a beginner, with one example exercise. I have dumbbells, a mat and a rope.',
  uk:
    'Ти — особистий фітнес-тренер. Я хочу стати сильнішим удома до літа, бо цілий день сиджу за столом. ' +
    'Склади мені план тренувань на тиждень, не більше 30 хвилин на день, у вигляді таблиці, ' +
    'підбадьорливим тоном, для початківця, з одним прикладом вправи. У мене є гантелі, килимок і скакалка.',
};

const LABELS: Record<PracticeLanguage, string[]> = {
  en: ['Task', 'Context', 'Details', 'Format', 'Limits', 'Also'],
  uk: ['Завдання', 'Контекст', 'Деталі', 'Формат', 'Обмеження', 'Також'],
};

/** A criterion's words after its verb, as a list of category names: "interests, budget, transport". */
const categoryNames = (criterion: string): string =>
  criterion
    .trim()
    .replace(/\([^)]*\)|--\S+(?:\s+\d\S*)?/g, ' ')
    .replace(/^\p{L}+\s+/u, '')
    .replace(/[.;]+$/, '')
    .split(/,\s*|\s+(?:such as|for example|or|and|наприклад|або|чи|і|та)\s+/u)
    .map((part) => part.replace(/^(?:the|a|an|at least \p{L}+)\s+/iu, '').trim())
    .filter(Boolean)
    .join(', ');

/** "lists the ingredients" → "List the ingredients." (English criteria start with a verb in -s). */
const imperative = (criterion: string) => {
  const [verb = '', ...rest] = criterion.trim().split(/\s+/);
  const base = verb.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
  return `${base.charAt(0).toUpperCase()}${base.slice(1)} ${rest.join(' ')}`.replace(/[.;,]+$/, '');
};

export function practicePrompts(task: PromptTask, lang: PracticeLanguage): PracticePrompts {
  const read = lang === 'uk' ? task.asRead : task;
  const asks = (lang === 'uk' ? task.asRead?.asks : task.subject?.asks) ?? '';
  if (!asks || !read) throw new Error(`"${task.title}" has no subject in ${lang}`);
  const criteria = read.criteria;
  const echo =
    lang === 'uk'
      ? criteria.map((criterion) => `${criterion.charAt(0).toUpperCase()}${criterion.slice(1)}.`).join(' ')
      : criteria.map((criterion) => `${imperative(criterion)}.`).join(' ');
  const labels = [
    `${LABELS[lang][0]}: ${asks}.`,
    ...criteria.map((criterion, index) => `${LABELS[lang][(index % 5) + 1]}: ${categoryNames(criterion)}.`),
  ].join(' ');
  const negated =
    lang === 'uk'
      ? `Не пиши нічого такого: ${asks}. Мені це не потрібно.`
      : `Don't write ${asks}. I don't need it.`;
  return { asks, echo, labels, offTopic: OFF_TOPIC[lang], negated };
}
