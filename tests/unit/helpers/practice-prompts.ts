import type { PromptTask } from '../../../backend/src/providers/evaluator/evaluator';
import { profileTask } from '../../../backend/src/providers/evaluator/rubric-task';

// Prompts made from a prompt practice's own text, for tests that run over every task of the
// catalog: one about something else but well made in the very forms the task asks for, one that
// asks for the task and negates each of its requirements, and one that asks for the task and states
// each requirement. English for the original, Ukrainian for a task read in Ukrainian.

export type PracticeLanguage = 'en' | 'uk';

interface PracticePrompts {
  /** What the task asks for, as the learner read it. */
  asks: string;
  /** A request for what the task asks, and nothing else. */
  request: string;
  /** About keeping fit: a role, context, audience, format, limits, tone and an example. */
  offTopic: string;
  /** The request, then each requirement negated ("Do not include…", "Без…"). */
  negated: string;
  /** The request, then each requirement asked for. */
  good: string;
  /** The criteria negated in `negated` (those not already negative themselves). */
  negatedCriteria: string[];
}

const OFF_TOPIC: Record<PracticeLanguage, string> = {
  en:
    'You are a personal fitness coach. I want to get stronger at home before the summer, because I sit ' +
    'at a desk all day. Give me a weekly workout plan with at most 30 minutes a day, in an encouraging ' +
    'tone, for a beginner, with one example exercise.',
  uk:
    'Ти — особистий фітнес-тренер. Я хочу стати сильнішим удома до літа, бо цілий день сиджу за столом. ' +
    'Склади мені план тренувань на тиждень, не більше 30 хвилин на день, підбадьорливим тоном, для ' +
    'початківця, з одним прикладом вправи.',
};

/** The same workout prompt in the very form a task asks for: its format, its limits, a written-out list. */
const FORMS: Record<PracticeLanguage, Record<string, string>> = {
  en: {
    format: 'Format it as a {format}.',
    constraints: 'Keep it under 150 words.',
    tone: 'Use a friendly, plain tone.',
    audience: 'It is for a complete beginner.',
    examples: 'Add an example for each day.',
    context: 'My goal is to feel fit, because I start a new job soon.',
    list: 'I have dumbbells, a mat and a skipping rope.',
  },
  uk: {
    format: 'Оформи це як {format}.',
    constraints: 'До 150 слів.',
    tone: 'Пиши дружнім і простим тоном.',
    audience: 'Це для повного новачка.',
    examples: 'Додай приклад на кожен день.',
    context: 'Моя мета — бути у формі, бо скоро я починаю нову роботу.',
    list: 'У мене є гантелі, килимок і скакалка.',
  },
};

const NEGATIONS: Record<PracticeLanguage, ((text: string) => string)[]> = {
  en: [
    (text) => `Do not include ${text}.`,
    (text) => `Don't give me ${text}.`,
    (text) => `Without ${text}.`,
    (text) => `Avoid ${text}.`,
    (text) => `Leave out ${text}.`,
  ],
  uk: [
    (text) => `Не додавай ${text}.`,
    (text) => `Не пиши ${text}.`,
    (text) => `Без цього: ${text}.`,
    (text) => `Уникай такого: ${text}.`,
    (text) => `Не треба: ${text}.`,
  ],
};

/** A criterion that negates something itself ("tells the AI not to invent"): not negated again. */
const NEGATIVE_CRITERION =
  /(?<![\p{L}])(?:not|no|without|avoid|rather than|instead of|не|без|уника\p{L}*|замість)(?![\p{L}])/iu;
const FORMAT_WORDS_UK: Record<string, string> = {
  checklist: 'чекліст',
  table: 'таблицю',
  list: 'список',
  'bullet points': 'маркований список',
  'day-by-day list': 'список по днях',
  'numbered list': 'нумерований список',
};

/** The criterion without its leading verb ("lists the ingredients" → "the ingredients"). */
const withoutVerb = (criterion: string) =>
  criterion
    .trim()
    .replace(/^(?:\p{L}+)\s+(?:for\s+)?/u, '')
    .replace(/[.;]+$/, '');

/** "lists the ingredients" → "List the ingredients". */
const imperative = (criterion: string) => {
  const [verb = '', ...rest] = criterion.trim().split(/\s+/);
  const base = verb.replace(/(?<=[^s])s$/, '').replace(/ies$/, 'y');
  return `${base.charAt(0).toUpperCase()}${base.slice(1)} ${rest.join(' ')}`.replace(/[.;]+$/, '');
};

export function practicePrompts(task: PromptTask, lang: PracticeLanguage): PracticePrompts {
  const read = lang === 'uk' ? task.asRead : task;
  const asks = (lang === 'uk' ? task.asRead?.asks : task.subject?.asks) ?? '';
  const criteria = read?.criteria ?? task.criteria;
  if (!asks || !read) throw new Error(`"${task.title}" has no subject in ${lang}`);
  const request = lang === 'uk' ? `Допоможи мені: ${asks}.` : `I need ${asks}.`;

  const forms = FORMS[lang];
  const added = new Set<string>();
  for (const requirement of profileTask(task).requirements) {
    for (const dimension of requirement.dimensions) {
      const format = requirement.formatWords[0] ?? 'numbered list';
      const shown = lang === 'uk' ? (FORMAT_WORDS_UK[format] ?? 'список') : format;
      added.add((forms[dimension] ?? '').replace('{format}', shown));
    }
    if (requirement.listsThings) added.add(forms.list ?? '');
  }
  const offTopic = [OFF_TOPIC[lang], ...added].filter(Boolean).join(' ');

  const negatedCriteria = criteria.filter((criterion) => !NEGATIVE_CRITERION.test(criterion));
  const negations = NEGATIONS[lang];
  const negated = [
    request,
    ...negatedCriteria.map((criterion, index) =>
      (negations[index % negations.length] as (text: string) => string)(withoutVerb(criterion)),
    ),
  ].join(' ');

  const good =
    lang === 'uk'
      ? `${request} Мій промпт має таке: ${criteria.join('; ')}. Пиши коротко і зрозуміло.`
      : `${request} ${criteria.map((criterion) => `${imperative(criterion)}.`).join(' ')} Keep it short and clear.`;
  return { asks, request, offTopic, negated, good, negatedCriteria };
}
