import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../backend/src/content/import-content';
import type { DatabaseHandle } from '../../backend/src/db/database';
import { createLegalRepository } from '../../backend/src/modules/legal/legal.repository';
import { FIXTURE_CONTENT_DIR } from './helpers/test-backend';
import { openTestDatabase } from './helpers/test-database';

describe('content import', () => {
  let database: DatabaseHandle;
  let contentDir: string;
  const warnings: string[] = [];
  let now = new Date('2026-01-01T00:00:00.000Z');

  const run = () =>
    importContent({
      db: database.db,
      contentDir,
      clock: () => now,
      logger: { info: () => {}, warn: (message) => warnings.push(message) },
    });
  const stored = async (key: string, lang: string) =>
    (await createLegalRepository(database.db).findInLanguages(key, [lang]))[0];

  beforeAll(async () => {
    database = await openTestDatabase();
    contentDir = await mkdtemp(join(tmpdir(), 'skillpilot-content-'));
    await cp(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
  });
  afterAll(async () => {
    await database?.close();
    if (contentDir) await rm(contentDir, { recursive: true, force: true });
  });

  it('imports every text once, skipping folders of unsupported languages', async () => {
    expect((await run()).legal).toEqual({ saved: 4, unchanged: 0, removed: 0 });
    expect(warnings.some((w) => w.includes(join('legal', 'de')))).toBe(true);
    expect(await stored('privacyPolicy', 'en')).toMatchObject({ title: 'Privacy Policy' });
  });

  it('changes nothing when run again, and keeps updatedAt', async () => {
    const before = await stored('termsAndConditions', 'en');
    now = new Date('2026-02-01T00:00:00.000Z');
    expect((await run()).legal).toEqual({ saved: 0, unchanged: 4, removed: 0 });
    expect(await stored('termsAndConditions', 'en')).toEqual(before);
    expect(before?.updatedAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('saves a changed text with a new updatedAt', async () => {
    await writeFile(join(contentDir, 'legal/en/privacy.md'), '# Privacy Notice\n\nShorter now.\n');
    now = new Date('2026-03-01T00:00:00.000Z');
    expect((await run()).legal).toEqual({ saved: 1, unchanged: 3, removed: 0 });
    expect(await stored('privacyPolicy', 'en')).toMatchObject({
      title: 'Privacy Notice',
      html: '<p>Shorter now.</p>\n',
      updatedAt: now,
    });
  });

  it('removes a text whose file is gone, but never empties the table when the folder is missing', async () => {
    await rm(join(contentDir, 'legal/uk/terms.md'));
    expect((await run()).legal).toEqual({ saved: 0, unchanged: 3, removed: 1 });
    expect(await stored('termsAndConditions', 'uk')).toBeUndefined();

    await rm(join(contentDir, 'legal'), { recursive: true });
    expect((await run()).legal).toEqual({ saved: 0, unchanged: 0, removed: 0 });
    expect(await stored('termsAndConditions', 'en')).toBeDefined();
  });

  it('refuses a text without a title', async () => {
    await cp(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
    await writeFile(join(contentDir, 'legal/en/terms.md'), 'No heading here.\n');
    await expect(run()).rejects.toThrow(/terms\.md has no title/);
  });
});
