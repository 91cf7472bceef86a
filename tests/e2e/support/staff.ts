import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { createCookieSessionStorage } from '@remix-run/node';
import { generate } from 'otplib';
import { stackSecret } from './learners';
import { ports } from './ports';

// Staff of the back office, made through the backend's API as `npm run admin -- staff:create` and a
// first sign-in would make them, with a real TOTP second factor.

const backend = `http://127.0.0.1:${ports.backend}`;
export const STAFF_PASSWORD = 'amber heron teapot violin 7';

type Role = 'owner' | 'support' | 'finance' | 'content';

async function call<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${backend}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new staff member as the terminal makes one: their email and the one-time set-password link. */
export async function addStaff(role: Role): Promise<{ email: string; setupUrl: string }> {
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const { setupUrl } = await call<{ setupUrl: string }>('POST', '/api/admin/staff', {
    token: stackSecret('admin-token'),
    body: { email, role },
  });
  return { email, setupUrl };
}

/** The code an authenticator app shows now for this key (spaces as the page shows them are fine). */
export const codeFor = (secret: string) => generate({ secret: secret.replace(/\s+/g, '') });

/** A staff member signed in through the API (password, enrolled second factor): their session token. */
export async function signedInStaff(role: Role): Promise<{ email: string; token: string }> {
  const { email, setupUrl } = await addStaff(role);
  const setupToken = new URL(setupUrl).searchParams.get('token');
  await call('POST', '/api/staff/setup', { body: { token: setupToken, password: STAFF_PASSWORD } });
  const { token } = await call<{ token: string }>('POST', '/api/staff/sign-in', {
    body: { email, password: STAFF_PASSWORD },
  });
  const { secret } = await call<{ secret: string }>('GET', '/api/staff/enrollment', { token });
  await call('POST', '/api/staff/enrollment', { token, body: { code: await codeFor(secret) } });
  return { email, token };
}

/** Puts a signed-in back-office session into the browser, as signing in would. */
export async function setStaffCookie(
  context: BrowserContext,
  staff: { email: string; token: string },
  role: Role,
) {
  const storage = createCookieSessionStorage({
    cookie: {
      name: '__staff',
      path: '/admin',
      httpOnly: true,
      sameSite: 'strict',
      secrets: [stackSecret('session-secret')],
    },
  });
  const session = await storage.getSession();
  session.set('token', staff.token);
  session.set('stage', 'signed-in');
  session.set('email', staff.email);
  session.set('role', role);
  const value = /^__staff=([^;]*)/.exec(await storage.commitSession(session))?.[1];
  if (!value) throw new Error('The staff cookie could not be made');
  await context.addCookies([
    { name: '__staff', value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Strict' },
  ]);
}

/** A staff member of this role, signed in in the browser. */
export async function signInStaff(context: BrowserContext, role: Role) {
  const staff = await signedInStaff(role);
  await setStaffCookie(context, staff, role);
  return staff;
}
