import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  courseProgress,
  courseRatings,
  fragmentProgress,
  lessonProgress,
  practiceResults,
} from '../../db/schema';

export type ProgressRepository = ReturnType<typeof createProgressRepository>;

export type CourseProgressRow = typeof courseProgress.$inferSelect;
export type LessonProgressRow = typeof lessonProgress.$inferSelect;
export type FragmentProgressRow = typeof fragmentProgress.$inferSelect;
export type PracticeResultRow = typeof practiceResults.$inferSelect;

export interface CourseStats {
  learners: number;
  recentLearners: number;
  ratingAverage: number | null;
  ratingCount: number;
}

// Every write is an upsert that can be repeated: a Continue or an answer sent twice (a double tap,
// a retry on a bad network) leaves the same rows as sent once.

/** `changed` hears of each learner whose progress this repository changed, once it is changed. */
export function createProgressRepository(db: Database, changed: (learnerId: number) => void = () => {}) {
  // Told even when the write fails: forgetting a learner costs one read, keeping stale rows costs more.
  async function written<T>(learnerId: number, write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      changed(learnerId);
    }
  }

  return {
    /** Per guide: learners who started it (ever, and since `since`) and its ratings. */
    async courseStats(since: Date): Promise<Map<string, CourseStats>> {
      const [started, ratings] = await Promise.all([
        db
          .select({
            courseId: courseProgress.courseId,
            learners: count(),
            recent: sql<number>`count(*) filter (where ${courseProgress.startedAt} >= ${since.toISOString()})`,
          })
          .from(courseProgress)
          .groupBy(courseProgress.courseId),
        db
          .select({ courseId: courseRatings.courseId, average: avg(courseRatings.rating), ratings: count() })
          .from(courseRatings)
          .groupBy(courseRatings.courseId),
      ]);
      const stats = new Map<string, CourseStats>();
      const entry = (courseId: string) => {
        let found = stats.get(courseId);
        if (!found) {
          found = { learners: 0, recentLearners: 0, ratingAverage: null, ratingCount: 0 };
          stats.set(courseId, found);
        }
        return found;
      };
      for (const row of started) {
        entry(row.courseId).learners = Number(row.learners);
        entry(row.courseId).recentLearners = Number(row.recent);
      }
      for (const row of ratings) {
        entry(row.courseId).ratingAverage =
          row.average === null ? null : Math.round(Number(row.average) * 10) / 10;
        entry(row.courseId).ratingCount = Number(row.ratings);
      }
      return stats;
    },

    async startCourse(learnerId: number, courseId: string, lessonId: string | null, now: Date) {
      await written(
        learnerId,
        db
          .insert(courseProgress)
          .values({ learnerId, courseId, lastLessonId: lessonId, startedAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [courseProgress.learnerId, courseProgress.courseId],
            set: {
              lastLessonId: lessonId === null ? sql`${courseProgress.lastLessonId}` : lessonId,
              updatedAt: now,
            },
          }),
      );
    },

    /** True when this call started the lesson. */
    async startLesson(
      learnerId: number,
      lesson: { id: string; courseId: string },
      now: Date,
    ): Promise<boolean> {
      const inserted = await written(
        learnerId,
        db
          .insert(lessonProgress)
          .values({
            learnerId,
            lessonId: lesson.id,
            courseId: lesson.courseId,
            startedAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ lessonId: lessonProgress.lessonId }),
      );
      return inserted.length > 0;
    },

    async finishLesson(learnerId: number, lessonId: string, now: Date) {
      await written(
        learnerId,
        db
          .update(lessonProgress)
          .set({
            finishedAt: sql`coalesce(${lessonProgress.finishedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(and(eq(lessonProgress.learnerId, learnerId), eq(lessonProgress.lessonId, lessonId))),
      );
    },

    async completeCourse(learnerId: number, courseId: string, now: Date) {
      await written(
        learnerId,
        db
          .update(courseProgress)
          .set({
            completedAt: sql`coalesce(${courseProgress.completedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(and(eq(courseProgress.learnerId, learnerId), eq(courseProgress.courseId, courseId))),
      );
    },

    /** A fragment never goes back to incomplete; percentages and seconds keep the larger figure. */
    async saveFragment(row: {
      learnerId: number;
      lessonId: string;
      fragmentId: string;
      completed: boolean;
      progressPercentage: number;
      timeSpent: number;
      now: Date;
    }) {
      const { now, ...values } = row;
      await written(
        row.learnerId,
        db
          .insert(fragmentProgress)
          .values({ ...values, updatedAt: now })
          .onConflictDoUpdate({
            target: [fragmentProgress.learnerId, fragmentProgress.lessonId, fragmentProgress.fragmentId],
            set: {
              completed: sql`${fragmentProgress.completed} or excluded.completed`,
              progressPercentage: sql`greatest(${fragmentProgress.progressPercentage}, excluded.progress_percentage)`,
              timeSpent: sql`greatest(${fragmentProgress.timeSpent}, excluded.time_spent)`,
              updatedAt: now,
            },
          }),
      );
    },

    /**
     * The latest answer wins, except that a skip never replaces a real answer; completion sticks, and
     * so do the moment of the first pass and whether the first real answer was wrong.
     */
    async savePracticeResult(
      row: Omit<PracticeResultRow, 'updatedAt'>,
      now: Date,
    ): Promise<PracticeResultRow> {
      const skipOverAnswer = sql`excluded.answer = 'SKIPPED' and ${practiceResults.answer} <> 'SKIPPED'`;
      const [saved] = await written(
        row.learnerId,
        db
          .insert(practiceResults)
          .values({ ...row, updatedAt: now })
          .onConflictDoUpdate({
            target: [practiceResults.learnerId, practiceResults.lessonId, practiceResults.practiceId],
            set: {
              answer: sql`case when ${skipOverAnswer} then ${practiceResults.answer} else excluded.answer end`,
              isCorrect: sql`case when ${skipOverAnswer} then ${practiceResults.isCorrect} else excluded.is_correct end`,
              score: sql`case when ${skipOverAnswer} then ${practiceResults.score} else excluded.score end`,
              comment: sql`case when ${skipOverAnswer} then ${practiceResults.comment} else excluded.comment end`,
              recommendedPrompt: sql`case when ${skipOverAnswer} then ${practiceResults.recommendedPrompt} else excluded.recommended_prompt end`,
              completed: sql`${practiceResults.completed} or excluded.completed`,
              passedAt: sql`coalesce(${practiceResults.passedAt}, excluded.passed_at)`,
              firstAnswerWrong: sql`coalesce(${practiceResults.firstAnswerWrong}, excluded.first_answer_wrong)`,
              updatedAt: now,
            },
          })
          .returning(),
      );
      if (!saved) throw new Error('practice result not saved');
      return saved;
    },

    async rateCourse(learnerId: number, courseId: string, rating: number, now: Date) {
      await db
        .insert(courseRatings)
        .values({ learnerId, courseId, rating, updatedAt: now })
        .onConflictDoUpdate({
          target: [courseRatings.learnerId, courseRatings.courseId],
          set: { rating, updatedAt: now },
        });
    },

    ratingOf(learnerId: number, courseId: string) {
      return db
        .select({ rating: courseRatings.rating })
        .from(courseRatings)
        .where(and(eq(courseRatings.learnerId, learnerId), eq(courseRatings.courseId, courseId)));
    },
  };
}
