import { detectLanguage, type Language, languageOf, type PromptLanguage } from './rubric-languages';
import { type Dimension, hasEnumeration, promptPatterns } from './rubric-lexicon';
import { englishNegation, findNegations, type Negations, ukrainianNegation } from './rubric-negation';
import { hasRequest, opensRequest } from './rubric-request';
import { subjectReading } from './rubric-subject';
import { type Requirement, SHINGLE, shinglesOf, type TaskProfile, type Term } from './rubric-task';
import { fold, isCyrillic, normalize, stem, wordsOf } from './rubric-text';
import { conceptOf, genericWords, stopWords } from './rubric-words';

// How a prompt measures against a task. Everything counts once: a word used ten times is one word,
// a part of a prompt is there or not, so a longer prompt scores higher only by saying more things.
// The prompt's language is read from its text (rubric-languages.ts), whatever the learner's
// interface language: across languages, the task is met through the glossary's shared concepts.

export type Flag = 'gibberish' | 'copied' | 'repetitive' | 'offTopic' | 'noRequest';

export interface Findings {
  score: number;
  /** Whether the prompt is about the task at all (uses a word of its subject, not negated). */
  onTopic: boolean;
  present: Record<Dimension, boolean>;
  /** Requirements of the task the prompt does not meet, in the task's order. */
  unmet: Requirement[];
  /** The one thing to say first, if something is off. */
  flag: Flag | undefined;
}

/** Share of a criterion's words (weighted) a prompt uses to meet it, at least one whole word. */
const MATCH_SHARE = 0.4;
const COPIED_SHARE = 0.5;
/** A short prompt may share a phrase with its task; a pasted task is longer. */
const COPIED_MIN_WORDS = 12;
const REPETITIVE_MIN_WORDS = 30;
const REPETITIVE_DISTINCT_SHARE = 0.3;
const RECOGNISED_MIN_SHARE = 0.25;
/** Below this fit to the task a prompt does not pass, however well it is made. */
const LOW_FIT = 0.34;
/** Share of the task's requirements a passing prompt meets: more than half. */
const PASS_COVERAGE = 0.6;

interface PromptWords {
  words: Set<string>;
  stems: Set<string>;
  concepts: Set<string>;
}

/**
 * The stems and concepts of a prompt's words. In a language of languages/, concepts come from its
 * own glossary words (and phrases, or fragments of Japanese and Korean text); a Ukrainian word in
 * it still meets the shared glossary.
 */
function indexWords(words: string[], text: string, language: Language | undefined): PromptWords {
  const stems = new Set<string>();
  const concepts = new Set<string>();
  for (const word of new Set(words)) {
    const key = language?.numberOf(word) ?? stem(word);
    stems.add(key);
    const concept = language && !isCyrillic(word) ? language.conceptOfWord(word) : conceptOf(key);
    if (concept) concepts.add(concept);
  }
  if (language) for (const concept of language.conceptsIn(text)) concepts.add(concept);
  return { words: new Set(words), stems, concepts };
}

const DIGITS = /^\d+$/;

/**
 * Whether a prompt uses a task's word: its stem, or its concept. Across languages a stem would
 * take cognates for the word ("interesante" for "interests"), so there only the concept, the same
 * number ("dos" for "two") or the same word ("Excel", "sheets") counts.
 */
function uses(words: PromptWords, term: Term, crossLanguage: boolean): boolean {
  // (`words` are those of the prompt's text as it applies: not negated, or whole for a negated term.)
  if (term.concept !== undefined && words.concepts.has(term.concept)) return true;
  if (!crossLanguage || DIGITS.test(term.stem)) return words.stems.has(term.stem);
  return term.forms.some(
    (form) => words.words.has(form) || words.words.has(`${form}s`) || words.words.has(form.replace(/s$/, '')),
  );
}

