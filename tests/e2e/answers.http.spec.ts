import { request as httpRequest } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { backendToken, createLearner, deleteLearner } from './support/learners';
import { ports } from './support/ports';
import { sessionCookieValue } from './support/session-cookie';

// What the web app answers, checked without a browser: statuses, headers and bodies.

/**
 * Posts a body in chunks, without a declared length, as a script or a slow phone may. With
 * `keepSending`, the body never ends: an answer can then only come before it does.
 */
function postChunked(
  path: string,
  bytes: number,
  { keepSending = false } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const post = httpRequest(
      {
        host: '127.0.0.1',
        port: ports.web,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          post.destroy();
        });
      },
    );
    post.on('error', reject);
    const chunk = `a=${'x'.repeat(8190)}`;
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!post.write(chunk)) {
          post.once('drain', write);
          return;
        }
      }
      if (!keepSending) post.end();
    };
    write();
  });
}

/** A page's anti-forgery token, read as a browser would get it (the cookie stays in `request`). */
async function csrfOf(request: APIRequestContext, path: string): Promise<string> {
  const page = await (await request.get(path)).text();
  const token = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error(`No anti-forgery token on ${path}`);
  return token;
}

test.describe('oversized posts', () => {
  test('answer 413 at once, whether their length is declared or not', async ({ request }) => {
    for (const path of ['/login', '/restore-pass', '/feedback', '/support']) {
      const answer = await postChunked(path, 150 * 1024);
      expect(answer.status, path).toBe(413);
      expect(answer.body, path).toContain('That was too much to send');
      // At once: the answer comes while the sender is still sending.
      const early = await postChunked(path, 100 * 1024, { keepSending: true });
      expect(early.status, path).toBe(413);
      expect(early.body, path).toContain('That was too much to send');
    }
    const declared = await request.post('/restore-pass', {
      form: { email: 'someone@example.com', padding: 'x'.repeat(200 * 1024) },
    });
    expect(declared.status()).toBe(413);
    expect(await declared.text()).toContain('That was too much to send');
  });

  test('leave the server answering the next visitor', async ({ request }) => {
    await Promise.all(Array.from({ length: 20 }, () => postChunked('/login', 200 * 1024)));
    const next = await request.get('/login');
    expect(next.status()).toBe(200);
  });
});

test.describe('refused forms', () => {
  test('answer 4xx and put Error first in the title', async ({ request }) => {
    const csrf = await csrfOf(request, '/restore-pass');
    const invalid = await request.post('/restore-pass', { form: { csrf, email: 'not an email' } });
    expect(invalid.status()).toBe(400);
    const page = await invalid.text();
    expect(page).toMatch(/<title>Error: Forgot your PIN code\? · Skillpilot<\/title>/);
    expect(page).toContain('Please enter a valid email address');

    const valid = await request.get('/restore-pass');
    expect(await valid.text()).toMatch(/<title>Forgot your PIN code\? · Skillpilot<\/title>/);
  });
});

test.describe('signed-in pages', () => {
  test('are never stored by the browser, so Back after logging out shows nothing personal', async ({
    request,
    playwright,
  }) => {
    const learner = await createLearner();
    try {
      const token = await backendToken(learner);
      const cookie = `__session=${await sessionCookieValue({ token, email: learner.email, language: 'en' })}`;
      for (const path of ['/profile', '/subscription', '/dashboard', '/profile/export']) {
        const answer = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
        expect(answer.status(), path).toBe(200);
        expect(answer.headers()['cache-control'], path).toContain('no-store');
      }
      // A visitor who is not signed in (a fresh context, without the cookies above).
      const visitor = await playwright.request.newContext();
      const signedOut = await visitor.get('/terms');
      expect(signedOut.headers()['cache-control'] ?? '').not.toContain('no-store');
      await visitor.dispose();
    } finally {
      await deleteLearner(learner.id);
    }
  });
});

test.describe('pages shown again from memory', () => {
  test('carry their own nonce and anti-forgery token, and change as soon as the data does', async ({
    playwright,
  }) => {
    const learner = await createLearner();
    const browser = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${ports.web}` });
    try {
      const token = await backendToken(learner);
      const session = `__session=${await sessionCookieValue({ token, email: learner.email, language: 'en' })}`;
      // The first page gives the browser its anti-forgery secret; later pages are made with it.
      const first = await browser.get('/courses', { headers: { cookie: session } });
      const secret = /__csrf=[^;]+/.exec(first.headers()['set-cookie'] ?? '')?.[0];
      expect(secret).toBeTruthy();
      const cookie = `${session}; ${secret}`;

      const visit = async () => {
        const answer = await browser.get('/courses', { headers: { cookie } });
        expect(answer.status()).toBe(200);
        const html = await answer.text();
        const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? '';
        const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
        return { html, nonce, csrf, timing: answer.headers()['server-timing'] ?? '' };
      };
      const rendered = await visit();
      const kept = await visit();
      expect(kept.timing).toBe('page;desc="kept"');
      expect(kept.nonce).not.toBe(rendered.nonce);
      expect(kept.csrf).not.toBe(rendered.csrf);
      // Every script runs under this answer's nonce, and the page is otherwise the same.
      const scripts = [...kept.html.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(2);
      expect(new Set(scripts)).toEqual(new Set([kept.nonce]));
      const plain = (visited: typeof kept) =>
        visited.html.replaceAll(visited.nonce, 'NONCE').replaceAll(visited.csrf, 'CSRF');
      expect(plain(kept)).toBe(plain(rendered));
      expect(kept.html).toContain('value="mark-active"');

      // The kept page's token is this browser's: the form it carries is accepted.
      const marked = await browser.post('/courses', {
        headers: { cookie },
        form: { csrf: kept.csrf, intent: 'mark-active' },
        maxRedirects: 0,
      });
      expect(marked.status()).toBe(302);
      expect(marked.headers().location).toBe('/courses');
      // The streak changed: the page is made again, never the kept one from before.
      const after = await visit();
      expect(after.timing).toContain('rendered');
      expect(after.html).not.toContain('value="mark-active"');
      expect(after.html).toContain('streak-active-today');
    } finally {
      await browser.dispose();
      await deleteLearner(learner.id);
    }
  });
});

test.describe('page language', () => {
  test('names the language the page is written in', async ({ request }) => {
    const lang = async (path: string, headers: Record<string, string> = {}) =>
      /<html lang="([^"]+)"/.exec(await (await request.get(path, { headers })).text())?.[1];
    // A language the interface does not speak: the page is English and says so.
    expect(await lang('/terms', { 'accept-language': 'de-DE,de;q=0.9' })).toBe('en');
    expect(await lang('/terms', { 'accept-language': 'ja-JP,ja;q=0.9' })).toBe('ja');
    // A choice in the address is remembered by a cookie.
    expect(await lang('/terms?lng=ja')).toBe('ja');
    expect(await lang('/terms?lng=uk')).toBe('uk');
    expect(await lang('/terms?lng=ua')).toBe('uk');
  });
});
