import { type Language, supportedLanguages } from '../../contract/languages';
import { fold, fragmentsPattern, LETTERS, normalize, stem, wordsOf, wordsPattern } from './rubric-text';

// What a task is about, as its author wrote it (a ```practice block's `subject`): a sentence naming
// what the task asks for, and, in each of the eight languages, the words a prompt on the task uses.
// A prompt that uses none of them, in any language, is about something else. Words are read as the
// rubric reads prompts: English and Ukrainian by their stems ("trips" is "trip", "поїздку" is
// "поїздка"), Spanish, French, Portuguese and Turkish without accents, and Japanese and Korean as
// fragments found anywhere (their words carry particles). "viaj*" is any word starting so, and an
// entry of several words is a phrase.

/** What a task is about: `asks` is shown to the learner, the words are how a prompt shows it. */
export interface TaskSubject {
  /** What the task asks for, as a noun phrase that follows "the task asks for": "a plan for a city trip". */
  asks: string;
  /** By language: the words (or phrases, or prefixes ending in *) of a prompt on the task. */
  words: Partial<Record<Language, string[]>>;
}

type Reading = 'stems' | 'folded' | 'text';
const READING: Record<Language, Reading> = {
  en: 'stems',
  uk: 'stems',
  es: 'folded',
  fr: 'folded',
  pt: 'folded',
  tr: 'folded',
  ja: 'text',
  ko: 'text',
};
/** A prefix shorter than this would match too much. */
const MIN_PREFIX = 3;
const PHRASE = /[\s-]/;
/** A phrase, or a word with signs ("#name", "sumar.si"): found in the text, not among its words. */
const NOT_A_WORD = /[^\p{L}\p{N}*']/u;

/** A prompt as the subject reads it: its normalised text and words, and both without accents. */
export interface SubjectReading {
  text: string;
  words: string[];
  foldedText: string;
  foldedWords: string[];
}

export function subjectReading(normalized: string): SubjectReading {
  const foldedText = fold(normalized);
  return { text: normalized, words: wordsOf(normalized), foldedText, foldedWords: wordsOf(foldedText) };
}

interface CompiledList {
  reading: Reading;
  stems: Set<string>;
  exact: Set<string>;
  prefixes: string[];
  patterns: RegExp[];
}

export interface CompiledSubject {
  /** Whether a prompt uses a word of the subject, in any language. */
  matches(prompt: SubjectReading): boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileList(reading: Reading, entries: string[]): CompiledList {
  const list: CompiledList = { reading, stems: new Set(), exact: new Set(), prefixes: [], patterns: [] };
  if (reading === 'text') {
    const fragments = entries
      .map((entry) => escapeRegExp(normalize(entry).replace(/\*$/, '')))
      .filter(Boolean);
    if (fragments.length > 0) list.patterns.push(fragmentsPattern(fragments.join(' | ')));
    return list;
  }
  const spell = reading === 'folded' ? (text: string) => fold(normalize(text)) : normalize;
  for (const entry of entries.map(spell)) {
    if (NOT_A_WORD.test(entry)) {
      // Each word of a phrase with its endings: "cover letters", "fin de semana".
      const words = entry
        .split(/[\s-]+/)
        .map((word) =>
          word.endsWith('*')
            ? `${escapeRegExp(word.slice(0, -1))}${LETTERS}`
            : `${escapeRegExp(word)}\\p{L}{0,3}`,
        );
      list.patterns.push(wordsPattern(words.join('[\\s-]+')));
    } else if (entry.endsWith('*')) list.prefixes.push(entry.slice(0, -1));
    else if (reading === 'stems') list.stems.add(stem(entry));
    else list.exact.add(entry);
  }
  return list;
}

// Plural and other short endings of an exact word in the Latin languages read without accents.
const FOLDED_ENDINGS = ['', 's', 'es', 'x'];

function listMatches(list: CompiledList, prompt: SubjectReading): boolean {
  if (list.reading === 'text') return list.patterns.some((pattern) => pattern.test(prompt.text));
  const folded = list.reading === 'folded';
  const text = folded ? prompt.foldedText : prompt.text;
  if (list.patterns.some((pattern) => pattern.test(text))) return true;
  for (const word of folded ? prompt.foldedWords : prompt.words) {
    if (list.prefixes.some((prefix) => word.startsWith(prefix))) return true;
    if (folded) {
      if (
        FOLDED_ENDINGS.some(
          (ending) => word.endsWith(ending) && list.exact.has(word.slice(0, word.length - ending.length)),
        )
      )
        return true;
    } else if (list.stems.size > 0 && list.stems.has(stem(word))) return true;
  }
  return false;
}

export function compileSubject(words: TaskSubject['words']): CompiledSubject {
  const lists = supportedLanguages.flatMap((code) => {
    const entries = words[code];
    return entries && entries.length > 0 ? [compileList(READING[code], entries)] : [];
  });
  // Every language's words are looked for in every prompt: a short prompt's language is a guess,
  // and learners mix in English names and loanwords.
  return { matches: (prompt) => lists.some((list) => listMatches(list, prompt)) };
}

/** A subject's words as an author writes them: entries separated by commas. */
export const subjectEntries = (line: string): string[] =>
  line
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * What is wrong with a subject as written, for the content checker: every language has words, an
 * entry is a word, a phrase or a prefix of at least three letters, and `asks` (in `asksLanguage`)
 * itself uses one of them, so the sentence the learner is shown is about the task.
 */
export function subjectProblems(
  words: Partial<Record<Language, string[]>>,
  asks: string,
  asksLanguage: Language,
): string[] {
  const problems: string[] = [];
  for (const code of supportedLanguages) {
    const entries = words[code] ?? [];
    if (entries.length === 0) {
      problems.push(`subject.words.${code}: needs the words of a prompt on the task in this language`);
      continue;
    }
    for (const entry of entries) {
      if (READING[code] === 'text') {
        // Latin letters alone would be looked for inside every prompt's words: names go with English.
        if (!/[^\p{Script=Latin}\P{L}]/u.test(entry))
          problems.push(
            `subject.words.${code}: "${entry}": write names in Latin letters in subject.words.en`,
          );
      } else if (/\*(?![\s-]|$)/.test(entry))
        problems.push(`subject.words.${code}: "${entry}": * only ends a word, as in "travel*"`);
      else if (!PHRASE.test(entry) && entry.endsWith('*') && entry.length - 1 < MIN_PREFIX)
        problems.push(`subject.words.${code}: "${entry}": a prefix has at least ${MIN_PREFIX} letters`);
    }
  }
  const own = words[asksLanguage];
  if (
    own &&
    own.length > 0 &&
    !compileSubject({ [asksLanguage]: own }).matches(subjectReading(normalize(asks)))
  )
    problems.push(
      `subject.asks: "${asks}" uses none of subject.words.${asksLanguage}: the sentence a learner is shown names the subject`,
    );
  return problems;
}
