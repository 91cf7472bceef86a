import { randomInt } from 'node:crypto';
import type { PinHasher } from '../../auth/pin-hasher';
import type { Clock } from '../../clock';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { defaultUsername } from './account-rules';
import type { LearnerRepository } from './learner.repository';

export const DEMO_EMAIL = 'demo@skillpilot.app';

interface DemoLearnerDeps {
  learnerRepository: LearnerRepository;
  subscriptionService: SubscriptionService;
  pinHasher: PinHasher;
  clock: Clock;
}

/**
 * On the first start of an empty embedded database: a learner to try the app with, on an active
 * 4-week plan. Answers the email and PIN to show once, or undefined when there are learners already.
 */
export async function createDemoLearnerIfEmpty(
  deps: DemoLearnerDeps,
  pin = String(randomInt(0, 10_000)).padStart(4, '0'),
): Promise<{ email: string; pin: string } | undefined> {
  if (await deps.learnerRepository.hasAny()) return undefined;
  const learner = await deps.learnerRepository.create({
    email: DEMO_EMAIL,
    username: defaultUsername(DEMO_EMAIL),
    pinHash: await deps.pinHasher.hash(pin),
    lang: 'en',
    createdAt: deps.clock(),
  });
  if (!learner) return undefined;
  await deps.subscriptionService.start(learner.id, '4-week', 'active');
  return { email: DEMO_EMAIL, pin };
}
