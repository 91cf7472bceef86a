import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../backend/src/contract/languages';

const root = join(import.meta.dirname, '../../locales');
type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}
function valueAt(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}
const read = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(join(root, language, file), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

// Names and tokens that stay as they are in every language.
const UNTRANSLATED = [
  'Skillpilot',
  'ChatGPT',
  'Midjourney',
  'Claude',
  'Gemini',
  'LinkedIn',
  'Open Badges',
  'Boost',
  'PDF',
  'JSON',
  'PIN',
  'AI',
  'CVC',
  'min',
  'SP',
];
// Words a language writes exactly as English does, so a value equal to English is no leftover.
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: ['Error', 'Error: {{title}}', 'Total: {{count}}', 'Plan', 'Marketing'],
  pt: ['Status', 'Menu', 'Total: {{count}}', 'Tags', 'Marketing', 'Design'],
  fr: [
    '5 – Excellent',
    'Menu',
    'Guides',
    'guide',
    'guides',
    '{{count}} guide',
    '{{count}} guides',
    'Marketing',
    'Design',
    'Page {{page}}',
  ],
};
const TOKEN = new RegExp(`\\{\\{\\s*\\w+\\s*\\}\\}|</?\\w+>|\\b(?:${UNTRANSLATED.join('|')})\\b`, 'g');
/** Nothing to translate: only names, tokens, placeholders, markup, numbers and punctuation. */
const nothingToTranslate = (text: string) => !/\p{L}/u.test(text.replace(TOKEN, ''));
const namespaces = readdirSync(join(root, 'en'));
const languages = readdirSync(root).filter((name) => name !== 'en');

describe('locales', () => {
  it('has folders only for supported languages, English and Ukrainian among them', () => {
    expect(languages).toContain('uk');
    for (const language of languages) expect(supportedLanguages).toContain(language);
  });

  for (const language of languages) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace} has every English key, with a text and the same placeholders`, () => {
        const english = read('en', namespace);
        const translated = read(language, namespace);
        const missing: string[] = [];
        for (const key of keysOf(english)) {
          const value = valueAt(translated, key);
          if (typeof value !== 'string' || value.trim() === '') missing.push(key);
          else
            expect(placeholders(value), `${language}/${namespace} ${key}`).toEqual(
              placeholders(valueAt(english, key) as string),
            );
        }
        expect(missing, `keys missing in ${language}/${namespace}`).toEqual([]);
      });

      it(`${language}/${namespace} has no key that English lacks`, () => {
        const englishKeys = new Set(keysOf(read('en', namespace)));
        // Plural forms follow each language's rules: uk has _few and _many where English has none.
        const known = (key: string) =>
          englishKeys.has(key) || englishKeys.has(key.replace(PLURAL_FORM, '_other'));
        expect(keysOf(read(language, namespace)).filter((key) => !known(key))).toEqual([]);
      });

      it(`${language}/${namespace} leaves no text in English`, () => {
        const english = read('en', namespace);
        const translated = read(language, namespace);
        const same = SAME_AS_ENGLISH[language] ?? [];
        const leftovers = keysOf(english).filter((key) => {
          const value = valueAt(translated, key);
          return (
            value === valueAt(english, key) &&
            typeof value === 'string' &&
            !nothingToTranslate(value) &&
            !same.includes(value)
          );
        });
        expect(leftovers, `values of ${language}/${namespace} still in English`).toEqual([]);
      });

      it(`${language}/${namespace} has every plural form its language needs`, () => {
        const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        const keys = new Set(keysOf(read(language, namespace)));
        const plurals = keysOf(read('en', namespace)).filter((key) => key.endsWith('_other'));
        const missing = plurals.flatMap((key) =>
          forms.map((form) => key.replace(/_other$/, `_${form}`)).filter((key) => !keys.has(key)),
        );
        expect(missing).toEqual([]);
      });
    }
  }
});
