import type { Language } from './rubric-languages';
import { type Dimension, hasEnumeration, promptPatterns } from './rubric-lexicon';
import { givesItself, isNegative, type MeaningId } from './rubric-meanings';
import { isFragmentList, type PromptReading, readPrompt, wordsFor } from './rubric-reading';
import { hasRequest } from './rubric-request';
import { subjectReading } from './rubric-subject';
import {
  type Requirement,
  type RequirementPart,
  SHINGLE,
  shinglesOf,
  stemTrigrams,
  type TaskProfile,
  type Term,
} from './rubric-task';
import { isCyrillic, stem, wordsOf } from './rubric-text';
import { conceptOf, genericWords, stopWords } from './rubric-words';

// How a prompt measures against a task: by what it says, not by the words it shares with the task.
// Each criterion is met by its meaning in any phrasing ("a comparison from everyday life" is an
// analogy, "--ar 4:5" an aspect ratio), and one that asks the learner to give something is met
// only where the prompt says something of the learner's own (rubric-reading.ts). A prompt with
// nothing of its own (the criteria echoed, labels followed by category names, a list of the task's
// nouns) scores at most 1; one about something else at most 1; one that refuses or negates the task
// 0. docs/decisions/055-a-grader-that-reads-what-a-prompt-says.md has the scoring table.

export type Flag =
  | 'gibberish'
  | 'negated'
  | 'copied'
  | 'repetitive'
  | 'offTopic'
  | 'echo'
  | 'fragments'
  | 'noRequest';

export interface Findings {
  score: number;
  /** Whether the prompt is about the task at all (uses a word of its subject, not negated). */
  onTopic: boolean;
  present: Record<Dimension, boolean>;
  /** Requirements of the task the prompt does not meet (wholly), in the task's order. */
  unmet: Requirement[];
  /** How far each part of each requirement is met, 0 to 1, by requirement. */
  partsMet: Map<Requirement, number[]>;
  /** The learner's own details, each once. */
  details: number;
  /** The one thing to say first, if something is off. */
  flag: Flag | undefined;
  /** How the prompt was read: what the comment and a provider's bounds build on. */
  reading: PromptReading;
  task: TaskProfile;
}

const COPIED_SHARE = 0.5;
const COPIED_MIN_WORDS = 12;
/** Share of a prompt in the task's own runs of words that makes it the task pasted. */
const PASTED_SHARE = 0.6;
/** Share of a prompt that one run copied whole from the task makes, for a paste. */
const PASTED_RUN = 0.5;
const LEARNER_ADDRESSED =
  /(?<![\p{L}'])(?:your|yours|yourself|you've|you're|you'll|you'd|ваш\p{L}*|вам|вас|ви)(?![\p{L}'])/u;
/** Share of a prompt's runs of three stems found in the criteria that makes it an echo of them. */
const ECHO_SHARE = 0.35;
/** Category names of the criteria ("interests, budget, transport") without a detail: an echo. */
const ECHO_SLOTS = 3;
const REPETITIVE_MIN_WORDS = 30;
const REPETITIVE_DISTINCT_SHARE = 0.3;
const RECOGNISED_MIN_SHARE = 0.25;
/** Details that make a prompt rich: beyond this many, more adds nothing. */
const RICH_DETAILS = 6;
/** A criterion of several things to give ("interests, budget or transport"), one of them given. */
const ONE_OF_SEVERAL = 0.75;
/** A part met by what it names but without anything of the learner's own in it. */
const NAMED_ONLY = 0.4;

/** A prompt of a Midjourney task, or any prompt with a parameter: read as an image prompt. */
const PARAMETER = /(?:^|\s)--[a-z]+/u;

interface ClauseWords {
  stems: Set<string>;
  concepts: Set<string>;
  words: Set<string>;
}

