import { and, eq, isNull } from 'drizzle-orm';
import type { CatalogFragment, TranslationLanguage } from '../../content/courses/catalog';
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
        .select({ fragments: lessons.fragments, translations: lessons.translations })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), isNull(lessons.retiredAt)))
        .limit(1);
      if (!row) return undefined;
      return {
        original: row.fragments,
        translated: row.translations[lang as TranslationLanguage]?.fragments,
      };
    },
  };
}
