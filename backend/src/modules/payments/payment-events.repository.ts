import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentEvents } from '../../db/schema';

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;

/** The provider's events already processed, so a replayed delivery changes nothing. */
export function createPaymentEventsRepository(db: Database) {
  return {
    async seen(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, id));
      return rows.length > 0;
    },

    async record(id: string, type: string, at: Date): Promise<void> {
      await db.insert(paymentEvents).values({ id, type, receivedAt: at }).onConflictDoNothing();
    },
  };
}
