import { describe, expect, it } from 'vitest';
import { createCsrfToken, csrfField, requireCsrf } from '~/lib/csrf.server';
import { sessionStorage } from '~/lib/session.server';

function form(token?: string) {
  const formData = new FormData();
  if (token !== undefined) formData.set(csrfField, token);
  return formData;
}

function statusOf(check: () => void): number | null {
  try {
    check();
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe('anti-forgery tokens', () => {
  it('accepts a token made for the same session', async () => {
    const session = await sessionStorage.getSession();
    const token = createCsrfToken(session);
    expect(statusOf(() => requireCsrf(session, form(token)))).toBeNull();
  });

  it('refuses a missing token, a made-up one and one from another session with 403', async () => {
    const session = await sessionStorage.getSession();
    createCsrfToken(session);
    const other = await sessionStorage.getSession();
    const foreign = createCsrfToken(other);
    expect(statusOf(() => requireCsrf(session, form()))).toBe(403);
    expect(statusOf(() => requireCsrf(session, form('made-up')))).toBe(403);
    expect(statusOf(() => requireCsrf(session, form(foreign)))).toBe(403);
  });

  it('refuses any token when the session has no secret yet', async () => {
    const session = await sessionStorage.getSession();
    expect(statusOf(() => requireCsrf(session, form('anything')))).toBe(403);
  });
});
