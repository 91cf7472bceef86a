import type { Database } from '../../db/database';
import { createLearnerRepository, type LearnerRepository } from '../accounts/learner.repository';
import {
  createOneTimeTokenRepository,
  type OneTimeTokenRepository,
} from '../accounts/one-time-token.repository';
import { createPaymentsRepository, type PaymentsRepository } from '../payments/payments.repository';
import {
  createSubscriptionRepository,
  type SubscriptionRepository,
} from '../subscriptions/subscription.repository';
import { type CheckoutRepository, createCheckoutRepository } from './checkout.repository';

export type PurchaseRepository = ReturnType<typeof createPurchaseRepository>;

/** The repositories a purchase writes with, all on its one transaction. */
export interface PurchaseWrites {
  checkouts: CheckoutRepository;
  learners: LearnerRepository;
  subscriptions: SubscriptionRepository;
  oneTimeTokens: OneTimeTokenRepository;
  payments: PaymentsRepository;
}

/**
 * A purchase is stored whole or not at all: the learner, their subscription, the checkout paid and
 * the set-PIN token (and the charge) in one transaction, so a failure halfway leaves nothing a retry would trip on.
 * `changed` tells this backend's caches of the learner once the transaction has committed.
 */
export function createPurchaseRepository(db: Database, changed: (learnerId: number) => void = () => {}) {
  return {
    async write<T>(work: (writes: PurchaseWrites) => Promise<T>): Promise<T> {
      const learnersChanged = new Set<number>();
      const note = (learnerId: number) => learnersChanged.add(learnerId);
      const result = await db.transaction((tx) =>
        work({
          checkouts: createCheckoutRepository(tx),
          learners: createLearnerRepository(tx, note),
          subscriptions: createSubscriptionRepository(tx, note),
          oneTimeTokens: createOneTimeTokenRepository(tx),
          payments: createPaymentsRepository(tx),
        }),
      );
      for (const learnerId of learnersChanged) changed(learnerId);
      return result;
    },
  };
}
