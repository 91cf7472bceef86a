import { expect, test } from '@playwright/test';
import { firstLoadJs } from '../../bench/first-load-js.mjs';
import { backendToken, createLearner, deleteLearner } from './support/learners';
import { ports } from './support/ports';
import { sessionCookieValue } from './support/session-cookie';

// A phone on a slow network fetches every script and dictionary of a page before it is enhanced:
// each page's first load stays within 100 KB (gzip, KB of 1,024 bytes), measured as the benchmarks
// measure it. The page works without any of it.
const budget = 100 * 1024;
const web = `http://127.0.0.1:${ports.web}`;
const guide = '/course/chatgpt-basics';

const publicPages = [
  '/',
  '/terms',
  '/login',
  '/restore-pass',
  '/support',
  '/help-contact',
  '/help-answer',
  '/quiz/f1/1/v1',
  '/plans',
  '/verify',
  '/admin/sign-in',
  '/no-such-page',
];
const signedInPages = [
  '/dashboard',
  '/courses',
  '/all-courses',
  '/boost',
  guide,
  `${guide}/lesson/what-chatgpt-is/start`,
  `${guide}/lesson/what-chatgpt-is/learn`,
  '/news',
  '/profile',
  '/subscription',
  '/feedback',
  '/language',
  '/change-email',
  '/delete-account',
  '/help',
];

test('every page loads at most 100 KB of scripts and dictionaries', async () => {
  const learner = await createLearner();
  try {
    const token = await backendToken(learner);
    const cookie = `__session=${await sessionCookieValue({ token, email: learner.email, language: 'en' })}`;
    const sizes: Record<string, number> = {};
    const measure = async (page: string, headers: Record<string, string> = {}) => {
      // The page itself, not one it sends the visitor to.
      const answer = await fetch(`${web}${page}`, { headers, redirect: 'manual' });
      expect(answer.status, page).toBe(page === '/no-such-page' ? 404 : 200);
      sizes[page] = (await firstLoadJs(`${web}${page}`, headers.cookie ? { cookie } : {})).gzip;
    };
    for (const page of publicPages) await measure(page);
    for (const page of signedInPages) await measure(page, { cookie });
    for (const [page, gzip] of Object.entries(sizes)) {
      expect(gzip, `${page}: ${(gzip / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
    }
  } finally {
    await deleteLearner(learner.id);
  }
});
