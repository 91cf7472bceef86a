import { newStemmer } from 'snowball-stemmers';

// Words of a prompt or a task as the rubric compares them: lower case, one apostrophe, full-width
// forms made plain, number words read as digits, and a stem so "recipes" meets "recipe" and
// "вечері" meets "вечеря". Japanese has no spaces: its words are runs of one script (kanji, hiragana,
// katakana), and its parts are found by substring patterns (fragmentsPattern), as are Korean ones,
// whose particles are joined to the word before them.

// Kanji, hiragana and katakana (with the long-vowel mark) each make words of their own, and so do
// digits before Hangul ("30분"); any other letters and digits make words as in English ("don't",
// "п'ять" kept whole).
const WORD = new RegExp(
  [
    '\\p{Script=Han}+',
    '\\p{Script=Hiragana}+',
    '[\\p{Script=Katakana}\\u30fc]+',
    '\\p{N}+(?=\\p{Script=Hangul})',
    "[[\\p{L}\\p{N}]--[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc]]+(?:'\\p{L}+)*",
  ].join('|'),
  'gv',
);
// French elision: "l'anniversaire", "d'une", "qu'il" are two words.
const ELISION = /^(qu|[cdjlmnst])'(?=\p{Script=Latin})/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  один: '1',
  одна: '1',
  одне: '1',
  одну: '1',
  два: '2',
  дві: '2',
  три: '3',
  чотири: '4',
  "п'ять": '5',
  шість: '6',
  сім: '7',
  вісім: '8',
  "дев'ять": '9',
  десять: '10',
};

/** Any letters, for the end of a word in a pattern. */
export const LETTERS = '\\p{L}*';

/**
 * A pattern of whole words (JavaScript's \b knows ASCII only, so words are bounded by letters).
 * Alternatives are separated by " | " or line breaks; a "|" without spaces stays inside a group.
 */
export function wordsPattern(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternativesOf(alternatives)})(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * A pattern of fragments matched anywhere, for Japanese and Korean (no spaces between words, or
 * particles joined to them). Alternatives are separated as in wordsPattern.
 */
export function fragmentsPattern(alternatives: string): RegExp {
  return new RegExp(`(?:${alternativesOf(alternatives)})`, 'u');
}

function alternativesOf(alternatives: string): string {
  return alternatives
    .split(/\s+\|\s+|\n/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join('|');
}

/**
 * Lower case with one apostrophe, full-width letters and digits made plain (NFKC), so patterns and
 * word lists need one spelling. A Turkish capital İ becomes i, not i with a dot above.
 */
export function normalize(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’ʼ`‘]/g, "'");
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Normalised Latin text without its accents ("está" as "esta", "çok" as "cok", "ı" as "i"), for
 * the Spanish, French, Portuguese and Turkish word lists: learners often type without them.
 * Only for Latin text: it would take Japanese and Korean apart.
 */
export function fold(normalized: string): string {
  return normalized
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/ı/g, 'i')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** wordsPattern for folded text: the alternatives are written with their accents and folded too. */
export function foldedWordsPattern(alternatives: string): RegExp {
  return wordsPattern(fold(alternatives));
}

/** The words of already normalised text, in order (repeats kept). */
export function wordsOf(normalized: string): string[] {
  const words = normalized.match(WORD) ?? [];
  if (!normalized.includes("'")) return words;
  return words.flatMap((word) => {
    const elided = ELISION.exec(word);
    return elided ? [elided[1] as string, word.slice(elided[0].length)] : [word];
  });
}

export const isCyrillic = (word: string): boolean => CYRILLIC.test(word);

const STEM_LENGTH = 6;

// Learners use the same few thousand words: each is stemmed once.
const STEM_CACHE_SIZE = 50_000;
const stems = new Map<string, string>();

/** A short key shared by the forms of a word; digits and number words share theirs. */
export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const key = Object.hasOwn(NUMBER_WORDS, word)
    ? (NUMBER_WORDS[word] as string)
    : /^\d+$/.test(word)
      ? word
      : stemWord(word);
  if (stems.size >= STEM_CACHE_SIZE) stems.clear();
  stems.set(word, key);
  return key;
}

// English by Snowball's stemmer (the one search engines use); Ukrainian, which Snowball lacks, by its
// endings below.
const english = newStemmer('english');

function stemWord(word: string): string {
  if (isCyrillic(word)) return stemUkrainian(word).slice(0, STEM_LENGTH);
  return english.stem(word.replace(/'s$/, ''));
}

// Endings of Ukrainian nouns, adjectives and verbs, longest first; the stem keeps at least 3 letters.
const UKRAINIAN_ENDINGS = [
  'ються',
  'ється',
  'ться',
  'ами',
  'ями',
  'ові',
  'еві',
  'ому',
  'ему',
  'ого',
  'его',
  'ими',
  'іми',
  'ати',
  'ити',
  'іти',
  'ють',
  'уть',
  'ать',
  'ять',
  'ить',
  'іть',
  'ній',
  'ся',
  'ій',
  'ий',
  'ою',
  'ею',
  'єю',
  'ом',
  'ем',
  'ам',
  'ям',
  'ах',
  'ях',
  'ів',
  'їв',
  'ей',
  'их',
  'іх',
  'ти',
  'ть',
  'ла',
  'ло',
  'ли',
  'ня',
  'ню',
  'ні',
  'а',
  'я',
  'і',
  'ї',
  'и',
  'у',
  'ю',
  'о',
  'е',
  'є',
  'ь',
  'й',
];

function stemUkrainian(word: string): string {
  for (const ending of UKRAINIAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}
