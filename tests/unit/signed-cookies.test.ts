import { describe, expect, it } from 'vitest';
import { getAuth, getSession, sessionStorage } from '~/lib/session.server';
import { createCookieReader, createSignedCookie } from '~/lib/signed-cookies.server';

describe('signed cookies', () => {
  it('are read once per Cookie header, and a header with a forged signature reads as nothing', async () => {
    const cookie = createSignedCookie('__test');
    let readings = 0;
    const read = createCookieReader({
      ...cookie,
      parse: (header: string | null) => {
        readings += 1;
        return cookie.parse(header);
      },
    });
    const header = (await cookie.serialize('secret-value')).split(';')[0] ?? '';
    expect(await read(header)).toBe('secret-value');
    expect(await read(header)).toBe('secret-value');
    expect(readings).toBe(1);

    const forged = header.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(await read(forged)).toBeNull();
    expect(await read(null)).toBeNull();
  });

  it('give every caller its own session, so reading a flash message leaves it for the next reader', async () => {
    const session = await sessionStorage.getSession();
    session.set('auth', { token: 't', email: 'ada@example.com' });
    session.flash('toast', { type: 'success', key: 'learning:lesson.errors.saveFailed' });
    const header = (await sessionStorage.commitSession(session)).split(';')[0] ?? '';
    const request = () => new Request('http://localhost/courses', { headers: { Cookie: header } });

    const first = await getSession(request());
    expect(first.get('toast')).toEqual({ type: 'success', key: 'learning:lesson.errors.saveFailed' });
    expect(first.get('toast')).toBeUndefined();
    first.set('auth', { token: 'changed', email: 'eve@example.com' });

    const second = await getSession(request());
    expect(second.get('toast')).toEqual({ type: 'success', key: 'learning:lesson.errors.saveFailed' });
    expect(second.get('auth')).toEqual({ token: 't', email: 'ada@example.com' });
    expect(await getAuth(request())).toEqual({ token: 't', email: 'ada@example.com' });
    expect(await getAuth(new Request('http://localhost/courses'))).toBeNull();
  });
});
