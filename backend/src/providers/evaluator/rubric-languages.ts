import type { LanguageLexicon, PromptLanguage, PromptPart } from './language-lexicon';
import es from './languages/es';
import fr from './languages/fr';
import ja from './languages/ja';
import ko from './languages/ko';
import pt from './languages/pt';
import tr from './languages/tr';
import { sharedPatterns } from './rubric-lexicon';
import type { MeaningId } from './rubric-meanings';
import type { NegationRules } from './rubric-negation';
import { fold, isCyrillic, LETTERS, stem, wordsPattern } from './rubric-text';
import { conceptOf, stopWords } from './rubric-words';

// The languages a prompt is read in, and which one a prompt is written in. English and Ukrainian
// are the rubric's own (rubric-lexicon.ts, rubric-request.ts, rubric-words.ts): tasks are written
// in them. Spanish, French, Turkish, Japanese, Korean and Brazilian Portuguese each have a file in
// languages/ with the signs of each part of a prompt and their words for the glossary's concepts,
// so a prompt in them meets an English task on its subject. A prompt is read with its own
// language's patterns only (with the few all share, a price or a quotation): English ones would
// find "simple" or "plan" in a Spanish sentence, so each file lists the loanwords its learners use.

export type { LanguageLexicon, PromptLanguage, PromptPart } from './language-lexicon';

/** A language of languages/ ready to read a prompt. */
export interface Language {
  code: Exclude<PromptLanguage, 'en' | 'uk'>;
  /** Whether its prompts are folded (accents removed) before its words and patterns read them. */
  folds: boolean;
  isCommon(word: string): boolean;
  /** The digit a number word stands for. */
  numberOf(word: string): string | undefined;
  /** The glossary's concept of one word ('words' languages). */
  conceptOfWord(word: string): string | undefined;
  /** The concepts found in a text: its phrases, or every entry for 'text' languages. */
  conceptsIn(text: string): string[];
  /** Whether a word of the text counts as language (for the gibberish check). */
  isKnown(word: string): boolean;
  /** Its signs of each part, with those every language shares. */
  patterns: Record<PromptPart, RegExp[]>;
  request: RegExp;
  openingVerbs: Set<string>;
  openingFillers: Set<string>;
  question: RegExp;
  conjunctions: string[];
  negation: NegationRules;
  /** Its own phrasings of the meanings a criterion can ask for. */
  meanings: Partial<Record<MeaningId, string>>;
}

const lexicons = { es, fr, tr, ja, ko, pt } satisfies Record<Language['code'], LanguageLexicon>;

const CONCEPT_CACHE_SIZE = 20_000;
const MIN_PREFIX = 3;

const listOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

function glossaryLines(glossary: string): [string, string[]][] {
  return glossary
    .trim()
    .split('\n')
    .map((line) => {
      const [concept = '', entries = ''] = line.split(/:\s+/);
      return [
        concept.trim(),
        entries
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ];
    });
}

function compile(code: Language['code'], lexicon: LanguageLexicon): Language {
  const folds = lexicon.reads === 'words';
  const spell = folds ? fold : (text: string) => text;
  const common = new Set(listOf(spell(lexicon.commonWords)));
  const numbers = new Map(Object.entries(lexicon.numbers).map(([word, digit]) => [spell(word), digit]));
  const exact = new Map<string, string>();
  const prefixes = new Map<string, string>();
  // Phrases of 'words' languages; every entry of 'text' ones, one pattern per concept.
  const phrases: [RegExp, string][] = [];
  const fragments: string[] = [];
  for (const [concept, entries] of glossaryLines(lexicon.glossary)) {
    if (folds) {
      for (const entry of entries.map(fold)) {
        if (/[\s-]/.test(entry)) phrases.push([wordsPattern(entry.replace(/\*/g, LETTERS)), concept]);
        else if (entry.endsWith('*') && entry.length > MIN_PREFIX)
          prefixes.set(entry.slice(0, -1), prefixes.get(entry.slice(0, -1)) ?? concept);
        else {
          const word = entry.replace(/\*$/, '');
          exact.set(word, exact.get(word) ?? concept);
        }
      }
    } else {
      phrases.push([new RegExp(entries.join('|'), 'u'), concept]);
      fragments.push(...entries);
    }
  }
  const anyEntry = fragments.length > 0 ? new RegExp(fragments.join('|'), 'u') : undefined;
  const known = new Map<string, string | null>();
  const conceptOfWord = (word: string): string | undefined => {
    const cached = known.get(word);
    if (cached !== undefined) return cached ?? undefined;
    let concept = exact.get(word);
    for (let length = word.length; concept === undefined && length >= MIN_PREFIX; length--)
      concept = prefixes.get(word.slice(0, length));
    if (known.size >= CONCEPT_CACHE_SIZE) known.clear();
    known.set(word, concept ?? null);
    return concept;
  };
  return {
    code,
    folds,
    isCommon: (word) => common.has(word),
    numberOf: (word) => numbers.get(word),
    conceptOfWord,
    conceptsIn: (text) => phrases.filter(([pattern]) => pattern.test(text)).map(([, concept]) => concept),
    isKnown: (word) =>
      common.has(word) ||
      (lexicon.grammar?.test(word) ?? false) ||
      (folds ? conceptOfWord(word) !== undefined : (anyEntry?.test(word) ?? false)),
    patterns: Object.fromEntries(
      Object.entries(lexicon.patterns).map(([part, patterns]) => [
        part,
        [...(sharedPatterns[part as keyof typeof sharedPatterns] ?? []), ...patterns],
      ]),
    ) as Record<PromptPart, RegExp[]>,
    request: lexicon.request,
    openingVerbs: new Set(listOf(spell(lexicon.openingVerbs))),
    openingFillers: new Set(listOf(spell(lexicon.openingFillers))),
    question: lexicon.question,
    conjunctions: listOf(spell(lexicon.conjunctions)),
    negation: lexicon.negation,
    meanings: lexicon.meanings ?? {},
  };
}

