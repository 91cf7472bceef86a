import { describe, expect, it } from 'vitest';
import { createCsrfToken, csrfField, requireCsrf } from '~/lib/csrf.server';

function form(token?: string) {
  const formData = new FormData();
  if (token !== undefined) formData.set(csrfField, token);
  return formData;
}

/** A request carrying the cookie a page's answer set, as the browser sends it back. */
function requestWith(setCookie: string | null) {
  const cookie = setCookie?.split(';')[0];
  return new Request('http://localhost/form', cookie ? { headers: { Cookie: cookie } } : {});
}

async function statusOf(check: Promise<void>): Promise<number | null> {
  try {
    await check;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe('anti-forgery tokens', () => {
  it('accepts a token made for the same visitor', async () => {
    const first = await createCsrfToken(new Request('http://localhost/form'));
    expect(first.setCookie).toMatch(/^__csrf=.+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const visitor = requestWith(first.setCookie);
    expect(await statusOf(requireCsrf(visitor, form(first.token)))).toBeNull();
    // The next page reuses the secret: a new token, no new cookie, and both tokens pass.
    const next = await createCsrfToken(visitor);
    expect(next.setCookie).toBeNull();
    expect(await statusOf(requireCsrf(visitor, form(next.token)))).toBeNull();
  });

  it('refuses a missing token, a made-up one and one from another visitor with 403', async () => {
    const mine = await createCsrfToken(new Request('http://localhost/form'));
    const other = await createCsrfToken(new Request('http://localhost/form'));
    const visitor = requestWith(mine.setCookie);
    expect(await statusOf(requireCsrf(visitor, form()))).toBe(403);
    expect(await statusOf(requireCsrf(visitor, form('made-up')))).toBe(403);
    expect(await statusOf(requireCsrf(visitor, form(other.token)))).toBe(403);
  });

  it('refuses any token when the visitor has no secret, or a forged one', async () => {
    const { token } = await createCsrfToken(new Request('http://localhost/form'));
    expect(await statusOf(requireCsrf(requestWith(null), form(token)))).toBe(403);
    expect(await statusOf(requireCsrf(requestWith('__csrf=InNlY3JldCI%3D'), form(token)))).toBe(403);
  });
});
