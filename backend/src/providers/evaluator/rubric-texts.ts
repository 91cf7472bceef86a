import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import ja from './texts/ja.json';
import ko from './texts/ko.json';
import pt from './texts/pt.json';
import tr from './texts/tr.json';
import uk from './texts/uk.json';

// The rubric's comments and suggestions, one JSON file per language under texts/. A language
// without a file gets English; to add one, add its file and list it here.

export type RubricTexts = typeof en;

/** The languages the rubric has texts for. */
export type RubricLanguage = 'en' | 'uk' | 'es' | 'fr' | 'tr' | 'ja' | 'ko' | 'pt';

export const textsByLanguage: Record<RubricLanguage, RubricTexts> = { en, uk, es, fr, tr, ja, ko, pt };
const ALIASES: Record<string, RubricLanguage> = { ua: 'uk', us: 'en' };
// British English, like the guides: "a, b and c". Ukrainian has its own rule below.
const listFormats: Record<Exclude<RubricLanguage, 'uk'>, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-GB', { type: 'conjunction' }),
  es: new Intl.ListFormat('es', { type: 'conjunction' }),
  fr: new Intl.ListFormat('fr', { type: 'conjunction' }),
  tr: new Intl.ListFormat('tr', { type: 'conjunction' }),
  ja: new Intl.ListFormat('ja', { type: 'conjunction' }),
  ko: new Intl.ListFormat('ko', { type: 'conjunction' }),
  pt: new Intl.ListFormat('pt-BR', { type: 'conjunction' }),
};

export interface LanguageTexts {
  /** The language the texts are in: en when the learner's has none. */
  lang: RubricLanguage;
  texts: RubricTexts;
  /** "a, b and c" in that language. */
  list(items: string[]): string;
  fill(template: string, values: Record<string, string>): string;
}

export function textsFor(lang: string): LanguageTexts {
  const code = Object.hasOwn(ALIASES, lang) ? ALIASES[lang] : lang;
  const known: RubricLanguage = Object.hasOwn(textsByLanguage, code ?? '') ? (code as RubricLanguage) : 'en';
  return {
    lang: known,
    texts: textsByLanguage[known],
    list: (items) => (known === 'uk' ? ukrainianList(items) : listFormats[known].format(items)),
    fill: (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''),
  };
}

// Ukrainian joins the last item with "й" after a vowel (for the sound), else with "і".
const UKRAINIAN_VOWEL_END = /[аеєиіїоуюя]$/iu;
const IOTATED_START = /^[«]?[йяюєї]/iu;

function ukrainianList(items: string[]): string {
  if (items.length < 2) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1] ?? '';
  const and = UKRAINIAN_VOWEL_END.test(head) && !IOTATED_START.test(last) ? 'й' : 'і';
  return `${head} ${and} ${last}`;
}
