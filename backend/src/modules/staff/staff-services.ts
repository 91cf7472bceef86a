import type { PinHasher } from '../../auth/pin-hasher';
import { createSecretSeal } from '../../auth/sealed-secret';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createStaffGuard } from '../../http/require-staff';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { StripeGateway } from '../../providers/payments/stripe-gateway';
import type { AccountService } from '../accounts/account.service';
import type { LearnerRepository } from '../accounts/learner.repository';
import type { OneTimeTokensService } from '../accounts/one-time-tokens.service';
import type { PinAttemptRepository } from '../accounts/pin-attempt.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import type { SubscriptionRepository } from '../subscriptions/subscription.repository';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { createStaffRepository } from './staff.repository';
import { createStaffAuthService } from './staff-auth.service';
import { createStaffLearnersRepository } from './staff-learners.repository';
import { createStaffLearnersService } from './staff-learners.service';
import { createStaffMembersService } from './staff-members.service';
import { createStaffMessagesRepository } from './staff-messages.repository';
import { createStaffMessagesService } from './staff-messages.service';

export type StaffServices = ReturnType<typeof createStaffServices>;

interface Deps {
  db: Database;
  staffSecretKey: string;
  learnerRepository: LearnerRepository;
  subscriptionRepository: SubscriptionRepository;
  subscriptionService: SubscriptionService;
  /** Set when payments go through Stripe: a Stripe plan's refund goes there. */
  stripe: StripeGateway | undefined;
  accountService: AccountService;
  pinAttemptRepository: PinAttemptRepository;
  oneTimeTokens: OneTimeTokensService;
  pinHasher: PinHasher;
  mailSender: MailSender;
  webUrl: string;
  supportEmail: string;
  clock: Clock;
}

/** The back office's services: staff sign-in, its guard, and what staff do for learners. */
export function createStaffServices(deps: Deps) {
  const staffRepository = createStaffRepository(deps.db);
  const staffAuth = createStaffAuthService({
    staffRepository,
    attempts: deps.pinAttemptRepository,
    pinHasher: deps.pinHasher,
    seal: createSecretSeal(deps.staffSecretKey),
    clock: deps.clock,
    webUrl: deps.webUrl,
  });
  const staffLearners = createStaffLearnersService({
    ...deps,
    staffLearnersRepository: createStaffLearnersRepository(deps.db),
    paymentsRepository: createPaymentsRepository(deps.db),
    staffRepository,
    staffAuth,
  });
  const staffMembers = createStaffMembersService({ staffRepository, staffAuth, clock: deps.clock });
  const staffMessagesRepository = createStaffMessagesRepository(deps.db);
  const staffMessages = createStaffMessagesService({ ...deps, staffMessagesRepository, staffRepository });
  return {
    staffRepository,
    staffAuth,
    staffLearners,
    staffMembers,
    staffMessages,
    staffGuard: createStaffGuard(staffAuth),
  };
}