function clauseWords(text: string, language: Language | undefined): ClauseWords {
  const words = wordsOf(text);
  const stems = new Set<string>();
  const concepts = new Set<string>();
  for (const word of words) {
    const key = language?.numberOf(word) ?? stem(word);
    stems.add(key);
    const concept = language && !isCyrillic(word) ? language.conceptOfWord(word) : conceptOf(key);
    if (concept) concepts.add(concept);
  }
  if (language) for (const concept of language.conceptsIn(text)) concepts.add(concept);
  return { stems, concepts, words: new Set(words) };
}

/** Whether a clause uses a task's word: its stem, or across languages its concept or its very form. */
function uses(words: ClauseWords, term: Term, crossLanguage: boolean): boolean {
  if (term.concept !== undefined && words.concepts.has(term.concept)) return true;
  if (!crossLanguage || /^\d+$/.test(term.stem)) return words.stems.has(term.stem);
  return term.forms.some((form) => words.words.has(form) || words.words.has(`${form}s`));
}

/**
 * The task pasted: most of the prompt is one long run of the task's own words (or a shorter copy
 * with its instructions about the prompt, "write a prompt that…"). Putting the task's facts
 * together in a prompt of one's own ("a cat stretching on a rug, flat vector illustration…") is
 * not a paste, nor is restating the situation ("I'm applying for a part-time job at…").
 */
function isPasted(text: string, task: TaskProfile): boolean {
  // An image prompt is made of the task's pieces (its subject, the series' style): only a copy of its
  // instructions is a paste.
  // Runs are counted within a sentence: a restated situation and a request can each echo the task.
  const sentences = text.split(/[.!?。！？]+(?=\s|$)|\n+/u).map(wordsOf);
  const starts = new Set<number>();
  let at = 0;
  for (const sentence of sentences) {
    starts.add(at);
    at += sentence.length;
  }
  const words = sentences.flat();
  if (words.length < COPIED_MIN_WORDS) return false;
  const copied = new Array<boolean>(words.length).fill(false);
  let aboutThePrompt = false;
  // The longest chain of the task's runs, one after another in a sentence: a piece copied whole.
  let longest = 0;
  let chain = 0;
  shinglesOf(words).forEach((shingle, i) => {
    if (!task.shingles.has(shingle) || starts.has(i) || [1, 2, 3].some((back) => starts.has(i + back))) {
      chain = 0;
      if (!task.shingles.has(shingle)) return;
    }
    aboutThePrompt ||= task.promptShingles.has(shingle);
    for (let j = i; j < i + SHINGLE; j++) copied[j] = true;
    chain = chain === 0 ? SHINGLE : chain + 1;
    longest = Math.max(longest, chain);
  });
  const share = copied.filter(Boolean).length / words.length;
  if (aboutThePrompt) return share >= COPIED_SHARE;
  // The task's words to the learner ("you've just started", "your level") copied as they are.
  const addressed = shinglesOf(words).some(
    (shingle) => task.shingles.has(shingle) && LEARNER_ADDRESSED.test(shingle),
  );
  if (task.image) return false;
  return share >= PASTED_SHARE && (addressed || longest / words.length >= PASTED_RUN);
}

/** The criteria said back: most of the prompt's runs of three stems are the criteria's. */
function echoesCriteria(words: string[], task: TaskProfile): boolean {
  const runs = stemTrigrams(words.join(' '));
  if (runs.length < 3) return false;
  return runs.filter((run) => task.criteriaTrigrams.has(run)).length / runs.length >= ECHO_SHARE;
}

/** Items of a written-out list in a clause: "builder, price, start date and what's included" is four. */
const itemsIn = (text: string): number =>
  text
    .split(/,|、|\s(?:and|or|і|й|та|або|y|e|et|ou|ve|veya)\s|\s[|/]\s/u)
    .filter((item) => /[\p{L}\p{N}]/u.test(item)).length;

interface Context {
  task: TaskProfile;
  reading: PromptReading;
  onTopic: boolean;
  asked: boolean;
  crossLanguage: boolean;
  words: ClauseWords[];
}

