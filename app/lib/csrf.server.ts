import { data } from '@remix-run/node';
import Tokens from 'csrf';
import type { AppSession } from './session.server';

// Every form carries a token tied to a secret in the signed session cookie, so a form posted
// from another site (which cannot read the token) is refused.
const tokens = new Tokens();
export const csrfField = 'csrf';

/** The session's secret, created on first use; returns whether the session needs committing. */
export function ensureCsrfSecret(session: AppSession): boolean {
  if (session.get('csrfSecret')) return false;
  session.set('csrfSecret', tokens.secretSync());
  return true;
}

export function createCsrfToken(session: AppSession): string {
  ensureCsrfSecret(session);
  return tokens.create(session.get('csrfSecret') as string);
}

/** Throws 403 unless the form's token matches the session's secret. */
export function requireCsrf(session: AppSession, formData: FormData) {
  const secret = session.get('csrfSecret');
  const token = formData.get(csrfField);
  if (!secret || typeof token !== 'string' || !tokens.verify(secret, token)) {
    throw data({ code: 'csrf' }, { status: 403 });
  }
}
