import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageStatus } from '../../contract/staff-messages';
import type { Database } from '../../db/database';
import { learners, supportReplies, supportRequests } from '../../db/schema';

export type StaffMessagesRepository = ReturnType<typeof createStaffMessagesRepository>;
export type ReplyRecord = typeof supportReplies.$inferSelect;

/** A learner with the message's address (emails are unique and lower-case on both sides). */
const byEmail = alias(learners, 'learner_by_email');
/** The learner a message is from: the account that sent it, else a learner with its address. */
const linkedLearner = sql<number | null>`coalesce(${supportRequests.learnerId}, ${byEmail.id})`;

/** What the back office reads and writes of the contact form's messages and staff replies. */
export function createStaffMessagesRepository(db: Database) {
  const messageColumns = {
    id: supportRequests.id,
    name: supportRequests.name,
    email: supportRequests.email,
    topic: supportRequests.topic,
    description: supportRequests.description,
    status: supportRequests.status,
    createdAt: supportRequests.createdAt,
    updatedAt: supportRequests.updatedAt,
    learnerId: linkedLearner,
  };

  return {
    /** A page of one status, newest first. */
    page(status: MessageStatus, beforeId: number | undefined, limit: number) {
      return db
        .select(messageColumns)
        .from(supportRequests)
        .leftJoin(byEmail, eq(byEmail.email, supportRequests.email))
        .where(
          and(
            eq(supportRequests.status, status),
            beforeId === undefined ? undefined : lt(supportRequests.id, beforeId),
          ),
        )
        .orderBy(desc(supportRequests.id))
        .limit(limit);
    },

    async counts(): Promise<Record<MessageStatus, number>> {
      const rows = await db
        .select({ status: supportRequests.status, count: count() })
        .from(supportRequests)
        .groupBy(supportRequests.status);
      const counts = { new: 0, answered: 0, closed: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    async find(id: number) {
      const [row] = await db
        .select(messageColumns)
        .from(supportRequests)
        .leftJoin(byEmail, eq(byEmail.email, supportRequests.email))
        .where(eq(supportRequests.id, id));
      return row;
    },

    async learner(id: number) {
      const [row] = await db
        .select({ id: learners.id, email: learners.email, lang: learners.lang })
        .from(learners)
        .where(eq(learners.id, id));
      return row;
    },

    repliesTo(requestId: number): Promise<ReplyRecord[]> {
      return db
        .select()
        .from(supportReplies)
        .where(eq(supportReplies.requestId, requestId))
        .orderBy(asc(supportReplies.id));
    },

    addReply(reply: Omit<ReplyRecord, 'id'>) {
      return db.insert(supportReplies).values(reply);
    },

    setStatus(id: number, status: MessageStatus, at: Date) {
      return db.update(supportRequests).set({ status, updatedAt: at }).where(eq(supportRequests.id, id));
    },
  };
}
