import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem } from '../../../backend/src/content/courses/content-problem';
import { type CatalogRules, readCatalog } from '../../../backend/src/content/courses/read-catalog';

const FIXTURE = new URL('../../backend/fixtures/content/courses/', import.meta.url).pathname;

/**
 * A catalog of the fixture guides named, copied to a temporary folder the test may change; `remove`
 * it when the test ends.
 */
export async function fixtureCatalog(...guides: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'catalog-'));
  for (const guide of guides)
    await cp(join(FIXTURE, guide), join(dir, 'courses', guide), { recursive: true });
  return {
    dir,
    edit: async (file: string, change: (text: string) => string) =>
      writeFile(join(dir, file), change(await readFile(join(dir, file), 'utf8'))),
    write: (file: string, text: string) => writeFile(join(dir, file), text),
    remove: (file: string) => unlink(join(dir, file)),
    read: (rules?: CatalogRules) => readCatalog(dir, rules),
    problems: async (rules?: CatalogRules) => (await readCatalog(dir, rules)).problems.map(formatProblem),
    warnings: async () => (await readCatalog(dir)).warnings.map(formatProblem),
    removeAll: () => rm(dir, { recursive: true, force: true }),
  };
}

export type FixtureCatalog = Awaited<ReturnType<typeof fixtureCatalog>>;
