import { expect, test } from '@playwright/test';
import { backendToken, createLearner, deleteLearner } from './support/learners';
import { ports } from './support/ports';
import { sessionCookieValue } from './support/session-cookie';

// What search engines and link previews read, checked without a browser: robots.txt, the sitemap,
// and each public page's title, description, canonical address and Open Graph tags. The stack names
// itself by WEB_URL, which `npm start` sets to the address it serves.

const web = `http://127.0.0.1:${ports.web}`;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${web}${path}`, { headers, redirect: 'manual' });

/** `<meta name|property="key" content="…">` and `<link rel="canonical">` of a page, by key. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags = new Map<string, string>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\s*\/>/g))
    tags.set(key as string, decode(content as string));
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return { tags, canonical: canonical && decode(canonical), title: title && decode(title) };
}

/** Whether a robots.txt rule (a prefix, with `*` and an ending `$`) covers a path. */
function covers(rule: string, path: string) {
  const anchored = rule.endsWith('$');
  const pattern = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(path);
}

test('robots.txt names the sitemap and keeps signed-in, checkout and personal pages out', async () => {
  const answer = await get('/robots.txt');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const text = await answer.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${web}/sitemap.xml`);
  const rules = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] as string);
  const blocked = (path: string) => rules.some((rule) => covers(rule, path));
  for (const path of [
    '/checkout/cs_0123abcd',
    '/pin',
    '/confirm-pin',
    '/dashboard',
    '/courses',
    '/course/chatgpt-basics',
    '/course/chatgpt-basics/lesson/what-chatgpt-is/learn',
    '/all-courses',
    '/boost',
    '/news',
    '/profile',
    '/profile/certificate-name',
    '/subscription',
    '/help',
    '/feedback',
    '/language',
    '/delete-account',
    '/quiz/f1/result/v1',
    '/quiz/f1/email/v1',
    '/admin/sign-in',
    '/admin/learners/1',
    '/verify/SP-2026-7KQ2M9',
  ])
    expect(blocked(path), path).toBe(true);
  for (const path of [
    '/',
    '/quiz/f1/1/v1',
    '/subscription-terms',
    '/help-answer?type=refund',
    '/verify',
    '/login',
  ])
    expect(blocked(path), path).toBe(false);
});

test('the sitemap lists the public pages, each open to a crawler', async () => {
  const answer = await get('/sitemap.xml');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await answer.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  expect(locations).toEqual(
    [
      '/',
      '/quiz/f1/1/v1',
      '/terms',
      '/privacy',
      '/subscription-terms',
      '/support',
      '/help-answer?type=unsubscribe',
      '/help-answer?type=refund',
      '/help-answer?type=login',
      '/verify',
    ].map((path) => `${web}${path}`),
  );
  const rules = [...(await (await get('/robots.txt')).text()).matchAll(/^Disallow: (.+)$/gm)].map(
    (match) => match[1] as string,
  );
  for (const location of locations) {
    const path = location.slice(web.length);
    expect(
      rules.filter((rule) => covers(rule, path)),
      path,
    ).toEqual([]);
    // Each is a page of its own for a visitor: no redirect, no error.
    expect((await get(path)).status, path).toBe(200);
  }
});

test('every public page has a title, a description and Open Graph tags naming its address', async () => {
  for (const path of [
    '/',
    '/quiz/f1/1/v1',
    '/terms',
    '/privacy',
    '/subscription-terms',
    '/support',
    '/help-answer?type=refund',
    '/verify',
    '/login',
    '/plans',
  ]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    const { tags, canonical, title } = headOf(await answer.text());
    expect(title, path).toMatch(/Skillpilot/);
    expect(tags.get('og:title'), path).toBe(title);
    expect(tags.get('description')?.length ?? 0, path).toBeGreaterThan(40);
    expect(tags.get('og:description'), path).toBe(tags.get('description'));
    expect(tags.get('og:type'), path).toBe('website');
    expect(tags.get('og:site_name'), path).toBe('Skillpilot');
    expect(tags.get('og:url'), path).toBe(`${web}${path}`);
    expect(canonical, path).toBe(`${web}${path}`);
  }
});

