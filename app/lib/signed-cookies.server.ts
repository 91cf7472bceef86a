import { type Cookie, createCookie } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import { config } from './config.server';

/** A cookie of this site signed with the session secret, kept 30 days, out of scripts' reach. */
export function createSignedCookie(name: string): Cookie {
  return createCookie(name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    secrets: [config.sessionSecret],
    maxAge: 60 * 60 * 24 * 30,
  });
}

/**
 * Reads a signed cookie from a Cookie header, remembering the result per header: a browser sends
 * the same header on every visit, and a page's loaders and its rendering each read it, while each
 * reading checks a signature. Callers get the kept value itself: copy it before changing it.
 */
export function createCookieReader(cookie: Cookie, max = 5_000) {
  const read = new LRUCache<string, Promise<unknown>>({ max });
  return (header: string | null): Promise<unknown> => {
    if (!header) return Promise.resolve(null);
    let value = read.get(header);
    if (!value) {
      value = cookie.parse(header);
      read.set(header, value);
      // A failed reading is not kept.
      value.catch(() => read.delete(header));
    }
    return value;
  };
}
