import type { PromptPart } from './language-lexicon';
import { detectLanguage, type Language, languageOf, type PromptLanguage } from './rubric-languages';
import { isNegative, type MeaningId, meaningIds, meaningSpecs, phrasePattern } from './rubric-meanings';
import { englishNegation, findNegations, ukrainianNegation } from './rubric-negation';
import { opensRequest } from './rubric-request';
import { fold, normalize, wordsOf } from './rubric-text';
import { isDetail, isSlot, type TaskVocabulary } from './rubric-vocabulary';

// A prompt as the rubric reads it: its language, its text with what it asks not to have blanked
// out, and its clauses (sentences, lines, and a label apart from what follows it: "Budget: 300
// euros"), each with the learner's own details in it. A criterion that asks the learner to give
// something ("gives context, such as interests or budget") is met in a clause that says it and
// holds a detail: "we love museums" is context, "Context: interests, budget" is not.

export interface Clause {
  /** As read: normalised, and folded for the languages whose words are read without accents. */
  text: string;
  /** The same with each negation and its scope blanked out. */
  positive: string;
  /** The learner's own words and numbers in it (not negated), each once. */
  details: string[];
  /** The same read whole, negations included: what a negative meaning gives. */
  textDetails: string[];
  /** A label before a colon ("Budget:"): what it names is said by the clause after it. */
  label: boolean;
}

export interface PromptReading {
  code: PromptLanguage;
  language: Language | undefined;
  text: string;
  positive: string;
  words: string[];
  /** A negation in it is a rule for the answer ("don't invent prices"), not a fact about the learner. */
  rule: boolean;
  clauses: Clause[];
  /** Every detail of the prompt, each once. */
  details: Set<string>;
  /** How many different words of it only name what a prompt should have ("budget", "format"). */
  slots: number;
  /** The clauses a meaning is said in (its index), found once. */
  said(meaning: MeaningId): number[];
  /** How many different ways a meaning is said ("[what happened]" and "[what's next]" are two). */
  occurrences(meaning: MeaningId): number;
}

/** A sentence's end (not an ellipsis, "When… then…"), a semicolon or a line break. */
const CLAUSE_END = /(?:(?<![.…])\.(?![.…])|[!?]+)(?=\s|$)|[。！？]+|[;\n]+/gu;
/** A label before a colon: up to three words at the start of a clause. */
const LABEL = /^\s*[\p{L}\p{N}' -]{1,30}?:\s+(?=\S)/u;
const JAPANESE_OR_KOREAN = new Set<PromptLanguage>(['ja', 'ko']);
const segmenters = new Map<string, Intl.Segmenter>();

/** Words of a text: Japanese and Korean by Intl.Segmenter (no spaces, or particles joined), others as the rubric reads them. */
export function wordsFor(code: PromptLanguage, text: string): string[] {
  if (!JAPANESE_OR_KOREAN.has(code)) return wordsOf(text);
  let segmenter = segmenters.get(code);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(code, { granularity: 'word' });
    segmenters.set(code, segmenter);
  }
  return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
}

/** The prompt's text without what it negates: English and Ukrainian with both rules, others with their own. */
function negationsOf(text: string, language: Language | undefined) {
  const opens = (word: string) => opensRequest(word, language);
  if (language) return findNegations(text, language.negation, opens);
  const english = findNegations(text, englishNegation, opens);
  const ukrainian = findNegations(english.masked, ukrainianNegation, opens);
  return { masked: ukrainian.masked, rule: english.rule || ukrainian.rule };
}

/** Clause boundaries of a text, as [start, end) pairs, a leading label apart. */
function clauseSpans(text: string): [number, number, boolean][] {
  const spans: [number, number, boolean][] = [];
  let start = 0;
  const push = (from: number, to: number) => {
    const label = LABEL.exec(text.slice(from, to));
    if (label && !/^\s*(?:https?|mailto)$/.test(label[0].replace(/:\s*$/, ''))) {
      spans.push([from, from + label[0].length, true]);
      from += label[0].length;
    }
    if (text.slice(from, to).trim()) spans.push([from, to, false]);
  };
  for (const end of text.matchAll(CLAUSE_END)) {
    push(start, end.index ?? 0);
    start = (end.index ?? 0) + end[0].length;
  }
  push(start, text.length);
  return spans;
}

