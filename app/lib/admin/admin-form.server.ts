import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { ApiError } from '../api.server';
import { requireCsrf } from '../csrf.server';
import { readForm } from '../form.server';
import { refused } from '../form-reply.server';

/** What a back-office form's action answers when it refuses: each field's and the form's problems. */
export type AdminFormReply = {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
  /** What was typed, to show again (never a password or a code). */
  values: Record<string, string>;
  /** Set when a dangerous action needs a code from the authenticator app first. */
  needsCode?: boolean;
};

const KEEP_OUT = new Set(['password', 'code', 'csrf']);

function typed(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries())
    if (typeof value === 'string' && !KEEP_OUT.has(name)) values[name] = value;
  return values;
}

/** Reads a posted back-office form (size limit, anti-forgery token) and checks it with its schema. */
export async function readAdminForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { rename?: Record<string, string> } = {},
) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const checked = new FormData();
  for (const [name, value] of formData.entries()) checked.append(options.rename?.[name] ?? name, value);
  const submission = parseWithZod(checked, { schema });
  if (submission.status === 'success')
    return { ok: true as const, value: submission.value as z.output<S>, formData };
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {}))
    if (messages?.length) fieldErrors[name || 'form'] = messages;
  return {
    ok: false as const,
    reply: refused<AdminFormReply>({ fieldErrors, formErrors: [], values: typed(formData) }),
  };
}

/**
 * A backend refusal as the form shows it: its English message (the back office's API speaks to
 * staff), with the field it is about when known. Failures to reach the backend are rethrown.
 */
export function refusedByStaffApi(error: unknown, formData: FormData, field?: string) {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 401 && error.code === 'Unauthorized') throw error;
  const values = typed(formData);
  const needsCode = error.code === 'FreshCodeNeeded';
  const message =
    error.status === 429 && error.code === 'TooManyRequests'
      ? 'Too many tries: wait a minute and try again.'
      : error.message;
  const reply: AdminFormReply = field
    ? { fieldErrors: { [field]: [message] }, formErrors: [], values, needsCode }
    : { fieldErrors: {}, formErrors: [message], values, needsCode };
  const status = error.status >= 400 && error.status < 500 ? error.status : 502;
  return refused(reply, status);
}

export const notFound = () => data({ code: 'not_found' }, { status: 404 });
