import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Language, languageOf } from '../../contract/languages';
import type { LegalKey } from '../../contract/legal';

/** Bump when the Markdown rendering or sanitising changes, so every text is rendered again. */
const RENDERING_VERSION = 1;

const KEY_BY_FILE: Record<string, LegalKey> = {
  'terms.md': 'termsAndConditions',
  'privacy.md': 'privacyPolicy',
  'subscription-terms.md': 'subscriptionTerms',
};

export interface LegalSource {
  key: LegalKey;
  lang: Language;
  path: string;
  markdown: string;
  sourceHash: string;
}

/**
 * Reads `<legalDir>/<lang>/<file>.md`. Returns undefined when the folder does not exist, so a missing
 * content directory never empties the table.
 */
export async function readLegalSources(
  legalDir: string,
  warn: (message: string) => void,
): Promise<LegalSource[] | undefined> {
  const folders = await readdirIfPresent(legalDir);
  if (!folders) return undefined;
  const sources: LegalSource[] = [];
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const lang = languageOf(folder.name);
    if (!lang) {
      warn(`Skipping ${join(legalDir, folder.name)}: not a supported language`);
      continue;
    }
    const files = (await readdir(join(legalDir, lang), { withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    for (const file of files) {
      const key = KEY_BY_FILE[file.name];
      const path = join(legalDir, lang, file.name);
      if (!key) {
        if (file.name.endsWith('.md'))
          warn(`Skipping ${path}: not one of ${Object.keys(KEY_BY_FILE).join(', ')}`);
        continue;
      }
      const markdown = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
      const sourceHash = createHash('sha256').update(`${RENDERING_VERSION}\n${markdown}`).digest('hex');
      sources.push({ key, lang, path, markdown, sourceHash });
    }
  }
  return sources;
}

/** The title is the first `# ` heading; the rest is the body, so the page does not repeat it. */
export function splitTitle(markdown: string, path: string): { title: string; body: string } {
  const heading = /^# +(.+?)(?: +#+)? *$/m.exec(markdown);
  const title = heading?.[1]?.trim();
  if (!heading || !title) throw new Error(`${path} has no title: its first heading must be a "# " line`);
  const body = markdown.slice(0, heading.index) + markdown.slice(heading.index + heading[0].length);
  return { title, body: body.trim() };
}

async function readdirIfPresent(directory: string): Promise<Dirent[] | undefined> {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
