import type { BrowserContext } from '@playwright/test';
import { createCookieSessionStorage } from '@remix-run/node';
import { stackSecret } from './learners';

// The web app's session cookie, made here with the stack's own secret: tests that are not about
// signing in start signed in, without walking through the sign-in pages each time.

const storage = () =>
  createCookieSessionStorage({
    cookie: {
      name: '__session',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secrets: [stackSecret('session-secret')],
    },
  });

type Auth = { token: string; email: string; language?: string };

/** The value of a signed-in session cookie for this backend token. */
export async function sessionCookieValue(auth: Auth): Promise<string> {
  const sessions = storage();
  const session = await sessions.getSession();
  session.set('auth', auth);
  const header = await sessions.commitSession(session);
  const value = /^__session=([^;]*)/.exec(header)?.[1];
  if (!value) throw new Error('The session cookie could not be made');
  return value;
}

/** Puts a signed-in session for this backend token into the browser context. */
export async function setSessionCookie(context: BrowserContext, auth: Auth) {
  const value = await sessionCookieValue(auth);
  await context.addCookies([
    { name: '__session', value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
}
