import { z } from 'zod';
import { multiLineText } from './fields';
import { staffRole } from './staff';

// Owners manage the staff: a role changed, an account disabled or enabled, a fresh start (a new
// set-password link, the second factor set up again). Each with a reason, for the audit log.

const reason = multiLineText({ error: 'Say why, for the audit log.' })
  .trim()
  .min(3, 'Say why, for the audit log.')
  .max(500, 'Keep the reason under 500 characters.');
const code = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((value) => value || undefined);

export const staffMemberParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

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
