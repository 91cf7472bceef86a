import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../backend/src/content/courses/content-problem';
import { readNewsSeed } from '../../backend/src/content/news/read-news-seed';
import { capText, httpUrl, plainText } from '../../backend/src/modules/news/news-text';

let contentDir: string;
beforeAll(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'skillpilot-news-seed-'));
  await mkdir(join(contentDir, 'news'));
});
afterAll(() => rm(contentDir, { recursive: true, force: true }));

const seed = (text: string) => writeFile(join(contentDir, 'news/seed.yaml'), text);
const today = new Date('2026-01-01T00:00:00Z');

describe('the news seed', () => {
  it('reads items as plain text with their dates', async () => {
    await seed(
      'items:\n  - title: A\n    link: https://a.test/1\n    date: 2025-05-01\n    description: >\n      Two\n      lines.\n',
    );
    const { items, problems } = await readNewsSeed(contentDir, today);
    expect(problems).toEqual([]);
    expect(items).toEqual([
      {
        title: 'A',
        link: 'https://a.test/1',
        description: 'Two lines.',
        featuredImage: null,
        publishedAt: new Date('2025-05-01T00:00:00Z'),
        lang: 'en',
      },
    ]);
  });

  it('reads the language a story is written in, English when it says none', async () => {
    await seed(
      [
        'items:',
        '  - title: A',
        '    link: https://a.test/1',
        '    date: 2025-12-01',
        '    description: Une histoire.',
        '    lang: fr-ca',
        '  - title: B',
        '    link: https://a.test/2',
        '    date: 2025-12-02',
        '    description: A story.',
        '  - title: C',
        '    link: https://a.test/3',
        '    date: 2025-12-03',
        '    description: Not a language.',
        '    lang: not a language',
      ].join('\n'),
    );
    const { problems } = await readNewsSeed(contentDir, today);
    expect(problems.map(formatProblem)).toEqual([
      'news/seed.yaml:15: items[3].lang: must be a language tag, such as en or fr',
    ]);
    await seed(
      'items:\n  - title: A\n    link: https://a.test/1\n    date: 2025-12-01\n    description: Une.\n    lang: fr-ca\n' +
        '  - title: B\n    link: https://a.test/2\n    date: 2025-12-02\n    description: Two.\n',
    );
    const { items } = await readNewsSeed(contentDir, today);
    expect(items?.map((item) => item.lang)).toEqual(['fr-CA', 'en']);
  });

  it('warns, without refusing it, when its newest story is over six months old', async () => {
    const story = (n: number, date: string) =>
      `  - title: S${n}\n    link: https://a.test/${n}\n    date: ${date}\n    description: Story ${n}.\n`;
    await seed(`items:\n${story(1, '2025-03-01')}${story(2, '2025-06-30')}`);
    const stale = await readNewsSeed(contentDir, today);
    expect(stale.problems).toEqual([]);
    expect(stale.items).toHaveLength(2);
    expect(stale.warnings.map(formatProblem)).toEqual([
      'news/seed.yaml:8: the newest story is from 2025-06-30, over 6 months ago: add recent stories you know to be true',
    ]);
    // Six months to the day is still fresh enough.
    await seed(`items:\n${story(1, '2025-03-01')}${story(2, '2025-07-01')}`);
    expect((await readNewsSeed(contentDir, today)).warnings).toEqual([]);
  });

  it('reports each problem at its file and line', async () => {
    await seed(
      [
        'items:',
        '  - title: A',
        '    link: https://a.test/1',
        '    date: 2025-05-01',
        '    description: <b>bold</b>',
        '  - title: B',
        '    link: https://a.test/1',
        '    date: 2027-01-01',
        '    description: fine',
        '  - title: C',
        '    link: javascript:alert(1)',
        '    date: 2025-13-01',
        '    description: fine',
        '    colour: red',
      ].join('\n'),
    );
    const { items, problems } = await readNewsSeed(contentDir, today);
    expect(items).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      'news/seed.yaml:5: items[1].description: must be plain text, without HTML tags',
      'news/seed.yaml:11: items[3].link: must be an http:// or https:// URL',
      'news/seed.yaml:12: items[3].date: must be a date, YYYY-MM-DD',
      'news/seed.yaml:10: items[3]: Unrecognized key: "colour"',
    ]);
    await seed(
      'items:\n  - title: A\n    link: https://a.test/1\n    date: 2025-05-01\n    description: x\n  - title: B\n    link: https://a.test/1\n    date: 2027-01-01\n    description: y\n',
    );
    expect((await readNewsSeed(contentDir, today)).problems.map(formatProblem)).toEqual([
      'news/seed.yaml:3: the link https://a.test/1 is listed twice',
      'news/seed.yaml:8: date 2027-01-01 is in the future',
    ]);
  });

  it('is optional', async () => {
    expect(await readNewsSeed(join(contentDir, 'nowhere'))).toEqual({
      items: undefined,
      problems: [],
      warnings: [],
    });
  });
});

describe('news text', () => {
  // The sanitiser loads jsdom on first use: seconds on a busy machine, and not what is tested here.
  beforeAll(() => plainText(''), 60_000);

  it('keeps plain text only', async () => {
    expect(await plainText('<p>One</p><p>two &amp; <b>three</b></p><script>alert(1)</script>')).toBe(
      'One two & three',
    );
    expect(await plainText('<img src=x onerror="alert(1)">safe\n\n  text')).toBe('safe text');
  });

  it('cuts long text at a word', () => {
    expect(capText('short', 10)).toBe('short');
    expect(capText('one two three four', 12)).toBe('one two…');
    expect(capText('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('takes absolute http(s) addresses only', () => {
    expect(httpUrl('/a', 'https://feed.test/rss')).toBe('https://feed.test/a');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(httpUrl('https://user:pw@feed.test/')).toBeNull();
    expect(httpUrl(42)).toBeNull();
  });
});
