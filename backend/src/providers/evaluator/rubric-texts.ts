import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import pt from './texts/pt.json';
import uk from './texts/uk.json';

// The rubric's comments and suggestions, one JSON file per language under texts/. A language
// without a file gets English; to add one, add its file and list it here.

export type RubricTexts = typeof en;

const textsByLanguage = { en, uk, es, pt, fr } satisfies Record<string, RubricTexts>;
/** A language the rubric writes in. */
export type RubricLanguage = keyof typeof textsByLanguage;
const aliases: Record<string, RubricLanguage> = { ua: 'uk', us: 'en' };

// "a, b and c" per language: British English like the guides; Ukrainian by its own rule below.
const listFormats = Object.fromEntries(
  (Object.keys(textsByLanguage) as RubricLanguage[]).map((lang) => {
    if (lang === 'uk') return [lang, ukrainianList];
    const format = new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type: 'conjunction' });
    return [lang, (items: string[]) => format.format(items)];
  }),
) as Record<RubricLanguage, (items: string[]) => string>;

export interface LanguageTexts {
  /** The language the texts are in: en when the learner's has none. */
  lang: RubricLanguage;
  texts: RubricTexts;
  /** "a, b and c" in that language. */
  list(items: string[]): string;
  fill(template: string, values: Record<string, string>): string;
}

export function textsFor(requested: string): LanguageTexts {
  const code = Object.hasOwn(aliases, requested) ? aliases[requested] : requested;
  const lang: RubricLanguage =
    code !== undefined && Object.hasOwn(textsByLanguage, code) ? (code as RubricLanguage) : 'en';
  return {
    lang,
    texts: textsByLanguage[lang],
    list: listFormats[lang],
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