/**
 * The words not inside a run of four that the task has: what the learner wrote themselves. A prompt
 * is the task pasted when most of it comes from the task, instructions about the prompt included
 * ("Write a prompt that..."); restating the task's situation in its words is what a prompt should do.
 */
function ownWords(words: string[], task: TaskProfile): { own: string[]; pasted: boolean } {
  if (words.length < SHINGLE * 2) return { own: words, pasted: false };
  const copied = new Array<boolean>(words.length).fill(false);
  const shingles = shinglesOf(words);
  let found = 0;
  let aboutThePrompt = false;
  shingles.forEach((shingle, i) => {
    if (!task.shingles.has(shingle)) return;
    found += 1;
    aboutThePrompt ||= task.promptShingles.has(shingle);
    for (let j = i; j < i + SHINGLE; j++) copied[j] = true;
  });
  const own = words.filter((_, i) => !copied[i]);
  const pasted =
    aboutThePrompt &&
    found / shingles.length >= COPIED_SHARE &&
    words.length - own.length >= COPIED_MIN_WORDS;
  return { own, pasted };
}

function isRecognised(word: string, taskStems: Set<string>, language: Language | undefined): boolean {
  if (stopWords.has(word) || genericWords.has(word) || /\d/.test(word)) return true;
  if (language?.isKnown(word)) return true;
  const key = stem(word);
  return conceptOf(key) !== undefined || taskStems.has(key);
}

/** The prompt's language, and its text and words as that language reads them (folded or not). */
function readPrompt(prompt: string): {
  language: Language | undefined;
  code: PromptLanguage;
  text: string;
  words: string[];
} {
  const normalized = normalize(prompt);
  const words = wordsOf(normalized);
  const code = detectLanguage(normalized, words);
  const language = languageOf(code);
  if (!language?.folds) return { language, code, text: normalized, words };
  const folded = fold(normalized);
  return { language, code, text: folded, words: wordsOf(folded) };
}

/**
 * The prompt without what it asks not to have: English and Ukrainian are read with both rules (a
 * prompt may mix them), another language with its own.
 */
function negationsOf(text: string, language: Language | undefined): Negations {
  const opens = (word: string) => opensRequest(word, language);
  if (language) return findNegations(text, language.negation, opens);
  const english = findNegations(text, englishNegation, opens);
  const ukrainian = findNegations(english.masked, ukrainianNegation, opens);
  return { masked: ukrainian.masked, rule: english.rule || ukrainian.rule };
}