test('the landing page describes itself and shows a guide’s picture in previews', async () => {
  const { tags, title } = headOf(await (await get('/?lng=en')).text());
  expect(title).toBe('Skillpilot: practical AI skills for beginners');
  expect(tags.get('description')).toBe(
    'Short guides to the AI tools people use every day, for beginners, with practice in every lesson. Start with a one-minute quiz.',
  );
  // The language parameter chooses how the page reads, not which page it is.
  expect(tags.get('og:url')).toBe(`${web}/`);
  const image = tags.get('og:image') ?? '';
  expect(image).toMatch(new RegExp(`^${web}/course-images/chatgpt-basics-\\w+/large\\.webp$`));
  expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1280', '720']);
  expect(tags.get('og:image:alt')).toContain('chat window');
  expect(tags.get('twitter:card')).toBe('summary_large_image');
  const picture = await fetch(image);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/webp');
});

test('each key page describes itself in its own words, in the reader’s language', async () => {
  const learner = await createLearner();
  try {
    const cookie = `__session=${await sessionCookieValue({ token: await backendToken(learner), email: learner.email, language: 'en' })}`;
    const guide = '/course/chatgpt-basics';
    const publicPages = [
      '/',
      '/quiz/f1/1/v1',
      '/plans',
      '/login',
      '/terms',
      '/privacy',
      '/subscription-terms',
    ];
    const helpPages = ['/support', '/help-answer?type=refund', '/verify'];
    const learnerPages = ['/courses', guide, `${guide}/lesson/what-chatgpt-is/learn`, '/profile', '/news'];
    const pages = [
      ...[...publicPages, ...helpPages].map((path) => ({ path, headers: {} })),
      ...learnerPages.map((path) => ({ path, headers: { cookie } })),
    ];
    const seen = new Map<string, string>();
    for (const { path, headers } of pages) {
      const answer = await get(path, headers);
      expect(answer.status, path).toBe(200);
      const description = headOf(await answer.text()).tags.get('description') ?? '';
      expect(description.length, path).toBeGreaterThan(40);
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(seen.get(description), `${path} describes itself as another page does`).toBeUndefined();
      seen.set(description, path);
    }
    // In another language, the same page's words in that language.
    const english = headOf(await (await get('/login')).text()).tags.get('description');
    const french = headOf(await (await get('/login?lng=fr')).text()).tags.get('description');
    expect(french).toMatch(/Skillpilot/);
    expect(french).not.toBe(english);
  } finally {
    await deleteLearner(learner.id);
  }
});

test('the content-hashed course pictures are kept a year; other public files an hour', async () => {
  const image = headOf(await (await get('/?lng=en')).text()).tags.get('og:image') ?? '';
  expect(image).toMatch(/\/course-images\/[\w-]+-[0-9a-f]{12}\/large\.webp$/);
  const picture = await fetch(image);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const icon = await get('/favicon.svg');
  expect(icon.status).toBe(200);
  expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
});

test('the sign-in page links straight to the quiz’s first step once the catalog is known', async () => {
  // The landing page reads the catalog, which the web app then keeps.
  expect((await get('/')).status).toBe(200);
  const html = await (await get('/login')).text();
  expect(html).toMatch(/<a [^>]*href="\/quiz\/f1\/1\/v1"[^>]*>Take the one-minute quiz<\/a>/);
  expect(html).not.toMatch(/href="\/quiz"/);
});

test('a signed-in learner at / goes to their guides; /quiz goes to the funnel’s first step', async () => {
  const learner = await createLearner();
  try {
    const cookie = `__session=${await sessionCookieValue({ token: await backendToken(learner), email: learner.email, language: 'en' })}`;
    const home = await get('/', { cookie });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/courses');
  } finally {
    await deleteLearner(learner.id);
  }
  const quiz = await get('/quiz');
  expect(quiz.status).toBe(302);
  expect(quiz.headers.get('location')).toBe('/quiz/f1/1/v1');
});

/** A page asked for with another Host header, as a forged request would. */
async function getWithHost(path: string, host: string): Promise<string> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: ports.web, path, headers: { host } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        body += chunk;
      });
      answer.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

test('names every page by WEB_URL, whatever Host the request says', async () => {
  const html = await getWithHost('/terms', 'attacker.example');
  const { tags, canonical } = headOf(html);
  expect(tags.get('og:url')).toBe(`${web}/terms`);
  expect(canonical).toBe(`${web}/terms`);
  expect(html).not.toContain('attacker.example');
  const sitemap = await getWithHost('/sitemap.xml', 'attacker.example');
  expect(sitemap).toContain(`<loc>${web}/</loc>`);
  expect(sitemap).not.toContain('attacker.example');
});
