import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from '@remix-run/node';
import { pinFieldName, withJoinedPin } from '~/forms/pin-form';
import { pinStepSchema } from '~/forms/pin-form.server';
import type { FormMessage } from './auth-errors';
import { config } from './config.server';
import { type AppSession, sessionStorage } from './session.server';

/** What every PIN step's action answers when it does not move on. */
export type PinActionData = { result: SubmissionResult<string[]>; message: FormMessage | null };

/** The four boxes checked as one PIN; the reply never carries the PIN back to the page. */
export function parsePinForm(formData: FormData) {
  const submission = parseWithZod(withJoinedPin(formData), { schema: pinStepSchema });
  return { submission, reply: () => submission.reply({ hideFields: [pinFieldName] }) };
}

export async function redirectWithSession(session: AppSession, location: string): Promise<Response> {
  return redirect(location, { headers: { 'Set-Cookie': await sessionStorage.commitSession(session) } });
}

/** A message the previous step left for this page (read once), and the cookie that forgets it. */
export async function takeFormError(
  session: AppSession,
): Promise<{ message: FormMessage | null; headers: HeadersInit | undefined }> {
  const key = session.get('formError');
  if (!key) return { message: null, headers: undefined };
  return { message: { key }, headers: { 'Set-Cookie': await sessionStorage.commitSession(session) } };
}

/** The first entry of a new PIN as the session keeps it: a digest keyed with the server's secret. */
export function pinDigest(pin: string): string {
  return createHmac('sha256', config.sessionSecret).update(`new-pin:${pin}`).digest('base64url');
}

/** Whether the second entry is the PIN whose digest the first step kept. */
export function matchesPinDigest(pin: string, digest: string): boolean {
  const expected = Buffer.from(pinDigest(pin));
  const kept = Buffer.from(digest);
  return expected.length === kept.length && timingSafeEqual(expected, kept);
}
