import { z } from 'zod';
import { planId } from './admin';
import { multiLineText, singleLineText } from './fields';

// The back office: staff sign-in, and what staff see and do about learners. Messages are English:
// the back office speaks the team's language (decision 053).

/** owner: everything, and the staff; support: learners and messages; finance: plans, refunds and
 * reports; content: previews and news feeds. */
export const STAFF_ROLES = ['owner', 'support', 'finance', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRole = z.enum(STAFF_ROLES);

const staffEmail = singleLineText({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'Enter a valid email address.')
  .pipe(z.email('Enter a valid email address.'));

export const staffSignInRequest = z.object({
  email: staffEmail,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024),
});
export const staffSignInResponse = z.object({
  token: z.string(),
  next: z.enum(['enroll', 'code']).describe('Set up the second factor, or give a code from it'),
});

export const staffCodeRequest = z.object({
  code: singleLineText({ error: 'Enter the code.' })
    .trim()
    .min(6, 'Enter the 6-digit code from your app, or a recovery code.')
    .max(20, 'Enter the 6-digit code from your app, or a recovery code.'),
});
export const staffEnrollment = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app'),
  uri: z.string().describe('otpauth:// URI'),
  qrCode: z.string().describe('The URI as a QR code, a data: URL of a PNG'),
});
export const staffRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const staffVerified = z.object({ recoveryCodesLeft: z.number().int() });

export const staffSetupQuery = z.object({ token: singleLineText().min(16).max(200) });
export const staffSetupResponse = z.object({ email: z.string() });
export const staffPasswordRequest = z.object({
  token: singleLineText().min(16).max(200),
  password: z.string({ error: 'Choose a password.' }).min(1, 'Choose a password.').max(1024),
});

export const staffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRole,
  freshUntil: z.string().nullable().describe('Until when dangerous actions need no new code'),
});

/** A code from the authenticator app, sent with a dangerous action. */
export const freshCode = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((value) => value || undefined)
  .describe('A code from the authenticator app, needed when none was given in the last 5 minutes');

export const createStaffRequest = z.object({ email: staffEmail, role: staffRole, code: freshCode });
export const createStaffResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRole,
  setupUrl: z.string().describe('The one-time link that sets the password (72 hours)'),
});

// Learners, as staff see them.

export const staffLearnerSearchQuery = z.object({
  q: singleLineText().trim().min(2, 'Type at least 2 characters of an email or name.').max(254),
});
export const staffLearnerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  lang: z.string(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  plan: z.string().nullable(),
  status: z.string().nullable(),
});
export const staffLearnerSearchResponse = z.object({ learners: z.array(staffLearnerRow) });
/** A learner, staff member or message named by its id in the path. */
export const recordIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const staffLearnerParams = recordIdParams;

const subscriptionRow = z.object({
  id: z.string(),
  plan: z.string(),
  status: z.string(),
  provider: z.string(),
  providerCustomerId: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  trialEnd: z.string().nullable(),
  unitAmount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  card: z.string().nullable(),
});
const paymentRow = z.object({
  id: z.string(),
  subscriptionId: z.string().nullable(),
  kind: z.enum(['charge', 'refund']),
  status: z.enum(['succeeded', 'failed']),
  amount: z.number().int().describe('Minor units, positive for a refund too'),
  currency: z.string(),
  plan: z.string().nullable(),
  provider: z.string(),
  providerReference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const auditEntry = z.object({
  id: z.number().int(),
  staffEmail: z.string(),
  action: z.string(),
  learnerId: z.number().int().nullable(),
  learnerEmail: z.string().nullable(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export const staffLearnerDetail = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  certificateName: z.string().nullable(),
  lang: z.string(),
  marketingConsent: z.boolean(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable().describe('When a deleted account is removed for good'),
  pin: z.object({ isSet: z.boolean(), lockedUntil: z.string().nullable(), wrongTries: z.number().int() }),
  subscriptions: z.array(subscriptionRow),
  payments: z.array(paymentRow).describe('Every charge and refund, newest first'),
  progress: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      lessonsDone: z.number().int(),
      lessons: z.number().int(),
      startedAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  certificates: z.array(z.object({ number: z.string(), courseId: z.string(), issuedAt: z.string() })),
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      kind: z.string(),
      subject: z.string(),
      createdAt: z.string(),
    }),
  ),
  messages: z.array(
    z.object({ id: z.number().int(), topic: z.string(), description: z.string(), createdAt: z.string() }),
  ),
  audit: z.array(auditEntry),
});

/** Every action names why: it goes to the audit log. */
export const auditReason = multiLineText({ error: 'Say why, for the audit log.' })
  .trim()
  .min(3, 'Say why, for the audit log.')
  .max(500, 'Keep the reason under 500 characters.');
export const staffLearnerAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('grant-plan'), reason: auditReason, plan: planId }),
  z.object({
    action: z.literal('extend-plan'),
    reason: auditReason,
    days: z.coerce.number().int().min(1, 'Extend by 1 to 90 days.').max(90, 'Extend by 1 to 90 days.'),
  }),
  z.object({ action: z.literal('cancel-at-period-end'), reason: auditReason }),
  z.object({ action: z.literal('resend-set-pin-link'), reason: auditReason }),
  z.object({ action: z.literal('lift-pin-lock'), reason: auditReason }),
  z.object({
    action: z.literal('change-email'),
    reason: auditReason,
    email: staffEmail,
    code: freshCode,
  }),
  z.object({ action: z.literal('delete-account'), reason: auditReason, code: freshCode }),
  z.object({ action: z.literal('undo-deletion'), reason: auditReason }),
  z.object({ action: z.literal('end-and-refund'), reason: auditReason, code: freshCode }),
]);
export type StaffLearnerAction = z.output<typeof staffLearnerAction>;
export type StaffLearnerActionName = StaffLearnerAction['action'];

/** Who may do each action for a learner (owners may do all): support keeps accounts, finance plans. */
export const LEARNER_ACTION_ROLES: Record<StaffLearnerActionName, readonly StaffRole[]> = {
  'grant-plan': ['support', 'finance'],
  'extend-plan': ['support', 'finance'],
  'cancel-at-period-end': ['support', 'finance'],
  'resend-set-pin-link': ['support'],
  'lift-pin-lock': ['support'],
  'change-email': ['support'],
  'delete-account': ['support'],
  'undo-deletion': ['support'],
  'end-and-refund': ['finance'],
};

export const mayDoForLearner = (role: StaffRole, action: StaffLearnerActionName) =>
  role === 'owner' || LEARNER_ACTION_ROLES[action].includes(role);
export const staffActionResponse = z.object({ message: z.string() });

export const auditQuery = z.object({
  learnerId: z.coerce.number().int().min(1).optional(),
  before: z.coerce.number().int().min(1).optional(),
});
export const auditResponse = z.object({
  entries: z.array(auditEntry),
  nextBefore: z.number().int().nullable(),
});

export const staffListResponse = z.object({
  staff: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      role: staffRole,
      secondFactor: z.boolean().describe('Whether they have set up their authenticator app'),
      disabled: z.boolean(),
      lastSignInAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
