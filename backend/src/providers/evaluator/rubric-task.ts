import type { PromptTask, TaskText } from './evaluator';
import { detectLanguage, type PromptLanguage } from './rubric-languages';
import { type Dimension, requirementPatterns } from './rubric-lexicon';
import { englishNegation, ukrainianNegation } from './rubric-negation';
import { type CompiledSubject, compileSubject } from './rubric-subject';
import { fold, isCyrillic, normalize, stem, wordsOf } from './rubric-text';
import { conceptOf, isContentWord } from './rubric-words';

// What a task asks for, read from its own text: each of the author's criteria becomes a requirement
// (the parts of a prompt it names, and the words that show it is met); a task without criteria
// gets its requirements from the sentences of its description that talk about the prompt. Tasks
// are written in English or Ukrainian.

export interface Term {
  stem: string;
  concept: string | undefined;
  /** The word as the task writes it, Latin without accents ("sheets", "excel"): how another language meets it. */
  forms: string[];
  /** 1, or 0.5 for a word several criteria share (it tells them apart less). */
  weight: number;
  /**
   * A word the criterion itself negates ("not to invent claims", "without personal details"): a
   * prompt meets it by saying it, negated or not. Other words count only where not negated.
   */
  negated?: boolean;
}

/** How a criterion reads: what the prompt asks the assistant to do, or what the learner tells it. */
export type RequirementKind = 'ask' | 'instruct' | 'give' | 'limit';

export interface Requirement {
  kind: RequirementKind;
  /** The criterion as the author wrote it. */
  text: string;
  /** The criterion as the learner read it, when the task was translated (quoted instead of `text`). */
  shown?: string;
  /** Without its leading verb ("asks for", "names"...), as written. */
  remainder: string;
  /** Its "such as..." part, as written; empty when it has none. */
  alternatives: string;
  /** Parts of a prompt that meet it on their own (a format criterion is met by any format). */
  dimensions: Dimension[];
  /** Its words, in groups joined by "or": using enough words of one group meets it. */
  groups: Term[][];
  alternativeTerms: Term[];
  /** "lists the ingredients": a written-out list meets it. */
  listsThings: boolean;
  /** Words of the task that name a format ("checklist"), for the suggestion. */
  formatWords: string[];
  /** A length or number limit ("sets a length limit"): a rule such as "don't use jargon" is not one. */
  measured: boolean;
}

export interface TaskProfile {
  title: string;
  requirements: Requirement[];
  /** The words of the task's subject, each once. */
  topic: Term[];
  /** How many topic words a prompt on the subject uses at least. */
  topicNeed: number;
  /** Every run of four words in the task's texts: a prompt made of them was pasted. */
  shingles: Set<string>;
  /** Those runs that talk about the prompt ("write a prompt that"): only a paste has them. */
  promptShingles: Set<string>;
  /** The language the task is written in: its criteria are matched in it. */
  language: PromptLanguage;
  /** The language the learner read it in (a translation's), in which its words are quoted. */
  shownLanguage: PromptLanguage;
  /** What the task is about, when its author said so: a prompt using none of its words is off it. */
  subject: CompiledSubject | undefined;
  /** What the task asks for, as the learner read it ("a plan for a two-day trip to a city"). */
  asks: string | undefined;
}

export const SHINGLE = 4;

const LEADING_VERBS: [RegExp, RequirementKind][] = [
  [
    /^(?:it\s+)?(?:asks|tells|gets|wants)\s+(?:the\s+assistant|the\s+ai(?:\s+assistant)?|an\s+ai\s+assistant|chatgpt|the\s+model|it)\s+(?:to\s+)?/iu,
    'instruct',
  ],
  [/^(?:it\s+)?(?:asks|requests)\s+(?:for\s+)?/iu, 'ask'],
  [/^(?:it\s+)?(?:sets|limits|keeps|restricts)\s+/iu, 'limit'],
  [
    /^(?:it\s+)?(?:says|states|names|gives|lists|mentions|describes|explains|includes|provides|shares|specifies|identifies|notes|uses)\s+/iu,
    'give',
  ],
  [/^(?:просить|каже|доручає)\s+(?:асистент\S*|chatgpt|модел\S*|ші|штучн\S*\s+інтелект\S*)\s+/iu, 'instruct'],
  [/^(?:просить|запитує|вимагає)\s+/iu, 'ask'],
  [/^(?:задає|встановлює|обмежує)\s+/iu, 'limit'],
  [/^(?:називає|вказує|дає|перелічує|згадує|описує|пояснює|містить|наводить|зазначає|пише)\s+/iu, 'give'],
];

