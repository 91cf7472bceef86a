import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { singleLineText } from '../../contract/fields';
import { languageTag } from '../../modules/news/news-text';
import { type ContentProblem, ContentProblems } from '../courses/content-problem';
import { readYaml } from '../courses/read-yaml';

export const NEWS_SEED_FILE = 'news/seed.yaml';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const seedItem = z.strictObject({
  title: singleLineText().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters'),
  link: httpUrl,
  date: z.iso.date({ error: 'must be a date, YYYY-MM-DD' }),
  description: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(400, 'must be at most 400 characters')
    .refine((text) => !/<\/?[a-z][^>]*>/i.test(text), 'must be plain text, without HTML tags'),
  image: httpUrl.nullable().optional(),
  lang: z
    .string()
    .refine((tag) => languageTag(tag) !== null, 'must be a language tag, such as en or fr')
    .default('en'),
});

/** A seed whose newest story is older than this is worth a look: the offline news looks abandoned. */
export const SEED_STALE_AFTER_MONTHS = 6;

const seedFile = z.strictObject({ items: z.array(seedItem).min(1, 'must list at least one item') });

export interface NewsSeedItem {
  title: string;
  link: string;
  description: string;
  featuredImage: string | null;
  publishedAt: Date;
  lang: string;
}

export interface NewsSeedReading {
  /** Undefined when the content has no news seed. */
  items: NewsSeedItem[] | undefined;
  problems: ContentProblem[];
  /** Worth a look but no reason to refuse the seed: its newest story is over six months old. */
  warnings: ContentProblem[];
}

/** Reads and checks `<contentDir>/news/seed.yaml`; items are usable only when problems is empty. */
export async function readNewsSeed(contentDir: string, today = new Date()): Promise<NewsSeedReading> {
  let text: string;
  try {
    text = await readFile(join(contentDir, NEWS_SEED_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { items: undefined, problems: [], warnings: [] };
    throw error;
  }
  const problems = new ContentProblems();
  const seed = readYaml({ file: NEWS_SEED_FILE, text, firstLine: 1 }, seedFile, problems);
  if (!seed) return { items: [], problems: problems.list, warnings: [] };

  const lines = text.split('\n');
  const lineOf = (needle: string) => Math.max(1, lines.findIndex((line) => line.includes(needle)) + 1);
  const seen = new Set<string>();
  for (const item of seed.items) {
    if (seen.has(item.link))
      problems.add(NEWS_SEED_FILE, lineOf(item.link), `the link ${item.link} is listed twice`);
    seen.add(item.link);
    if (item.date > today.toISOString().slice(0, 10))
      problems.add(NEWS_SEED_FILE, lineOf(`date: ${item.date}`), `date ${item.date} is in the future`);
  }
  const items = seed.items.map((item) => ({
    title: item.title,
    link: new URL(item.link).href,
    description: item.description.replace(/\s+/g, ' '),
    featuredImage: item.image ?? null,
    publishedAt: new Date(`${item.date}T00:00:00Z`),
    lang: languageTag(item.lang) ?? 'en',
  }));
  const warnings = new ContentProblems();
  const newest = seed.items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const staleBefore = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - SEED_STALE_AFTER_MONTHS, today.getUTCDate()),
  )
    .toISOString()
    .slice(0, 10);
  if (newest !== undefined && newest < staleBefore) {
    warnings.add(
      NEWS_SEED_FILE,
      lineOf(`date: ${newest}`),
      `the newest story is from ${newest}, over ${SEED_STALE_AFTER_MONTHS} months ago: add recent stories you know to be true`,
    );
  }
  return { items: problems.count === 0 ? items : [], problems: problems.list, warnings: warnings.list };
}
