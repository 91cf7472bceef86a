import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { catalogChanges, chapters, courses, lessons } from '../../db/schema';

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/** Reads the published catalog: every guide, chapter and lesson that is not retired, in order. */
export function createCatalogRepository(db: Database) {
  return {
    /** How many writes the catalog's tables have had (migration 0019): unchanged, nothing to read again. */
    async changes(): Promise<number> {
      const [row] = await db
        .select({ changes: catalogChanges.changes })
        .from(catalogChanges)
        .where(eq(catalogChanges.id, 1));
      return row?.changes ?? 0;
    },

    async published() {
      const [courseRows, chapterRows, lessonRows] = await Promise.all([
        db.select().from(courses).where(isNull(courses.retiredAt)).orderBy(asc(courses.position)),
        db.select().from(chapters).where(isNull(chapters.retiredAt)).orderBy(asc(chapters.position)),
        db.select().from(lessons).where(isNull(lessons.retiredAt)).orderBy(asc(lessons.position)),
      ]);
      return { courseRows, chapterRows, lessonRows };
    },
  };
}
