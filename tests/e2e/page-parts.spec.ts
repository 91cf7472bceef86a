import type { Page } from '@playwright/test';
import { expect, ports, test } from './support/fixtures';
import { backendToken, createLearner, deleteLearner, type TestLearner } from './support/learners';
import { setSessionCookie } from './support/session-cookie';

// A part of a page the backend cannot give just now (the streak, the guide lists, the lesson's
// outline, the guide to start with) says so in its place, with a link to try again; the rest of the
// page shows as usual. The web app here asks the backend through a door that fails the calls a test
// names for its own learner (support/backend-door.mjs): a failure (500) or "too busy" (503).
const web = `http://127.0.0.1:${ports.webBehindDoor}`;
const faults = `http://127.0.0.1:${ports.door}/__faults`;

type Answer = 'error' | 'busy' | null;

let learner: TestLearner;
let token: string;

test.beforeEach(async ({ page }) => {
  learner = await createLearner();
  token = await backendToken(learner);
  await setSessionCookie(page.context(), { token, email: learner.email, language: 'en' });
});

test.afterEach(async () => {
  await deleteLearner(learner.id);
});

async function fail(path: string, answer: Answer) {
  const response = await fetch(faults, { method: 'PUT', body: JSON.stringify({ token, path, answer }) });
  expect(response.status).toBe(204);
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${web}${path}`);
  expect(response?.status()).toBe(200);
}

test.describe('a part that fails degrades that part, never the page', { tag: '@twice' }, () => {
  test('/courses without its streak: the strip says so, the guides and the way back to learning stay', async ({
    page,
    expectAccessible,
  }) => {
    await fail('/api/product-user/streak-stats', 'error');
    await open(page, '/courses');
    const strip = page.getByRole('region', { name: 'Your streak' });
    await expect(strip.getByText('Your streak could not be loaded just now.')).toBeVisible();
    await expect(strip.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/courses');
    await expect(
      page.getByRole('region', { name: 'Recommended for you' }).getByRole('link', { name: 'ChatGPT basics' }),
    ).toBeVisible();
    // The header's counter shares the streak's answer: it shows '?' and says so when opened.
    const counter = page.locator('summary.streak-counter-button');
    await expect(counter).toHaveAccessibleName('Your streak could not be loaded just now.');
    await expect(counter).toContainText('?');
    await expectAccessible();

    // Once the backend answers again, trying again shows the streak.
    await fail('/api/product-user/streak-stats', null);
    await strip.getByRole('link', { name: 'Try again' }).click();
    await expect(strip.getByText('Finish a lesson part or answer a practice to count today.')).toBeVisible();
    await expect(strip.getByText('Your streak could not be loaded just now.')).toHaveCount(0);
  });

  test('/courses while the backend is too busy for the guide lists: they say so, the streak shows', async ({
    page,
    expectAccessible,
  }) => {
    await fail('/api/courses/sections', 'busy');
    await open(page, '/courses');
    await expect(page.getByText('Your guides could not be loaded just now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/courses');
    const strip = page.getByRole('region', { name: 'Your streak' });
    await expect(strip.getByText('0 days', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recommended for you' })).toHaveCount(0);
    await expectAccessible();
  });

  test('the lesson player without the guide outline: the lesson shows and goes on', async ({
    page,
  }, info) => {
    await fail('/api/courses/chatgpt-basics', 'busy');
    await open(page, '/course/chatgpt-basics/lesson/what-chatgpt-is/learn');
    await expect(page.getByRole('heading', { level: 1, name: 'What ChatGPT is' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A chatbot that writes text' })).toBeVisible();
    const missing = page.getByText("This guide's outline could not be loaded just now.");
    // The outline stands beside the lesson on wide screens only; phones never show it.
    if (info.project.name.startsWith('desktop')) await expect(missing).toBeVisible();
    else await expect(missing).toBeHidden();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/fragment=1#fragment-1$/);
  });

  test('the guide page with the header streak failing: the guide shows, the counter says so', async ({
    page,
  }) => {
    await fail('/api/product-user/streak-stats', 'busy');
    await open(page, '/course/chatgpt-basics');
    await expect(page.getByRole('heading', { level: 1, name: 'ChatGPT basics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start lesson' })).toBeVisible();
    const counter = page.locator('summary.streak-counter-button');
    await counter.click();
    await expect(page.locator('.streak-counter-panel')).toContainText(
      'Your streak could not be loaded just now.',
    );
  });

  test('the welcome without a guide to suggest: it says so and still leads on', async ({
    page,
    expectAccessible,
  }) => {
    await fail('/api/courses/filtered/recommended', 'error');
    await open(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('A guide to start with could not be loaded just now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible();
  });
});

test.describe('a page that cannot be served', { tag: '@twice' }, () => {
  test('names its request: the reference a learner quotes is the id both processes logged', async ({
    page,
    expectAccessible,
  }) => {
    await fail('/api/courses/chatgpt-basics', 'error');
    const response = await page.goto(`${web}/course/chatgpt-basics`);
    expect(response?.status()).toBe(502);
    const id = response?.headers()['x-request-id'] ?? '';
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText(`Reference for support: ${id}`)).toBeVisible();
    // The web app sent the backend the same id with the call that failed.
    const seen = (await (await fetch(faults)).json()) as { requestIds: string[] };
    expect(seen.requestIds).toContain(id);
    await expectAccessible();
  });
});