/** How far a part of a criterion is met, 0 to 1. */
function partMet(part: RequirementPart, requirement: Requirement, context: Context): number {
  const { task, reading, onTopic, asked } = context;
  if (part.ratio !== undefined) {
    const ratio = /--ar\s*(\d+\s*:\s*\d+)/u.exec(reading.positive)?.[1]?.replace(/\s+/g, '');
    return ratio === part.ratio ? 1 : ratio ? 0.25 : 0;
  }
  if (part.special === 'sameStyle') {
    if (task.styleWords.length === 0) return onTopic ? 1 : 0;
    const said = new Set(wordsOf(reading.positive).map(stem));
    const kept = task.styleWords.filter((word) => said.has(stem(word))).length / task.styleWords.length;
    return kept >= 0.6 ? 1 : kept >= 0.3 ? 0.5 : 0;
  }
  if (part.special === 'mainSubject') {
    // The picture's subject comes first: its first phrase says what it is.
    const first = reading.clauses.find((clause) => clause.positive.trim())?.positive.split(/,|--/)[0] ?? '';
    const subjectWords = wordsOf(first).filter((word) => !stopWords.has(word));
    if (subjectWords.length === 0) return 0;
    return reading.clauses[0]?.details.length ? 1 : onTopic ? 0.75 : 0;
  }
  if (part.meanings.length > 0) return meaningsMet(part.meanings, requirement, context);
  if (part.aboutSubject) return onTopic && (asked || task.image) ? 1 : onTopic ? 0.5 : 0;
  return termsMet(part, requirement, context);
}

/** A clause long enough to tell a story, that asks for nothing: "I wanted to write about an everyday thing…". */
const NARRATIVE_WORDS = 12;

const narratives = new WeakMap<PromptReading, Map<number, boolean>>();

function isNarrative(reading: PromptReading, index: number): boolean {
  let known = narratives.get(reading);
  if (!known) {
    known = new Map();
    narratives.set(reading, known);
  }
  const cached = known.get(index);
  if (cached !== undefined) return cached;
  const clause = reading.clauses[index];
  const narrative =
    clause !== undefined &&
    !clause.label &&
    reading.clauses[index - 1]?.label !== true &&
    wordsFor(reading.code, clause.text).length > NARRATIVE_WORDS &&
    !hasRequest(clause.text, reading.language);
  known.set(index, narrative);
  return narrative;
}

/** Whether a meaning is one the learner gives (a story may well hold it) rather than asks for. */
const asksOf = (meaning: MeaningId, task: TaskProfile): boolean =>
  task.requirements.some(
    (requirement) =>
      requirement.needsDetail && requirement.parts.some((part) => part.meanings.includes(meaning)),
  );

function meaningsMet(meanings: MeaningId[], requirement: Requirement, context: Context): number {
  const { reading, task } = context;
  // What a prompt asks for is asked: in a request, a label or a short line ("Under 100 words."), not
  // in small talk around it ("…un asunto sencillo del día a día…").
  const asking = (index: number) => requirement.needsDetail || task.image || !isNarrative(reading, index);
  const saidIn = (meaning: MeaningId) => reading.said(meaning).filter(asking);
  // A label's meaning is said by the clause after it: "Budget: 300 euros".
  const clausesOf = (meaning: MeaningId) =>
    saidIn(meaning).flatMap((index) => (reading.clauses[index]?.label ? [index, index + 1] : [index]));
  // What a negative meaning says ("if a quote leaves out the price, write "not stated"") is read whole.
  const withDetail = (indexes: number[], whole: boolean) =>
    indexes.some(
      (index) =>
        ((whole ? reading.clauses[index]?.textDetails : reading.clauses[index]?.details)?.length ?? 0) > 0,
    );
  const said = meanings.filter((meaning) => saidIn(meaning).length > 0);
  const given = requirement.needsDetail
    ? said.filter((meaning) => givesItself(meaning) || withDetail(clausesOf(meaning), isNegative(meaning)))
    : said;
  if (requirement.count > 1) {
    // "at least two of lighting, composition and mood" counts meanings; "at least two placeholders",
    // "at least three columns" count the things said.
    const items =
      meanings.length > 1
        ? given.length
        : Math.max(
            given.length === 1 ? reading.occurrences(given[0] as MeaningId) : 0,
            ...given.flatMap((meaning) =>
              clausesOf(meaning).map((index) => itemsIn(reading.clauses[index]?.positive ?? '')),
            ),
          );
    return Math.min(1, items / requirement.count);
  }
  if (given.length === 0) return said.length > 0 ? NAMED_ONLY : 0;
  if (requirement.needsDetail && meanings.length > 2 && given.length === 1) return ONE_OF_SEVERAL;
  return 1;
}

