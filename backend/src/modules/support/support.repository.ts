import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { feedback, supportRequests } from '../../db/schema';

export type SupportRequestRecord = typeof supportRequests.$inferSelect;
export type FeedbackRecord = typeof feedback.$inferSelect;
export type SupportRepository = ReturnType<typeof createSupportRepository>;

export function createSupportRepository(db: Database) {
  return {
    async addRequest(request: Omit<SupportRequestRecord, 'id' | 'status' | 'updatedAt'>): Promise<void> {
      await db.insert(supportRequests).values(request);
    },

    async addFeedback(entry: Omit<FeedbackRecord, 'id'>): Promise<void> {
      await db.insert(feedback).values(entry);
    },

    requestsOf(learnerId: number): Promise<SupportRequestRecord[]> {
      return db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.learnerId, learnerId))
        .orderBy(desc(supportRequests.id));
    },

    feedbackOf(learnerId: number): Promise<FeedbackRecord[]> {
      return db.select().from(feedback).where(eq(feedback.learnerId, learnerId)).orderBy(desc(feedback.id));
    },
  };
}
