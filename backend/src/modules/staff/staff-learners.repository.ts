import { and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificates,
  courseProgress,
  courses,
  learners,
  lessonProgress,
  lessons,
  outbox,
  subscriptions,
  supportRequests,
} from '../../db/schema';

export type StaffLearnersRepository = ReturnType<typeof createStaffLearnersRepository>;

const SEARCH_LIMIT = 25;
const MAILS_SHOWN = 30;

/** `%`, `_` and `\` typed into a search are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** What the back office reads about learners, beyond what the learner-facing services need. */
export function createStaffLearnersRepository(db: Database) {
  return {
    /** Learners whose email or name holds the text, exact email matches first, newest next. */
    search(text: string) {
      const pattern = likePattern(text.toLowerCase());
      return db
        .select({
          id: learners.id,
          email: learners.email,
          name: learners.username,
          lang: learners.lang,
          createdAt: learners.createdAt,
          deletedAt: learners.deletedAt,
          certificateName: learners.certificateName,
        })
        .from(learners)
        .where(
          or(
            ilike(learners.email, pattern),
            ilike(learners.username, pattern),
            and(isNotNull(learners.certificateName), ilike(learners.certificateName, pattern)),
          ),
        )
        .orderBy(sql`${learners.email} = ${text.toLowerCase()} desc`, desc(learners.id))
        .limit(SEARCH_LIMIT);
    },

    subscriptionsOf(learnerId: number) {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.learnerId, learnerId))
        .orderBy(desc(subscriptions.createdAt));
    },

    /** Per guide started: lessons finished of all its lessons. */
    async progressOf(learnerId: number) {
      const started = await db
        .select({
          courseId: courseProgress.courseId,
          title: courses.title,
          startedAt: courseProgress.startedAt,
          completedAt: courseProgress.completedAt,
        })
        .from(courseProgress)
        .innerJoin(courses, eq(courses.id, courseProgress.courseId))
        .where(eq(courseProgress.learnerId, learnerId))
        .orderBy(courses.position);
      const finished = await db
        .select({ courseId: lessonProgress.courseId, done: count() })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.learnerId, learnerId), isNotNull(lessonProgress.finishedAt)))
        .groupBy(lessonProgress.courseId);
      const sizes = await db
        .select({ courseId: lessons.courseId, total: count() })
        .from(lessons)
        .groupBy(lessons.courseId);
      return started.map((guide) => ({
        ...guide,
        lessonsDone: Number(finished.find((row) => row.courseId === guide.courseId)?.done ?? 0),
        lessons: Number(sizes.find((row) => row.courseId === guide.courseId)?.total ?? 0),
      }));
    },

    certificatesOf(learnerId: number) {
      return db
        .select({
          number: certificates.number,
          courseId: certificates.courseId,
          issuedAt: certificates.issuedAt,
        })
        .from(certificates)
        .where(eq(certificates.learnerId, learnerId))
        .orderBy(desc(certificates.issuedAt));
    },

    /** Mail sent to the address (the embedded provider's outbox; empty with SMTP). */
    mailsTo(email: string) {
      return db
        .select({
          id: outbox.id,
          to: outbox.to,
          kind: outbox.kind,
          subject: outbox.subject,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(desc(outbox.id))
        .limit(MAILS_SHOWN);
    },

    messagesOf(learnerId: number, email: string) {
      return db
        .select({
          id: supportRequests.id,
          topic: supportRequests.topic,
          description: supportRequests.description,
          createdAt: supportRequests.createdAt,
        })
        .from(supportRequests)
        .where(or(eq(supportRequests.learnerId, learnerId), eq(supportRequests.email, email)))
        .orderBy(desc(supportRequests.id));
    },

    /** Lets a deleted account be used again (its data was kept through the grace period). */
    async undoDeletion(learnerId: number): Promise<void> {
      await db.update(learners).set({ deletedAt: null }).where(eq(learners.id, learnerId));
    },
  };
}