const ALTERNATIVES =
  /,?\s+(?:such as|for example|for instance|e\.g\.|наприклад|як-от|на зразок|зокрема)\s+/iu;
const INNER_VERB =
  /(\s(?:and|і|та|й)\s)(?:says|states|names|gives|lists|mentions|describes|explains|sets|вказує|називає|описує)\s+/giu;
const ABOUT_PROMPTS = /(?<![\p{L}])(?:prompt|промпт)/u;
const OR = /\s+(?:or|або|чи)\s+/iu;
const LISTS_VERB = /^(?:it\s+)?(?:lists|перелічує)\s/iu;
const ABOUT_THE_PROMPT =
  /(?<![\p{L}])(?:prompt|should|must|ask|asks|say|include|want|промпт\p{L}*|ма(?:є|ють)|повин\p{L}*|попрос\p{L}*|вкаж\p{L}*|дода\p{L}*)(?![\p{L}])/u;

/** A limit by length or number, as a criterion names it. */
const MEASURE =
  /(?<![\p{L}])(?:length|long|number of|how many|word count|words|обсяг\p{L}*|довжин\p{L}*|кількіст\p{L}*|скільки)(?![\p{L}])/u;

/** Where a criterion's own negation starts ("not to invent", "without personal details"), if it has one. */
function negationAt(text: string): number {
  let at = text.length;
  for (const rules of [englishNegation, ukrainianNegation]) {
    const cue = new RegExp(rules.cue.source, 'u').exec(text);
    if (cue && cue.index < at) at = cue.index;
  }
  return at;
}

/** A criterion's words: those after its own negation are marked so, each word once (unmarked wins). */
function termsWithNegation(text: string): Term[] {
  const normalized = normalize(text);
  const at = negationAt(normalized);
  const positive = termsOf(normalized.slice(0, at));
  const known = new Set(positive.map((term) => term.stem));
  const negated = termsOf(normalized.slice(at))
    .filter((term) => !known.has(term.stem))
    .map((term) => ({ ...term, negated: true }));
  return [...positive, ...negated];
}

export function termsOf(text: string): Term[] {
  const seen = new Map<string, Term>();
  for (const word of wordsOf(normalize(text))) {
    if (!isContentWord(word)) continue;
    const key = stem(word);
    const form = isCyrillic(word) ? word : fold(word);
    const known = seen.get(key);
    if (!known) seen.set(key, { stem: key, concept: conceptOf(key), forms: [form], weight: 1 });
    else if (!known.forms.includes(form)) known.forms.push(form);
  }
  return [...seen.values()];
}

function dimensionsIn(text: string): Dimension[] {
  const normalized = normalize(text);
  return (Object.keys(requirementPatterns) as (keyof typeof requirementPatterns)[]).filter((dimension) =>
    requirementPatterns[dimension].test(normalized),
  );
}

function formatWordsIn(text: string): string[] {
  const found = normalize(text).match(
    /(?<![\p{L}])(?:checklist|table|bullet points|day-by-day list|numbered list|list|чек-?лист|таблиц\p{L}*|спис\p{L}*)(?![\p{L}])/gu,
  );
  return [...new Set(found ?? [])];
}

