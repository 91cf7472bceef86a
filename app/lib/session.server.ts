import { createCookieSessionStorage, createSession, type Session } from '@remix-run/node';
import { createCookieReader, createSignedCookie } from './signed-cookies.server';

/** A message for the next page; a number in `values` picks the plural form (`count`). */
export type Toast = { type: 'success' | 'error'; key: string; values?: Record<string, string | number> };

/** The signed-in learner: the backend's token, their id for the calls that name it, and what the shell shows. */
export type Learner = { token: string; email: string; id?: number; language?: string };

type SessionData = {
  /** The bearer token of the signed-in learner and what the shell needs about them. */
  auth: Learner;
  /** Sign-in between its email step and its PIN step; kept here so the email never sits in a URL. */
  login: { email: string; redirectTo?: string };
  /**
   * First PIN from the set-PIN link: the setup token leaves the URL; the first entry is kept only
   * as a keyed digest (the cookie is signed, not encrypted), enough to check the second entry.
   */
  pinSetup: { email: string; token: string; pinDigest?: string };
  /** PIN reset from the emailed link, between its enter and confirm steps (digest as above). */
  pinReset: { token: string; pinDigest?: string };
  /** The visitor's one-minute quiz: the backend's lead that holds their answers (one quiz at a time). */
  quiz: { funnel: number; variant: number; leadId: string };
  /** A learner whose plan lapsed signed in with the right PIN: the proof /plans starts their checkout with. */
  renewal: { email: string; token: string };
  /**
   * The checkout this browser started and its key, which the backend asks for before it shows the
   * buyer's email, takes the card or hands over the PIN step after Stripe's page.
   */
  checkout: { id: string; key: string };
};
type FlashData = {
  toast: Toast;
  /** A locale key the next page shows as its form's error (e.g. PINs that did not match). */
  formError: string;
};

const sessionCookie = createSignedCookie('__session');

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({ cookie: sessionCookie });

export type AppSession = Session<SessionData, FlashData>;

const readSessionCookie = createCookieReader(sessionCookie);

/** The visitor's session, as `sessionStorage.getSession` makes it, from a cookie read once. */
export async function getSession(request: Request): Promise<AppSession> {
  const data = await readSessionCookie(request.headers.get('Cookie'));
  // Each caller gets its own copy: reading a flash message removes it, and callers set values.
  return createSession(data && typeof data === 'object' ? structuredClone(data) : {});
}

/**
 * Who is signed in, read only: the shell, the language and the page each ask, and the cookie's
 * reading is kept per Cookie header, so this copies nothing.
 */
export async function getAuth(request: Request): Promise<Readonly<SessionData['auth']> | null> {
  const data = await readSessionCookie(request.headers.get('Cookie'));
  return (data as Partial<SessionData> | null)?.auth ?? null;
}

/** Sets a one-time message shown on the next page; returns the Set-Cookie header value. */
export async function flashToast(request: Request, toast: Toast): Promise<string> {
  const session = await getSession(request);
  session.flash('toast', toast);
  return sessionStorage.commitSession(session);
}
