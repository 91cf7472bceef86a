import { z } from 'zod';
import { freshCode as code, auditReason as reason, recordIdParams, staffRole } from './staff';

// Owners manage the staff: a role changed, an account disabled or enabled, a fresh start (a new
// set-password link, the second factor set up again). Each with a reason, for the audit log.

export const staffMemberParams = recordIdParams;

export const staffMemberAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('change-role'), reason, code, role: staffRole }),
  z.object({ action: z.literal('disable'), reason, code }),
  z.object({ action: z.literal('enable'), reason, code }),
  z.object({ action: z.literal('start-again'), reason, code }),
]);
export type StaffMemberAction = z.output<typeof staffMemberAction>;

export const staffMemberActionResponse = z.object({
  message: z.string(),
  /** With start-again: the new one-time link, shown once. */
  setupUrl: z.string().nullable(),
});
