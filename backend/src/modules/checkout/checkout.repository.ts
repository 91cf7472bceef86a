import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkouts } from '../../db/schema';

export type CheckoutRecord = typeof checkouts.$inferSelect;
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;

export function createCheckoutRepository(db: Database) {
  return {
    async create(
      record: Omit<
        CheckoutRecord,
        'failedAttempts' | 'paidAt' | 'providerSessionId' | 'providerUrl' | 'pinSetupHandedAt'
      >,
    ): Promise<CheckoutRecord> {
      const [created] = await db.insert(checkouts).values(record).returning();
      if (!created) throw new Error('checkout not created');
      return created;
    },

    async find(id: string): Promise<CheckoutRecord | undefined> {
      const [record] = await db.select().from(checkouts).where(eq(checkouts.id, id));
      return record;
    },

    /** Reads a checkout and holds it until the transaction ends: a purchase is recorded once. */
    async lock(id: string): Promise<CheckoutRecord | undefined> {
      const [record] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
      return record;
    },

    /** Takes an open checkout for one payment attempt; undefined when it is paid or being paid. */
    async claim(id: string): Promise<CheckoutRecord | undefined> {
      const [record] = await db
        .update(checkouts)
        .set({ status: 'paying' })
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
        .returning();
      return record;
    },

    /** A refused card: the checkout is open again for another try. */
    async release(id: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ status: 'open', failedAttempts: sql`${checkouts.failedAttempts} + 1` })
        .where(eq(checkouts.id, id));
    },

    /** Paid; `pinSetupHanded` when the browser that paid got the PIN step with the answer. */
    async markPaid(id: string, learnerId: number, at: Date, pinSetupHanded: boolean): Promise<void> {
      await db
        .update(checkouts)
        .set({ status: 'paid', learnerId, paidAt: at, pinSetupHandedAt: pinSetupHanded ? at : null })
        .where(eq(checkouts.id, id));
    },

    /** Stripe's Checkout Session for this checkout, and its hosted page. */
    async setProviderSession(id: string, sessionId: string, url: string | null): Promise<CheckoutRecord> {
      const [record] = await db
        .update(checkouts)
        .set({ providerSessionId: sessionId, providerUrl: url })
        .where(eq(checkouts.id, id))
        .returning();
      if (!record) throw new Error(`checkout ${id} vanished`);
      return record;
    },

    /** Takes the PIN step for the browser that paid; false once it was taken. */
    async takePinSetup(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(checkouts)
        .set({ pinSetupHandedAt: at })
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'paid'), isNull(checkouts.pinSetupHandedAt)))
        .returning({ id: checkouts.id });
      return rows.length > 0;
    },
  };
}
