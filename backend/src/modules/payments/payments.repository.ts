import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema';

export type PaymentRecord = typeof payments.$inferSelect;
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** A new id for a payment the built-in provider made (Stripe's own ids name Stripe's). */
export const newPaymentId = () => `pay_${randomBytes(12).toString('hex')}`;

/** The refund of a charge has an id made from the charge's: a charge is refunded once, whoever asks. */
export const refundIdOf = (chargeId: string) => `refund_${chargeId}`;

/** Money that moved, or tried to: charges and refunds, as each provider reported them. */
export function createPaymentsRepository(db: Database) {
  return {
    /** Adds a payment; false when one with its id is already there (a replayed event, a second refund). */
    async add(record: PaymentRecord): Promise<boolean> {
      const rows = await db
        .insert(payments)
        .values(record)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** Newest first. */
    listForLearner(learnerId: number): Promise<PaymentRecord[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.learnerId, learnerId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /** The subscription's last charge that went through, the one a refund gives back. */
    async lastSucceededCharge(subscriptionId: string): Promise<PaymentRecord | undefined> {
      const [record] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.subscriptionId, subscriptionId),
            eq(payments.kind, 'charge'),
            eq(payments.status, 'succeeded'),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return record;
    },

    async findById(id: string): Promise<PaymentRecord | undefined> {
      const [record] = await db.select().from(payments).where(eq(payments.id, id));
      return record;
    },
  };
}
