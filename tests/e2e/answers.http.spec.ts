import { request as httpRequest } from 'node:http';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { backendToken, createLearner, deleteLearner } from './support/learners';
import { ports } from './support/ports';
import { walkGuide, walkLesson } from './support/progress';
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

test.describe('form protection', () => {
  test('a post without the page’s anti-forgery token is refused', async ({ playwright }) => {
    const learner = await createLearner();
    const session = await sessionCookieValue({
      token: await backendToken(learner),
      email: learner.email,
      language: 'en',
    });
    // A signed-in browser: its cookie jar holds the session, and gets the anti-forgery secret from a page.
    const browser = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${ports.web}`,
      storageState: {
        cookies: [
          {
            name: '__session',
            value: session,
            domain: '127.0.0.1',
            path: '/',
            expires: -1,
            httpOnly: true,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    try {
      await csrfOf(browser, '/feedback');
      // The browser's own cookies go along, as they would with a form on another site.
      const forged = await browser.post('/feedback', { form: { rating: '5', message: 'Forged' } });
      expect(forged.status()).toBe(403);
      expect(await forged.text()).toContain('This form has expired');
    } finally {
      await browser.dispose();
      await deleteLearner(learner.id);
    }
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
      const start = '/course/chatgpt-basics/lesson/what-chatgpt-is/start';
      const first = await browser.get(start, { headers: { cookie: session } });
      const secret = /__csrf=[^;]+/.exec(first.headers()['set-cookie'] ?? '')?.[0];
      expect(secret).toBeTruthy();
      const cookie = `${session}; ${secret}`;

      const visit = async (path: string) => {
        const answer = await browser.get(path, { headers: { cookie } });
        expect(answer.status()).toBe(200);
        const html = await answer.text();
        const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? '';
        const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
        return { html, nonce, csrf, timing: answer.headers()['server-timing'] ?? '' };
      };
      const rendered = await visit(start);
      const kept = await visit(start);
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

      // The kept page's token is this browser's: the form it carries is accepted.
      const started = await browser.post(start, {
        headers: { cookie },
        form: { csrf: kept.csrf },
        maxRedirects: 0,
      });
      expect(started.status()).toBe(303);
      expect(started.headers().location).toBe('/course/chatgpt-basics/lesson/what-chatgpt-is/learn');

      // The streak changes once the learner learns: /courses is made again, never the kept one.
      await visit('/courses');
      expect((await visit('/courses')).timing).toBe('page;desc="kept"');
      await walkLesson(learner, token, 'chatgpt-basics', 'what-chatgpt-is', { until: 1 });
      const after = await visit('/courses');
      expect(after.timing).toContain('rendered');
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

test.describe('how a page was made', () => {
  test('is told nobody unless the operator turns Server-Timing on', async ({ playwright }) => {
    // The web app without a backend runs with the default settings; /login needs no backend.
    const visitor = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${ports.webWithoutBackend}`,
    });
    try {
      for (const visit of ['first', 'again', 'once more']) {
        const answer = await visitor.get('/login');
        expect(answer.status(), visit).toBe(200);
        // 'kept' would tell this visitor that someone opened the same page in the last five minutes.
        expect(answer.headers()['server-timing'], visit).toBeUndefined();
      }
    } finally {
      await visitor.dispose();
    }
  });
});