export function checkPrompt(prompt: string, task: TaskProfile): Findings {
  const { language, code, text: readText, words: allWords } = readPrompt(prompt);
  const { own, pasted: copied } = ownWords(allWords, task);
  const text = copied ? own.join(' ') : readText;
  const words = indexWords(copied ? own : allWords, text, language);
  // What the prompt asks for, without what it asks not to have: parts and words are read there.
  const { masked, rule } = negationsOf(text, language);
  // Across languages only shared concepts, numbers and the same words (names) can match, so fewer
  // words are asked for.
  const crossLanguage = task.language !== code;
  const positive = masked === text ? words : indexWords(wordsOf(masked), masked, language);

  const found = Object.fromEntries(
    Object.entries(language?.patterns ?? promptPatterns).map(([dimension, patterns]) => [
      dimension,
      patterns.some((pattern) => pattern.test(masked)),
    ]),
  ) as Record<Exclude<Dimension, 'task'>, boolean>;
  // A length or number limit; a negation that is a rule ("don't invent prices") is a limit too.
  const measured = found.constraints;
  const present = { task: hasRequest(text, language), ...found, constraints: measured || rule };
  const enumeration = hasEnumeration(masked, language?.conjunctions);
  const termUsed = (term: Term) => uses(term.negated ? words : positive, term, crossLanguage);

  const meets = (requirement: Requirement): boolean => {
    const hasPart = (dimension: Dimension) =>
      dimension === 'constraints' && requirement.measured ? measured : present[dimension];
    if (requirement.dimensions.some(hasPart)) return true;
    if (requirement.listsThings && enumeration) return true;
    const alternative = requirement.alternativeTerms.some(termUsed);
    // "asks for a format, such as bullet points" is met by a format; "gives context, such as your
    // budget" also by the budget.
    if (requirement.dimensions.length > 0) return requirement.kind === 'give' && alternative;
    if (requirement.groups.length === 0) return alternative;
    return requirement.groups.some((group) => {
      const weight = group.reduce((sum, term) => sum + term.weight, 0);
      const used = group.reduce((sum, term) => sum + (termUsed(term) ? term.weight : 0), 0);
      const needs = Math.max(Math.min(1, weight), MATCH_SHARE * weight);
      return used + (alternative ? 1 : 0) >= (crossLanguage ? Math.min(needs, 0.5) : needs);
    });
  };
  const unmet = task.requirements.filter((requirement) => !meets(requirement));
  const coverage = task.requirements.length === 0 ? 1 : 1 - unmet.length / task.requirements.length;
  const topicNeed = crossLanguage ? Math.min(2, task.topicNeed) : task.topicNeed;
  const topicMatches = task.topic.filter((term) => uses(positive, term, crossLanguage)).length;
  const topic = Math.min(1, topicMatches / topicNeed);
  const fit = task.requirements.length > 0 ? 0.7 * coverage + 0.3 * topic : topic;

  const parts = [
    present.context,
    present.audience,
    present.format,
    present.constraints || present.tone,
    present.examples,
  ].filter(Boolean).length;
  const craft = (present.task ? 0.4 : 0) + 0.6 * Math.min(1, parts / 3);
  let score = Math.min(5, Math.floor(3 * fit + 2 * craft + 0.5));

  const taskStems = new Set(task.topic.map((term) => term.stem));
  const recognisedWords = new Set(
    [...new Set(allWords)].filter((word) => isRecognised(word, taskStems, language)),
  );
  const countRecognised = () => allWords.filter((word) => recognisedWords.has(word)).length;
  let recognised = countRecognised();
  // The subject's own words are language too ("шоколаду" in a prompt for an English task): looked
  // for only when the prompt would otherwise read as noise.
  if (task.subject && recognised < RECOGNISED_MIN_SHARE * allWords.length) {
    for (const word of new Set(allWords))
      if (!recognisedWords.has(word) && task.subject.matches(subjectReading(word))) recognisedWords.add(word);
    recognised = countRecognised();
  }
  const gibberish = allWords.length === 0 || recognised / allWords.length < RECOGNISED_MIN_SHARE;
  const repetitive =
    allWords.length >= REPETITIVE_MIN_WORDS &&
    new Set(allWords).size / allWords.length < REPETITIVE_DISTINCT_SHARE;
  const metAny = topicMatches > 0 || unmet.length < task.requirements.length;
  // A task with a subject is addressed when the prompt uses one of its words (in any language, not
  // negated); whatever else a prompt about something else has, it scores at most 1.
  const onTopic = task.subject ? task.subject.matches(subjectReading(masked)) : metAny;
  const offTopic = !onTopic;

  if (present.task && metAny && onTopic) score = Math.max(1, score);
  const missesMost = task.requirements.length > 0 && coverage < PASS_COVERAGE;
  if (!present.task || fit < LOW_FIT || missesMost || copied || repetitive) score = Math.min(2, score);
  if (offTopic) score = Math.min(1, score);
  if (gibberish) score = recognised > 0 ? Math.min(1, score) : 0;

  const flag: Flag | undefined = gibberish
    ? 'gibberish'
    : copied
      ? 'copied'
      : repetitive
        ? 'repetitive'
        : offTopic
          ? 'offTopic'
          : !present.task
            ? 'noRequest'
            : undefined;
  return { score, onTopic, present, unmet, flag };
}
