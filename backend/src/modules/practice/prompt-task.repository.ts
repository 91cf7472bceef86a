import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CatalogFragment, LessonText } from '../../content/courses/catalog';
import type { Database } from '../../db/database';
import { lessons } from '../../db/schema';

export type PromptTaskRepository = ReturnType<typeof createPromptTaskRepository>;

/** Where tasks come from: the published catalog, never the client. */
export function createPromptTaskRepository(db: Database) {
  return {
    /**
     * The fragments of a lesson learners can open, as written and, when the lesson is translated into
     * the learner's language, as they read them; undefined for an unknown or retired lesson.
     */
    async liveLessonFragments(
      lessonId: string,
      lang: string,
    ): Promise<{ original: CatalogFragment[]; translated?: CatalogFragment[] } | undefined> {
      const [row] = await db
        // Only the learner's language of the translations: a lesson holds up to seven.
        .select({
          fragments: lessons.fragments,
          translated: sql<LessonText | null>`${lessons.translations} -> ${lang}::text`,
        })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), isNull(lessons.retiredAt)))
        .limit(1);
      if (!row) return undefined;
      return {
        original: row.fragments,
        translated: row.translated?.fragments,
      };
    },
  };
}