test.describe('a quiz answer', () => {
  test('longer than any choice is refused with 400 and the page says why', async ({ request }) => {
    const csrf = await csrfOf(request, '/quiz/f1/1/v1');
    const answer = await request.post('/quiz/f1/1/v1', {
      form: { csrf, answer: 'x'.repeat(65) },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(400);
    const page = await answer.text();
    expect(page).toContain('That answer is not one of the choices. Please choose again.');
    expect(page).toMatch(/<title>Error: /);
  });
});

/** Every answer the web app gives: nosniff always, and no cache keeps one that sets a cookie. */
function expectSafeHeaders(answer: APIResponse, what: string) {
  const headers = answer.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  if (headers['set-cookie'] !== undefined) expect(headers['cache-control'], what).toBe('private, no-store');
}

test.describe('every answer', () => {
  test('says nosniff, and one that sets a cookie is stored by no cache, whatever the route', async ({
    playwright,
  }) => {
    const learner = await createLearner();
    // A new visitor each time, so every page that gives a first cookie does.
    const fresh = () => playwright.request.newContext({ baseURL: `http://127.0.0.1:${ports.web}` });
    const visitor = await fresh();
    try {
      const login = await (await visitor.get('/login')).text();
      const asset = /(\/assets\/[^"]+\.js)"/.exec(login)?.[1];
      expect(asset).toBeTruthy();
      const addresses = [
        '/login',
        '/plans',
        '/verify/SP-2026-0000AA',
        '/verify',
        '/terms',
        '/terms?lng=ja',
        '/quiz/f1/1/v1',
        '/quiz/f1/1',
        '/no-such-page',
        '/login.data',
        '/favicon.svg',
        asset ?? '',
        '/dashboard',
      ];
      let cookies = 0;
      for (const address of addresses) {
        const context = await fresh();
        const answer = await context.get(address, { maxRedirects: 0 });
        expectSafeHeaders(answer, address);
        if (answer.headers()['set-cookie'] !== undefined) cookies += 1;
        await context.dispose();
      }
      // The check above ran on answers that do set cookies: the paywall, a certificate's page and more.
      expect(cookies).toBeGreaterThanOrEqual(6);

      // Posts: a refused form, a forged one (403) and a signed-in step that sets the session.
      const csrf = await csrfOf(visitor, '/restore-pass');
      expectSafeHeaders(await visitor.post('/restore-pass', { form: { csrf, email: 'x' } }), 'refused form');
      expectSafeHeaders(await visitor.post('/restore-pass', { form: { email: 'x' } }), 'forged form');
      const token = await backendToken(learner);
      const cookie = `__session=${await sessionCookieValue({ token, email: learner.email, language: 'en' })}`;
      for (const address of ['/courses', '/profile', '/profile/export', '/courses.data']) {
        const answer = await visitor.get(address, { headers: { cookie }, maxRedirects: 0 });
        expect(answer.status(), address).toBeLessThan(400);
        expectSafeHeaders(answer, address);
      }
    } finally {
      await visitor.dispose();
      await deleteLearner(learner.id);
    }
  });

  test("of a certificate's PDF and public page say nosniff and keep cookies out of caches", async ({
    playwright,
  }) => {
    test.slow();
    const learner = await createLearner();
    const visitor = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${ports.web}` });
    try {
      const token = await backendToken(learner);
      await walkGuide(learner, token, 'chatgpt-basics', 'pass');
      const named = await fetch(`http://127.0.0.1:${ports.backend}/api/certificates/name`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada Lovelace' }),
      });
      expect(named.ok).toBe(true);
      const cookie = `__session=${await sessionCookieValue({ token, email: learner.email, language: 'en' })}`;

      const pdf = await visitor.get('/certificates/chatgpt-basics/download', {
        headers: { cookie },
        maxRedirects: 0,
      });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
      expect(pdf.headers()['cache-control']).toBe('private, no-store');
      const number = /certificate-(SP-\d{4}-[0-9A-Z]{6})\.pdf/.exec(
        pdf.headers()['content-disposition'] ?? '',
      )?.[1];
      expect(number).toBeTruthy();

      // The public page, opened by someone who has no cookie yet: it gives the check form's secret.
      const page = await visitor.get(`/verify/${number}`);
      expect(page.status()).toBe(200);
      expect(page.headers()['set-cookie']).toContain('__csrf=');
      expectSafeHeaders(page, `/verify/${number}`);
      const credential = await visitor.get(`/verify/${number}/credential`);
      expect(credential.status()).toBe(200);
      expectSafeHeaders(credential, `/verify/${number}/credential`);
    } finally {
      await visitor.dispose();
      await deleteLearner(learner.id);
    }
  });
});