function termsMet(part: RequirementPart, requirement: Requirement, context: Context): number {
  const { reading, crossLanguage, words } = context;
  const own = part.terms.filter((term) => !term.negated);
  const weight = own.reduce((sum, term) => sum + term.weight, 0);
  const need = Math.max(Math.min(1, weight), (crossLanguage ? 0.3 : 0.4) * weight);
  const found: number[] = [];
  words.forEach((clause, index) => {
    const used = own.reduce((sum, term) => sum + (uses(clause, term, crossLanguage) ? term.weight : 0), 0);
    const alternative = part.alternativeTerms.some((term) => uses(clause, term, crossLanguage));
    if ((weight > 0 && used >= need) || alternative) found.push(index);
  });
  if (found.length === 0) {
    if (requirement.kind === 'give' && requirement.listsThings && hasEnumeration(reading.positive))
      return reading.details.size > 0 ? 1 : NAMED_ONLY;
    return 0;
  }
  if (!requirement.needsDetail) return 1;
  return found.some((index) => (reading.clauses[index]?.details.length ?? 0) > 0) ? 1 : NAMED_ONLY;
}

function isRecognised(word: string, task: TaskProfile, reading: PromptReading): boolean {
  if (stopWords.has(word) || genericWords.has(word) || /\d/.test(word)) return true;
  if (reading.language?.isKnown(word)) return true;
  const key = stem(word);
  if (conceptOf(key) !== undefined || task.topic.some((term) => term.stem === key)) return true;
  // Japanese and Korean words are language whatever they say; keyboard noise is Latin or single jamo.
  return /[\uac00-\ud7af\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(word);
}

export function checkPrompt(prompt: string, task: TaskProfile): Findings {
  const reading = readPrompt(prompt, task.vocabulary);
  const { language, text, positive } = reading;
  const allWords = wordsOf(text);
  const copied = isPasted(text, task);
  const crossLanguage = task.language !== reading.code;
  const image = task.image || PARAMETER.test(text);
  const asked = hasRequest(text, language);

  const found = Object.fromEntries(
    Object.entries(language?.patterns ?? promptPatterns).map(([dimension, patterns]) => [
      dimension,
      patterns.some((pattern) => pattern.test(positive)),
    ]),
  ) as Record<Exclude<Dimension, 'task'>, boolean>;
  const present: Record<Dimension, boolean> = {
    task: asked || (image && reading.details.size > 0),
    ...found,
    constraints: found.constraints || reading.rule,
  };

  // A task with a subject is addressed when the prompt uses one of its words where it does not negate it.
  const onTopic = task.subject ? task.subject.matches(subjectReading(positive)) : true;
  const mentions = task.subject ? task.subject.matches(subjectReading(text)) : true;
  // The task named only where it is refused, or refused whole with nothing asked outside the refusal.
  const asksOutsideNegations = image || hasRequest(positive, language);
  const negated =
    (mentions && !onTopic) ||
    (positive.trim() === '' && text.trim() !== '') ||
    (!onTopic && refusesAll(reading)) ||
    (mentions && reading.rule && !asksOutsideNegations && refusesAll(reading));

  const context: Context = {
    task,
    reading,
    onTopic,
    asked,
    crossLanguage,
    words: reading.clauses.map((clause) => clauseWords(clause.positive, language)),
  };
  const partsMet = new Map(
    task.requirements.map((requirement) => [
      requirement,
      requirement.parts.map((part) => partMet(part, requirement, context)),
    ]),
  );
  const met = task.requirements.map((requirement) => {
    const parts = partsMet.get(requirement) ?? [];
    return parts.length === 0 ? 0 : parts.reduce((sum, value) => sum + value, 0) / parts.length;
  });
  const unmet = task.requirements.filter((_, index) => (met[index] ?? 0) < 1);
  // Details count where the prompt talks about the task: pleasantries around a bare request add none,
  // nor does small talk that happens to name a format ("…del día a día…").
  const meanings = new Set(
    task.requirements.flatMap((requirement) => requirement.parts.flatMap((part) => part.meanings)),
  );
  const said = new Set(
    [...meanings].flatMap((meaning) =>
      reading.said(meaning).filter((index) => image || !isNarrative(reading, index) || asksOf(meaning, task)),
    ),
  );
  const relevant = reading.clauses.map(
    (clause, index) =>
      said.has(index) ||
      clause.label ||
      reading.clauses[index - 1]?.label === true ||
      (task.subject?.matches(subjectReading(clause.positive)) ?? false),
  );
  const own = new Set(reading.clauses.flatMap((clause, index) => (relevant[index] ? clause.details : [])));
  const coverage =
    met.length === 0 ? (onTopic ? 0.5 : 0) : met.reduce((sum, value) => sum + value, 0) / met.length;
  const details = own.size;
  // Details make a prompt better where it does what the task asks: beside a bare request they add little.
  const richness = Math.min(1, details / RICH_DETAILS) * (0.5 + coverage / 2);
  let score = Math.min(5, Math.round(1 + 3 * coverage + richness - 0.01));

  const recognised = allWords.filter((word) => isRecognised(word, task, reading)).length;
  // Few known words and nothing of the task in them: noise. (A description in few common words,
  // "чашка гарячого шоколаду, акварельна ілюстрація…", names the task and what it asks.)
  const gibberish =
    allWords.length === 0 ||
    (recognised / allWords.length < RECOGNISED_MIN_SHARE && !(mentions && said.size > 0));
  const repetitive =
    allWords.length >= REPETITIVE_MIN_WORDS &&
    new Set(allWords).size / allWords.length < REPETITIVE_DISTINCT_SHARE;
  const list = isFragmentList(reading);
  // One detail among category names ("hot chocolate, style, mood"), or the criteria said back.
  const echo =
    (details <= 1 && list) || (details <= 1 && reading.slots >= ECHO_SLOTS) || echoesCriteria(allWords, task);
  const fragments = !image && list;
  // Nothing of the learner's own: a bare request on the task ("What should I cook for dinner?") is
  // vague; anything else (labels, the task's nouns) is not a prompt for it yet.
  const bare = details === 0 && !echo;

  if (!asked && !image) score = Math.min(2, score);
  if (repetitive) score = Math.min(2, score);
  if (bare) score = Math.min(asked && onTopic && !list ? 2 : 1, score);
  if (echo || fragments || copied || !onTopic) score = Math.min(1, score);
  if (gibberish) score = recognised > 0 && !negated ? Math.min(1, score) : 0;
  if (negated) score = 0;

  const flag: Flag | undefined = gibberish
    ? 'gibberish'
    : negated
      ? 'negated'
      : copied
        ? 'copied'
        : repetitive
          ? 'repetitive'
          : !onTopic
            ? 'offTopic'
            : echo
              ? 'echo'
              : fragments
                ? 'fragments'
                : !asked && !image
                  ? 'noRequest'
                  : undefined;
  return { score, onTopic, present, unmet, partsMet, details, flag, reading, task };
}

/** "Don't write anything", "nothing, thanks": what is left after the negations says nothing. */
function refusesAll(reading: PromptReading): boolean {
  const left = wordsOf(reading.positive).filter((word) => !stopWords.has(word) && !genericWords.has(word));
  const all = wordsOf(reading.text).filter((word) => !stopWords.has(word) && !genericWords.has(word));
  return all.length > 0 && left.length * 2 < all.length;
}
