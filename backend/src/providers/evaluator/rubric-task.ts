import type { PromptTask, TaskText } from './evaluator';
import { detectLanguage, type PromptLanguage } from './rubric-languages';
import { type Dimension, requirementPatterns } from './rubric-lexicon';
import { isValueMeaning, type MeaningId, meaningsNamedIn } from './rubric-meanings';
import { englishNegation, ukrainianNegation } from './rubric-negation';
import { type CompiledSubject, compileSubject } from './rubric-subject';
import { fold, isCyrillic, normalize, stem, wordsOf } from './rubric-text';
import { type TaskVocabulary, taskVocabulary } from './rubric-vocabulary';
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
  /** "lists the ingredients": a written-out list meets it. */
  listsThings: boolean;
  /** What meets it, part by part ("the reason for the change and the new meeting point"). */
  parts: RequirementPart[];
  /** How many of its meanings or items a prompt gives at least ("at least two constraints"). */
  count: number;
  /** It asks the learner to give something of theirs: met only in a clause with a detail. */
  needsDetail: boolean;
}

export interface RequirementPart {
  /** Meanings that meet it, any one of them (or `count` together). */
  meanings: MeaningId[];
  /** Its own words, for a part no meaning names: a prompt meets it by using them. */
  terms: Term[];
  alternativeTerms: Term[];
  /** What the task is about ("a plan for a two-day city trip"): a request on the subject meets it. */
  aboutSubject: boolean;
  /** Image prompts: the reference prompt's style words again, or the picture's main subject first. */
  special?: 'sameStyle' | 'mainSubject';
  /** An aspect ratio it names ("--ar 4:5"): another one does not keep it. */
  ratio?: string;
}

export interface TaskProfile {
  title: string;
  requirements: Requirement[];
  /** The words of the task's subject, each once. */
  topic: Term[];
  /** Every run of four words in the task's texts: a prompt made of them was pasted. */
  shingles: Set<string>;
  /** Those runs that talk about the prompt ("write a prompt that"): only a paste has them. */
  promptShingles: Set<string>;
  /** Every run of three word stems in the criteria: a prompt made of them echoes the checklist. */
  criteriaTrigrams: Set<string>;
  /** The language the task is written in: its criteria are matched in it. */
  language: PromptLanguage;
  /** The language the learner read it in (a translation's), in which its words are quoted. */
  shownLanguage: PromptLanguage;
  /** What the task is about, when its author said so: a prompt using none of its words is off it. */
  subject: CompiledSubject | undefined;
  /** What the task asks for, as the learner read it ("a plan for a two-day trip to a city"). */
  asks: string | undefined;
  /** Which words of a prompt are the learner's own (rubric-vocabulary.ts). */
  vocabulary: TaskVocabulary;
  /** A Midjourney task: its prompt is a description with parameters, not a request. */
  image: boolean;
  /** The style words of a prompt the task quotes (the series' first image), when it quotes one. */
  styleWords: string[];
  /** The same, as the phrases it writes them in ("flat vector illustration", "pastel colours"). */
  stylePhrases: string[];
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
const ABOUT_PROMPTS = /(?<![\p{L}])(?:prompt|промпт)/u;
const LISTS_VERB = /^(?:it\s+)?(?:lists|перелічує)\s/iu;
const ABOUT_THE_PROMPT =
  /(?<![\p{L}])(?:prompt|should|must|ask|asks|say|include|want|промпт\p{L}*|ма(?:є|ють)|повин\p{L}*|попрос\p{L}*|вкаж\p{L}*|дода\p{L}*)(?![\p{L}])/u;

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
  const parts = partsOf(remainder);
  if (parts.length === 0) return undefined;
  return {
    parts,
    count: countIn(text),
    needsDetail: kind === 'give' && !ABOUT_THE_TASK.test(remainder),
    kind,
    text,
    listsThings: LISTS_VERB.test(text),
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
      if (requirements.has(dimension)) continue;
      requirements.set(dimension, {
        kind: dimension === 'format' || dimension === 'tone' ? 'ask' : 'give',
        text: sentence.trim(),
        listsThings: false,
        parts: [
          { meanings: MEANINGS_OF_PART[dimension], terms: [], alternativeTerms: [], aboutSubject: false },
        ],
        count: 1,
        needsDetail: dimension === 'context',
      });
    }
  }
  return [...requirements.values()];
}

const MEANINGS_OF_PART: Record<Dimension, MeaningId[]> = {
  task: [],
  context: ['purpose', 'reason', 'interests', 'available'],
  audience: ['audience', 'level', 'role'],
  format: ['format', 'table', 'list', 'schedule'],
  constraints: ['length', 'time', 'budget', 'avoid'],
  tone: ['tone'],
  examples: ['analogy'],
};

/** "states the task, a message to…": the criterion is the request itself. */
const ABOUT_THE_TASK = /^(?:the\s+task|завдання)\b/iu;
/** Where a criterion joins a second thing to check: "… and the reason", "… and asks…", "… and keeping…". */
const AND_ANOTHER =
  /,?\s+(?:and|і|та)\s+(?=(?:says|states|names|gives|lists|mentions|describes|explains|sets|asks|uses|tells|includes|keeps|to|how|which|what|where|who|whether|when|that|a way|the (?:format|tone|length|reason|hours|apps|actions))\b|\p{L}+ing\b)/u;
const COUNT = /at least (one|two|three|four|\d+)/iu;
const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };
const MAIN_SUBJECT = /(?:main|clear|new) subject|describes a (?:clear )?subject/iu;
const SAME_STYLE = /same style/iu;
const RATIO = /--ar\s*(\d+\s*:\s*\d+)/u;