export function readPrompt(prompt: string, vocabulary: TaskVocabulary): PromptReading {
  // A line broken in the middle of a sentence (lower case on both sides) is one line.
  const normalized = normalize(prompt.replace(/(?<=[\p{Ll},])[ \t]*\n[ \t]*(?=\p{Ll})/gu, ' '));
  const code = detectLanguage(normalized, wordsOf(normalized));
  const language = languageOf(code);
  const text = language?.folds ? fold(normalized) : normalized;
  const { masked: positive, rule } = negationsOf(text, language);
  const detailOf = new Map<string, boolean>();
  const ownWords = (part: string) =>
    wordsFor(code, part).filter((word) => {
      let known = detailOf.get(word);
      if (known === undefined) {
        known = isDetail(word, code, language, vocabulary);
        detailOf.set(word, known);
      }
      return known;
    });
  const clauses = clauseSpans(text).map(([start, end, label]) => {
    const clausePositive = positive.slice(start, end);
    return {
      text: text.slice(start, end),
      positive: clausePositive,
      details: [...new Set(ownWords(clausePositive))],
      textDetails: [...new Set(ownWords(text.slice(start, end)))],
      label,
    };
  });
  const details = new Set(clauses.flatMap((clause) => clause.details));
  const words = wordsFor(code, text);
  const slots = new Set(words.filter((word) => isSlot(word, language, vocabulary))).size;
  const found = new Map<MeaningId, number[]>();
  const patterns = meaningPatterns(code, language);
  return {
    code,
    language,
    text,
    positive,
    words,
    slots,
    rule,
    clauses,
    details,
    said(meaning) {
      let at = found.get(meaning);
      if (!at) {
        const pattern = patterns.get(meaning);
        const negative = isNegative(meaning);
        at = [];
        if (pattern)
          clauses.forEach((clause, index) => {
            if (pattern.some((one) => one.test(negative ? clause.text : clause.positive))) at?.push(index);
          });
        found.set(meaning, at);
      }
      return at;
    },
    occurrences(meaning) {
      const negative = isNegative(meaning);
      const seen = new Set<string>();
      for (const pattern of patterns.get(meaning) ?? []) {
        const all = new RegExp(pattern.source, 'gu');
        for (const clause of clauses)
          for (const match of (negative ? clause.text : clause.positive).matchAll(all)) seen.add(match[0]);
      }
      return seen.size;
    },
  };
}

// Meanings whose English phrasings are signs every language writes alike: brackets, codes, names.
const UNIVERSAL = new Set<MeaningId>([
  'placeholder',
  'error',
  'cell',
  'columns',
  'platform',
  'program',
  'noPersonal',
]);
// Until a language gives its own phrasings of a meaning, the part of a prompt it belongs to stands in.
const STAND_IN: Partial<Record<MeaningId, PromptPart>> = {
  place: 'context',
  purpose: 'context',
  reason: 'context',
  interests: 'context',
  available: 'context',
  budget: 'constraints',
  time: 'constraints',
  length: 'constraints',
  tone: 'tone',
  format: 'format',
  table: 'format',
  list: 'format',
  schedule: 'format',
  shortMessage: 'format',
  audience: 'audience',
  level: 'audience',
  role: 'audience',
  whoUses: 'audience',
  analogy: 'examples',
};

const compiled = new Map<PromptLanguage, Map<MeaningId, RegExp[]>>();

/** Each meaning's patterns in a language, made once. */
function meaningPatterns(code: PromptLanguage, language: Language | undefined): Map<MeaningId, RegExp[]> {
  let patterns = compiled.get(code);
  if (patterns) return patterns;
  patterns = new Map();
  for (const id of meaningIds) {
    const spec = meaningSpecs[id];
    const list: RegExp[] = [];
    if (code === 'en' || code === 'uk') list.push(phrasePattern(spec.en), phrasePattern(spec.uk));
    else {
      const own = language?.meanings[id];
      if (own && language) list.push(phrasePattern(own, language.folds ? fold : undefined, !language.folds));
      else {
        const part = STAND_IN[id];
        if (part && language) list.push(...language.patterns[part]);
      }
      if (UNIVERSAL.has(id)) list.push(phrasePattern(spec.en));
    }
    patterns.set(id, list);
  }
  compiled.set(code, patterns);
  return patterns;
}

/** Whether the prompt is mostly a list of short fragments ("interests, budget, transport, table"): no sentences. */
export function isFragmentList(reading: PromptReading): boolean {
  const items = reading.text
    .split(/[,;\n、，]|[.!?。！？](?=\s|$)|:\s/u)
    .map((item) =>
      JAPANESE_OR_KOREAN.has(reading.code)
        ? wordsFor(reading.code, item).length
        : item.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
    )
    .filter((count) => count > 0);
  if (items.length < 4) return false;
  const short = items.filter((count) => count <= 3);
  const words = items.reduce((sum, count) => sum + count, 0);
  const inShort = short.reduce((sum, count) => sum + count, 0);
  return short.length / items.length >= 0.7 && inShort / words >= 0.6;
}
