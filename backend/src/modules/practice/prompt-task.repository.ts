import { and, eq, isNull } from 'drizzle-orm';
import type { CatalogFragment } from '../../content/courses/catalog';
import type { Database } from '../../db/database';
import { lessons } from '../../db/schema';

export type PromptTaskRepository = ReturnType<typeof createPromptTaskRepository>;

/** Where tasks come from: the published catalog, never the client. */
export function createPromptTaskRepository(db: Database) {
  return {
    /** The fragments of a lesson learners can open; undefined for an unknown or retired one. */
    async liveLessonFragments(lessonId: string): Promise<CatalogFragment[] | undefined> {
      const [row] = await db
        .select({ fragments: lessons.fragments })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), isNull(lessons.retiredAt)))
        .limit(1);
      return row?.fragments;
    },
  };
}