const languages = new Map<PromptLanguage, Language>(
  Object.entries(lexicons).map(([code, lexicon]) => [
    code as Language['code'],
    compile(code as Language['code'], lexicon),
  ]),
);

/** The concepts a language's file gives its words for (one line each), for the tests. */
export const glossaryConceptsOf = (code: Language['code']): string[] =>
  glossaryLines(lexicons[code].glossary).map(([concept]) => concept);

/** A language of languages/; undefined for English and Ukrainian, which the rubric reads itself. */
export const languageOf = (code: PromptLanguage): Language | undefined => languages.get(code);

/** The Latin-script languages, told apart by their common words (compared without accents). */
const LATIN: PromptLanguage[] = ['en', 'es', 'pt', 'fr', 'tr'];
const latinCommonWords = new Map<string, PromptLanguage[]>();
for (const code of LATIN) {
  const words =
    code === 'en'
      ? [...stopWords].filter((word) => !isCyrillic(word))
      : listOf(fold(lexicons[code as keyof typeof lexicons].commonWords));
  for (const word of new Set(words))
    latinCommonWords.set(word, [...(latinCommonWords.get(word) ?? []), code]);
}
const NOT_ASCII = /[^ -~]/;
// Letters only some of them use: "ñ" is Spanish, "ã" Portuguese, "ş" Turkish, "è" French.
const MARKS: [PromptLanguage, RegExp][] = [
  ['es', /[ñ¿¡]/gu],
  ['pt', /[ãõ]/gu],
  ['tr', /[şğıöü]/gu],
  ['fr', /[èùûœëîï]/gu],
];
/** Kana, kanji and Hangul say more per character than a Latin letter. */
const SYLLABLE_WEIGHT = 3;

/**
 * The language a text is written in: its script first (Cyrillic is Ukrainian, kana and kanji
 * Japanese, Hangul Korean), then, for Latin letters, the language most of its common words and its
 * accented letters belong to. English when nothing tells.
 */
export function detectLanguage(normalized: string, words: string[]): PromptLanguage {
  let latin = 0;
  let cyrillic = 0;
  let japanese = 0;
  let korean = 0;
  for (let i = 0; i < normalized.length; i++) {
    const code = normalized.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 0x61 && code <= 0x7a) latin += 1;
    } else if (code <= 0x24f) {
      if (code >= 0xc0) latin += 1;
    } else if (code >= 0x400 && code <= 0x4ff) cyrillic += 1;
    else if ((code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x9fff)) japanese += 1;
    else if ((code >= 0xac00 && code <= 0xd7af) || (code >= 0x1100 && code <= 0x11ff)) korean += 1;
  }
  const most = Math.max(latin, cyrillic, japanese * SYLLABLE_WEIGHT, korean * SYLLABLE_WEIGHT);
  if (most === 0) return 'en';
  if (most === korean * SYLLABLE_WEIGHT) return 'ko';
  if (most === japanese * SYLLABLE_WEIGHT) return 'ja';
  if (most === cyrillic && cyrillic > latin) return 'uk';

  const scores = new Map<PromptLanguage, number>(LATIN.map((code) => [code, 0]));
  for (const word of words) {
    const codes = latinCommonWords.get(NOT_ASCII.test(word) ? fold(word) : word);
    if (codes) for (const code of codes) scores.set(code, (scores.get(code) ?? 0) + 1);
  }
  for (const [code, marks] of MARKS)
    scores.set(code, (scores.get(code) ?? 0) + (normalized.match(marks)?.length ?? 0));
  const best = Math.max(...scores.values());
  const tied = [...scores].filter(([, score]) => score === best).map(([code]) => code);
  if (tied.length === 1 || (best > 0 && tied.includes('en'))) return tied[0] as PromptLanguage;
  // "Receta de cena", "receita jantar ovos": the words of the subject decide, English on a tie.
  const distinct = [...new Set(words)].map((word) => [word, NOT_ASCII.test(word) ? fold(word) : word]);
  const subjectWords = tied.map((code): [PromptLanguage, number] => {
    const language = languages.get(code);
    const known = distinct.filter(([word, folded]) =>
      language
        ? language.conceptOfWord(folded as string) !== undefined
        : conceptOf(stem(word as string)) !== undefined,
    );
    return [code, known.length];
  });
  return subjectWords.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}
