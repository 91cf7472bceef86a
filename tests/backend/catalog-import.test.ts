import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../backend/src/content/import-content';
import type { DatabaseHandle } from '../../backend/src/db/database';
import { courses, lessons } from '../../backend/src/db/schema';
import { FIXTURE_CONTENT_DIR } from './helpers/test-backend';
import { openTestDatabase } from './helpers/test-database';

const LESSON = 'courses/core-one/01-core-one-basics/01-core-one-lesson.md';

describe('catalog import', () => {
  let database: DatabaseHandle;
  let contentDir: string;
  let warnings: string[] = [];
  let now = new Date('2026-01-01T00:00:00.000Z');

  const run = async () => {
    warnings = [];
    return (
      await importContent({
        db: database.db,
        contentDir,
        clock: () => now,
        logger: { info: () => {}, warn: (message) => warnings.push(message) },
      })
    ).catalog;
  };
  const edit = async (file: string, change: (text: string) => string) =>
    writeFile(join(contentDir, file), change(await readFile(join(contentDir, file), 'utf8')));
  const course = async (id: string) =>
    (await database.db.select().from(courses).where(eq(courses.id, id)))[0];
  const lesson = async (id: string) =>
    (await database.db.select().from(lessons).where(eq(lessons.id, id)))[0];

  beforeAll(async () => {
    database = await openTestDatabase();
    contentDir = await mkdtemp(join(tmpdir(), 'skillpilot-catalog-'));
    await cp(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
  });
  afterAll(async () => {
    await database?.close();
    if (contentDir) await rm(contentDir, { recursive: true, force: true });
  });

  it('imports every guide with its chapters, lessons, fragments and practices', async () => {
    expect(await run()).toEqual({ saved: 6, unchanged: 0, retired: 0, refused: 0 });
    const stored = await database.db.select().from(courses).orderBy(asc(courses.position));
    expect(stored.map((row) => [row.id, row.stage, row.position])).toEqual([
      ['core-one', 'core', 0],
      ['core-two', 'core', 1],
      ['core-three', 'core', 2],
      ['core-four', 'core', 3],
      ['core-five', 'core', 4],
      ['boost-one', 'boost', 5],
    ]);
    expect(await course('core-three')).toMatchObject({
      title: 'Core three',
      level: 'intermediate',
      category: 'Midjourney',
      tags: ['Design'],
      imageFile: 'courses/core-three/cover.svg',
      // The day its course.yaml says, not the day of the import.
      publishedAt: new Date('2026-01-15T00:00:00.000Z'),
      retiredAt: null,
    });
    const row = await lesson('core-one-lesson');
    expect(row).toMatchObject({
      courseId: 'core-one',
      chapterId: 'core-one-basics',
      title: 'The core one lesson',
      minutes: 3,
    });
    expect(row?.fragments.map((fragment) => fragment.id)).toEqual(['first-idea', 'second', 'write-a-prompt']);
    expect(row?.fragments[2]?.practices[0]).toMatchObject({
      id: 'core-one-prompt',
      practiceType: 'PROMPT_CREATION',
    });
  });

  it('writes nothing when nothing changed', async () => {
    now = new Date('2026-02-01T00:00:00.000Z');
    expect(await run()).toEqual({ saved: 0, unchanged: 6, retired: 0, refused: 0 });
    expect((await course('core-one'))?.updatedAt).toEqual(new Date('2026-01-01T00:00:00.000Z'));
  });

  it('saves an edited guide and keeps the date its content says it was published', async () => {
    await edit(LESSON, (text) => text.replace('title: The core one lesson', 'title: The renamed lesson'));
    now = new Date('2026-03-01T00:00:00.000Z');
    expect(await run()).toEqual({ saved: 1, unchanged: 5, retired: 0, refused: 0 });
    expect((await lesson('core-one-lesson'))?.title).toBe('The renamed lesson');
    expect(await course('core-one')).toMatchObject({
      publishedAt: new Date('2026-01-15T00:00:00.000Z'),
      updatedAt: new Date('2026-03-01T00:00:00.000Z'),
    });
  });

  it('refuses a catalog that fails the check, logs where, and keeps serving the previous one', async () => {
    await edit(LESSON, (text) =>
      text.replace('title: The renamed lesson', 'title: Half edited').replace('    correct: true\n', ''),
    );
    expect(await run()).toEqual({ refused: 1 });
    expect(warnings.filter((warning) => warning.startsWith('Catalog'))).toEqual([
      `Catalog: ${LESSON}:19: options: needs exactly one option marked \`correct: true\``,
      'Catalog not imported: 1 problems (npm run content:check); the previous catalog keeps serving',
    ]);
    expect((await lesson('core-one-lesson'))?.title).toBe('The renamed lesson');
    await edit(LESSON, (text) =>
      text.replace('  - text: The second\n', '  - text: The second\n    correct: true\n'),
    );
  });

  it('retires a guide that leaves the catalog, and brings it back when it returns', async () => {
    const away = join(tmpdir(), `core-two-${process.pid}`);
    await rename(join(contentDir, 'courses/core-two'), away);
    now = new Date('2026-04-01T00:00:00.000Z');
    expect(await run()).toMatchObject({ saved: 1, retired: 1, refused: 0 });
    expect((await course('core-two'))?.retiredAt).toEqual(now);
    expect((await lesson('core-two-lesson'))?.retiredAt).toEqual(now);

    await rename(away, join(contentDir, 'courses/core-two'));
    expect(await run()).toMatchObject({ saved: 1, retired: 0, refused: 0 });
    expect((await course('core-two'))?.retiredAt).toBeNull();
    expect((await lesson('core-two-lesson'))?.retiredAt).toBeNull();
  });
});
