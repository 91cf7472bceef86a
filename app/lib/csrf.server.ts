import { data } from '@remix-run/node';
import Tokens from 'csrf';
import { createCookieReader, createSignedCookie } from './signed-cookies.server';

// Every form carries a token made from a secret that only this site's cookie holds, so a form posted
// from another site (which can read neither) is refused. The secret has its own small signed cookie,
// set by the first page that shows a form: pages without one cost no cookie and no secret.
const tokens = new Tokens();
export const csrfField = 'csrf';

const csrfCookie = createSignedCookie('__csrf');

const readCsrfCookie = createCookieReader(csrfCookie);

async function secretOf(request: Request): Promise<string | null> {
  const secret = await readCsrfCookie(request.headers.get('Cookie'));
  return typeof secret === 'string' && secret ? secret : null;
}

/** A token for the page's forms, and the cookie to set when the visitor had no secret yet. */
export async function createCsrfToken(
  request: Request,
): Promise<{ token: string; setCookie: string | null }> {
  const secret = await secretOf(request);
  if (secret) return { token: tokens.create(secret), setCookie: null };
  const created = tokens.secretSync();
  return { token: tokens.create(created), setCookie: await csrfCookie.serialize(created) };
}

/**
 * The loader answer of a page with a form: its data, the token the form posts (`CsrfInput` reads
 * it) and, for a first form, the secret's cookie.
 */
export async function withCsrf<T extends object>(request: Request, body: T, init?: ResponseInit) {
  const { token, setCookie } = await createCsrfToken(request);
  const headers = new Headers(init?.headers);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data({ ...body, csrf: token }, { ...init, headers });
}

/** Throws 403 unless the form's token matches the visitor's secret. */
export async function requireCsrf(request: Request, formData: FormData): Promise<void> {
  const secret = await secretOf(request);
  const token = formData.get(csrfField);
  if (!secret || typeof token !== 'string' || !tokens.verify(secret, token)) {
    throw data({ code: 'csrf' }, { status: 403 });
  }
}
