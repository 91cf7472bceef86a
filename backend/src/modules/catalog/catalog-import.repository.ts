import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { CatalogCourse } from '../../content/courses/catalog';
import type { Database } from '../../db/database';
import { chapters, courses, lessons } from '../../db/schema';

export type CatalogImportRepository = ReturnType<typeof createCatalogImportRepository>;

export interface CatalogImportSummary {
  saved: number;
  unchanged: number;
  retired: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes a checked catalog in one transaction: the previous catalog serves until it commits. */
export function createCatalogImportRepository(db: Database) {
  return {
    async replaceCatalog(catalog: CatalogCourse[], now: Date): Promise<CatalogImportSummary> {
      return db.transaction(async (tx) => {
        const stored = new Map(
          (
            await tx
              .select({
                id: courses.id,
                sourceHash: courses.sourceHash,
                position: courses.position,
                retiredAt: courses.retiredAt,
              })
              .from(courses)
          ).map((row) => [row.id, row]),
        );
        const summary: CatalogImportSummary = { saved: 0, unchanged: 0, retired: 0 };
        for (const [position, course] of catalog.entries()) {
          const sourceHash = hashOf(course);
          const before = stored.get(course.id);
          if (before?.sourceHash === sourceHash && before.retiredAt === null) {
            // Another guide came or went: only the place in the list moves.
            if (before.position !== position)
              await tx.update(courses).set({ position }).where(eq(courses.id, course.id));
            summary.unchanged += 1;
            continue;
          }
          await saveCourse(tx, course, position, sourceHash, now);
          summary.saved += 1;
        }

        const kept = catalog.map((course) => course.id);
        const gone = await tx
          .update(courses)
          .set({ retiredAt: now })
          .where(and(isNull(courses.retiredAt), kept.length > 0 ? notInArray(courses.id, kept) : undefined))
          .returning({ id: courses.id });
        if (gone.length > 0)
          await retireParts(
            tx,
            gone.map((course) => course.id),
            now,
          );
        summary.retired = gone.length;
        return summary;
      });
    },
  };
}

async function saveCourse(
  tx: Transaction,
  course: CatalogCourse,
  position: number,
  sourceHash: string,
  now: Date,
) {
  const row = {
    id: course.id,
    title: course.title,
    description: course.description,
    level: course.level,
    category: course.category,
    tags: course.tags,
    stage: course.stage,
    position,
    imageFile: course.image.file,
    imageAlt: course.image.alt,
    imageHash: course.image.hash,
    progressMessages: course.progressMessages,
    translations: course.translations,
    publishedAt: new Date(`${course.published}T00:00:00Z`),
    sourceHash,
    updatedAt: now,
    retiredAt: null,
  };
  await tx.insert(courses).values(row).onConflictDoUpdate({ target: courses.id, set: row });
  // Parts no longer in the guide stay retired; the ones still there come back just below.
  await retireParts(tx, [course.id], now);
  let lessonPosition = 0;
  for (const [chapterPosition, chapter] of course.chapters.entries()) {
    const chapterRow = {
      id: chapter.id,
      courseId: course.id,
      title: chapter.title,
      translations: chapter.translations,
      position: chapterPosition,
      retiredAt: null,
    };
    await tx.insert(chapters).values(chapterRow).onConflictDoUpdate({ target: chapters.id, set: chapterRow });
    for (const lesson of chapter.lessons) {
      const lessonRow = {
        id: lesson.id,
        courseId: course.id,
        chapterId: chapter.id,
        title: lesson.title,
        minutes: lesson.minutes,
        introduction: lesson.introduction,
        keyPoints: lesson.keyPoints,
        fragments: lesson.fragments,
        html: lesson.html ?? null,
        translations: lesson.translations,
        position: lessonPosition,
        retiredAt: null,
      };
      lessonPosition += 1;
      await tx.insert(lessons).values(lessonRow).onConflictDoUpdate({ target: lessons.id, set: lessonRow });
    }
  }
}

async function retireParts(tx: Transaction, courseIds: string[], now: Date) {
  await tx
    .update(lessons)
    .set({ retiredAt: now })
    .where(and(inArray(lessons.courseId, courseIds), isNull(lessons.retiredAt)));
  await tx
    .update(chapters)
    .set({ retiredAt: now })
    .where(and(inArray(chapters.courseId, courseIds), isNull(chapters.retiredAt)));
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