function fromCriterion(criterion: string): Requirement | undefined {
  const text = criterion.trim().replace(/[.;]+$/, '');
  let kind: RequirementKind = 'give';
  let remainder = text;
  for (const [pattern, verbKind] of LEADING_VERBS) {
    const match = pattern.exec(text);
    if (match) {
      kind = verbKind;
      remainder = text.slice(match[0].length);
      break;
    }
  }
  // "the concept and describes the level": the second verb goes too.
  remainder = remainder.replace(INNER_VERB, '$1');
  const [head = '', ...rest] = remainder.split(ALTERNATIVES);
  const alternatives = rest.join(', ');
  const dimensions = dimensionsIn(head);
  if (kind === 'limit' && !dimensions.includes('constraints')) dimensions.push('constraints');
  const groups = head
    .split(OR)
    .map(termsWithNegation)
    .filter((group) => group.length > 0);
  const alternativeTerms = termsWithNegation(alternatives);
  if (groups.length === 0 && alternativeTerms.length === 0 && dimensions.length === 0) return undefined;
  return {
    kind,
    text,
    remainder,
    alternatives,
    dimensions,
    groups,
    alternativeTerms,
    listsThings: LISTS_VERB.test(text),
    formatWords: formatWordsIn(remainder),
    // "sets a length limit", "keeps the same aspect ratio": a rule such as "don't invent" is not it.
    measured: dimensions.includes('constraints') && (kind === 'limit' || MEASURE.test(normalize(head))),
  };
}

// Without criteria, each part the description asks of the prompt is a requirement.
function fromDescription(task: PromptTask): Requirement[] {
  const sentences = `${task.fullDescription}\n${task.tip}`
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => ABOUT_THE_PROMPT.test(normalize(sentence)));
  const requirements = new Map<Dimension, Requirement>();
  for (const sentence of sentences) {
    for (const dimension of dimensionsIn(sentence)) {
      const known = requirements.get(dimension);
      if (known) {
        known.formatWords = [...new Set([...known.formatWords, ...formatWordsIn(sentence)])];
        continue;
      }
      requirements.set(dimension, {
        kind: dimension === 'format' || dimension === 'tone' ? 'ask' : 'give',
        text: sentence.trim(),
        remainder: '',
        alternatives: '',
        dimensions: [dimension],
        groups: [],
        alternativeTerms: [],
        listsThings: false,
        formatWords: formatWordsIn(sentence),
        measured: false,
      });
    }
  }
  return [...requirements.values()];
}

export function shinglesOf(words: string[]): string[] {
  const shingles: string[] = [];
  for (let i = 0; i + SHINGLE <= words.length; i++) shingles.push(words.slice(i, i + SHINGLE).join(' '));
  return shingles;
}

export function profileTask(task: PromptTask): TaskProfile {
  // A translated task is matched on the original's criteria, each quoted as the learner read it.
  const criteria = task.criteria
    .map((criterion, index) => {
      const requirement = fromCriterion(criterion);
      const shown = task.asRead?.criteria[index];
      return requirement && shown ? { ...requirement, shown } : requirement;
    })
    .filter((r): r is Requirement => r !== undefined);
  // A word several criteria use ("questions" in three of them) counts half in each.
  const uses = new Map<string, number>();
  for (const requirement of criteria) {
    for (const key of new Set(requirement.groups.flat().map((term) => term.stem)))
      uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  for (const term of criteria.flatMap((requirement) => requirement.groups.flat()))
    term.weight = (uses.get(term.stem) ?? 0) > 1 ? 0.5 : 1;
  const topic = termsOf(`${task.title}\n${task.description}\n${task.fullDescription}`);
  const shingles = new Set<string>();
  const read = task.asRead ?? task;
  // What the learner reads (a copy of it is not a prompt); the criteria are the author's checklist
  // and may be reused freely.
  for (const text of [task, read].flatMap((t) => [t.title, t.description, t.fullDescription, t.tip])) {
    for (const shingle of shinglesOf(wordsOf(normalize(text)))) shingles.add(shingle);
  }
  const languageOf = (text: TaskText) => {
    const sample = normalize(`${text.title} ${text.fullDescription}`);
    return detectLanguage(sample, wordsOf(sample));
  };
  const language = languageOf(task);
  return {
    title: read.title,
    requirements: criteria.length > 0 ? criteria : fromDescription(task),
    topic,
    topicNeed: Math.min(5, Math.max(2, Math.round(topic.length / 4))),
    shingles,
    promptShingles: new Set([...shingles].filter((shingle) => ABOUT_PROMPTS.test(shingle))),
    language,
    shownLanguage: task.asRead ? languageOf(task.asRead) : language,
    subject: task.subject ? compileSubject(task.subject.words) : undefined,
    asks: task.asRead?.asks ?? task.subject?.asks,
  };
}
