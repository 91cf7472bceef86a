import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../backend/src/contract/languages';

// Labels and headings are written in sentence case; none shouts in capitals ("START LESSON" beside
// "Start lesson"). Scripts without case (Japanese, Korean) pass by themselves: only letters that
// have an upper and a lower form are looked at.

const root = join(import.meta.dirname, '../../locales');
type Tree = { [key: string]: string | Tree };

function stringsOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : stringsOf(value, `${prefix}${key}.`),
  );
}

// Abbreviations, in capitals in their language: AI, the EU, a card's MM/YY.
const ABBREVIATIONS = new Set(
  ['AI', 'IA', 'ШІ', 'PIN', 'PDF', 'JSON', 'ID', 'CVC', 'UTC']
    .concat(['EU', 'EEA', 'UE', 'EEE', 'AB', 'AEA', 'ЄС', 'ЄЕЗ'])
    .concat(['MM', 'YY', 'AA', 'ММ', 'РР']),
);

/** The words of a text written all in capitals, abbreviations and codes (SP-2026-7KQ2M9) aside. */
function shoutedWords(text: string, allowed: ReadonlySet<string> = new Set()): string[] {
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');
  return plain
    .split(/[\s.,;:!?()"“”«»„]+/u)
    .filter((token) => !/\p{N}/u.test(token))
    .flatMap((token) => token.match(/[\p{Lu}\p{Ll}\p{Lt}]+/gu) ?? [])
    .filter(
      (word) =>
        word.length >= 2 &&
        word === word.toLocaleUpperCase() &&
        !ABBREVIATIONS.has(word) &&
        !allowed.has(word),
    );
}

describe('shoutedWords', () => {
  it('finds a label in capitals, in any cased script', () => {
    expect(shoutedWords('START LESSON')).toEqual(['START', 'LESSON']);
    expect(shoutedWords('ПОЧАТИ УРОК')).toEqual(['ПОЧАТИ', 'УРОК']);
    expect(shoutedWords('DERSE BAŞLA')).toEqual(['DERSE', 'BAŞLA']);
  });

  it('lets abbreviations, codes, placeholders and uncased scripts be', () => {
    expect(shoutedWords('Start lesson')).toEqual([]);
    expect(shoutedWords('Download your PDF ({{count}} AI guides)')).toEqual([]);
    expect(shoutedWords('修了証番号 SP-2026-7KQ2M9')).toEqual([]);
    expect(shoutedWords('PIN 코드를 잊으셨나요?')).toEqual([]);
    expect(shoutedWords('<b>{{NAME}}</b>')).toEqual([]);
  });
});

describe('every locale string', () => {
  it('is free of words in capitals', () => {
    const shouting: string[] = [];
    for (const language of supportedLanguages) {
      // The word a learner types to delete the account is shown in capitals: it is what to type.
      const account = JSON.parse(readFileSync(join(root, language, 'account.json'), 'utf8'));
      const typed = new Set<string>([account.deleteAccount.word]);
      for (const file of readdirSync(join(root, language)).filter((name) => name.endsWith('.json'))) {
        const tree = JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree;
        for (const [key, text] of stringsOf(tree)) {
          if (shoutedWords(text, typed).length > 0)
            shouting.push(`${language}/${file} ${key}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(shouting).toEqual([]);
  });

  it('no style turns a label into capitals', () => {
    const styles = readFileSync(join(import.meta.dirname, '../../app/styles/app.css'), 'utf8');
    expect(styles.match(/text-transform:\s*uppercase/g) ?? []).toEqual([]);
  });
});