const countIn = (text: string): number => {
  const found = COUNT.exec(text)?.[1]?.toLowerCase() ?? '1';
  return COUNT_WORDS[found] ?? (Number(found) || 1);
};

/**
 * A criterion's parts, each met by the meanings it names or else by its words. Where it names an
 * instruction ("copied exactly", "flag gaps") beside a value ("prices"), the instruction is the point.
 */
function partsOf(remainder: string): RequirementPart[] {
  const [head = '', ...rest] = remainder.split(ALTERNATIVES);
  const alternatives = rest.join(', ');
  const pieces = splitOutsideParentheses(head, AND_ANOTHER).filter((piece) => piece.trim());
  const counted = countIn(remainder) > 1;
  return pieces.map((piece, index) => {
    const last = index === pieces.length - 1;
    const named = meaningsNamedIn(last ? `${piece}, ${alternatives}` : piece);
    const instructions = named.filter((meaning) => !isValueMeaning(meaning));
    const meanings = counted || instructions.length === 0 ? named : instructions;
    const special = SAME_STYLE.test(piece)
      ? 'sameStyle'
      : MAIN_SUBJECT.test(piece)
        ? 'mainSubject'
        : undefined;
    const ratio = RATIO.exec(last ? `${piece} ${alternatives}` : piece)?.[1]?.replace(/\s+/g, '');
    return {
      meanings: special === 'sameStyle' ? [] : meanings,
      terms: termsWithNegation(piece),
      alternativeTerms: last ? termsWithNegation(alternatives) : [],
      aboutSubject: false,
      ...(special ? { special } : {}),
      ...(ratio ? { ratio } : {}),
    };
  });
}

/** A text split where a pattern matches, but not inside parentheses ("(name and what is in columns A to C)"). */
function splitOutsideParentheses(text: string, pattern: RegExp): string[] {
  const masked = text.replace(/\([^)]*\)/g, (inside) => '_'.repeat(inside.length));
  const pieces: string[] = [];
  let from = 0;
  for (const match of masked.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
    pieces.push(text.slice(from, match.index));
    from = (match.index ?? 0) + match[0].length;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** A quoted prompt of the task with commas or parameters: the phrases after its subject are its style. */
function stylePhrasesOf(description: string): string[] {
  const quoted = [...description.matchAll(/"([^"]+)"|“([^”]+)”/gu)]
    .map((match) => match[1] ?? match[2] ?? '')
    .find((text) => text.includes(',') && /--|,.*,/.test(text));
  if (!quoted) return [];
  const [, ...style] = quoted.replace(/--\S+(?:\s+[^\s-]\S*)?/g, ' ').split(',');
  return style.map((phrase) => phrase.trim()).filter(Boolean);
}

const IMAGE_TASK = /midjourney|image prompt|--ar\b/iu;

/**
 * The criteria's runs of three stems that are theirs alone: a run the task's description or subject
 * also has ("a cat stretching on a rug") is a fact of the task, which a prompt may well say.
 */
function criteriaTrigramsOf(task: PromptTask): Set<string> {
  const facts = new Set(
    [
      task.fullDescription,
      task.subject?.asks ?? '',
      task.asRead?.fullDescription ?? '',
      task.asRead?.asks ?? '',
    ].flatMap((text) => stemTrigrams(text)),
  );
  return new Set(
    [...task.criteria, ...(task.asRead?.criteria ?? [])]
      .flatMap((criterion) => stemTrigrams(criterion))
      .filter((run) => !facts.has(run)),
  );
}

/** Runs of three word stems, stop words kept: "says what result" and "say what result" are one run. */
export function stemTrigrams(text: string): string[] {
  const stems = wordsOf(normalize(text)).map(stem);
  const runs: string[] = [];
  for (let i = 0; i + 3 <= stems.length; i++) runs.push(stems.slice(i, i + 3).join(' '));
  return runs;
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
  // A word several criteria use ("questions" in three of them) tells them apart less: half in each.
  const termsOfCriterion = (requirement: Requirement) => requirement.parts.flatMap((part) => part.terms);
  const uses = new Map<string, number>();
  for (const requirement of criteria)
    for (const key of new Set(termsOfCriterion(requirement).map((term) => term.stem)))
      uses.set(key, (uses.get(key) ?? 0) + 1);
  for (const term of criteria.flatMap(termsOfCriterion))
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
  const subject = task.subject ? compileSubject(task.subject.words) : undefined;
  const vocabulary = taskVocabulary(task, subject);
  const requirements = criteria.length > 0 ? criteria : fromDescription(task);
  const stylePhrases = stylePhrasesOf(task.fullDescription);
  // A part whose words are mostly the task's subject ("a plan for a two-day city trip") is the request.
  for (const part of requirements.flatMap((requirement) => requirement.parts)) {
    if (part.meanings.length > 0 || part.special) continue;
    const own = part.terms.filter((term) => !term.negated);
    const onSubject = own.filter((term) => vocabulary.topic.has(term.stem));
    // "names the topic", "names the concept": nothing but the subject itself.
    part.aboutSubject = own.length === 0 || onSubject.length * 2 >= own.length;
  }
  return {
    title: read.title,
    requirements,
    topic,
    shingles,
    promptShingles: new Set([...shingles].filter((shingle) => ABOUT_PROMPTS.test(shingle))),
    criteriaTrigrams: criteriaTrigramsOf(task),
    language,
    shownLanguage: task.asRead ? languageOf(task.asRead) : language,
    subject,
    asks: task.asRead?.asks ?? task.subject?.asks,
    vocabulary,
    image: IMAGE_TASK.test(`${task.title}\n${task.fullDescription}`),
    styleWords: [...new Set(wordsOf(normalize(stylePhrases.join(' '))).filter(isContentWord))],
    stylePhrases,
  };
}
