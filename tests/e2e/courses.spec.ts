import { expect, test } from './support/fixtures';
import { backendToken, moveLearnerClock } from './support/learners';
import { lessonIds, walkLesson } from './support/progress';

// Guides as the shipped catalog has them (@twice): eight guides, five of them core (ChatGPT
// basics first), and two in Prompting: Writing prompts that work (core, beginner) and AI for
// research and studying (Boost, intermediate).
test.describe.configure({ timeout: 90_000 });

test.describe('guides', { tag: '@twice' }, () => {
  test('the courses page shows the streak, the sections and the next guide, with no day for pressing a button', async ({
    page,
    login,
    expectAccessible,
  }) => {
    await login();
    await page.goto('/courses');
    const strip = page.getByRole('region', { name: 'Your streak' });
    await expect(page.getByRole('heading', { level: 2, name: 'Your streak' })).toBeVisible();
    await expect(strip.getByText('Finish a lesson part or answer a practice to count today.')).toBeVisible();
    await expect(strip.getByRole('button')).toHaveCount(0);
    // Nothing started: nothing to continue yet.
    await expect(strip.getByRole('link', { name: /Continue where you left off/ })).toHaveCount(0);
    await expect(page.getByText("You haven't started a guide yet")).toBeVisible();
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await expect(recommended.getByRole('link', { name: 'ChatGPT basics' })).toHaveAttribute(
      'href',
      '/course/chatgpt-basics',
    );
    const trending = page.getByRole('region', { name: 'New and trending' });
    await expect(trending.getByRole('link', { name: 'AI for research and studying' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all: New and trending' })).toHaveAttribute(
      'href',
      '/all-courses?filter=trending&filterId=all',
    );
    await expectAccessible();
  });

  test('the streak goes up once a day for learning, and the strip leads back to the lesson', async ({
    page,
    login,
  }) => {
    const learner = await login();
    const token = await backendToken(learner);
    const [first] = await lessonIds(token, 'chatgpt-basics');
    // Starting a lesson is not a day of learning yet.
    await walkLesson(learner, token, 'chatgpt-basics', first ?? '', { until: 0 });
    await page.goto('/courses');
    const strip = page.getByRole('region', { name: 'Your streak' });
    const counter = page.locator('summary.streak-counter-button');
    await expect(strip.getByText('0 days', { exact: true })).toBeVisible();
    await expect(strip.getByText('Active today!')).toHaveCount(0);
    const resume = strip.getByRole('link', { name: /Continue where you left off/ });
    await expect(resume).toContainText('What ChatGPT is');
    await expect(resume).toHaveAttribute(
      'href',
      '/course/chatgpt-basics/lesson/what-chatgpt-is/learn?fragment=0#fragment-0',
    );

    // A part finished is.
    await resume.click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/fragment=1#fragment-1$/);
    await page.goto('/courses');
    await expect(strip.getByText('Active today!')).toBeVisible();
    await expect(strip.getByText('1 day', { exact: true })).toBeVisible();
    await expect(counter).toHaveAccessibleName('Streak: 1 day');
    await expect(resume).toHaveAttribute('href', /fragment=1#fragment-1$/);

    // The next day counts again only once the learner learns.
    await moveLearnerClock(learner.id, 1);
    await page.goto('/courses');
    await expect(strip.getByText('Active today!')).toHaveCount(0);
    await expect(strip.getByText('1 day', { exact: true })).toBeVisible();
    await resume.click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/fragment=2#fragment-2$/);
    await page.goto('/courses');
    await expect(strip.getByText('Active today!')).toBeVisible();
    await expect(strip.getByText('2 days', { exact: true })).toBeVisible();
    await expect(counter).toHaveAccessibleName('Streak: 2 days');
  });

  test('a guide page opens its first chapter, offers the first lesson and says why the rest are locked', async ({
    page,
    login,
    expectAccessible,
  }) => {
    await login();
    await page.goto('/course/chatgpt-basics');
    await expect(page.getByRole('heading', { level: 1, name: 'ChatGPT basics' })).toBeVisible();
    const chapters = page.locator('details.chapter');
    await expect(chapters.first()).toHaveAttribute('open', '');
    await expect(chapters.nth(1)).not.toHaveAttribute('open', '');
    const start = page.getByRole('link', { name: 'Start lesson' });
    await expect(start).toHaveAttribute('href', /\/course\/chatgpt-basics\/lesson\/[\w-]+\/start$/);
    const firstChapter = chapters.first();
    await expect(firstChapter.getByRole('link')).toHaveCount(1);
    await expect(firstChapter.getByText('Finish “What ChatGPT is” to unlock')).toBeVisible();
    await expect(firstChapter.getByText('Finish “Getting set up” to unlock')).toBeVisible();
    await expectAccessible();

    await page.goto('/course/no-such-guide');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('filters narrow the list, are a link, and survive a reload', async ({
    page,
    login,
    javaScript,
    expectAccessible,
  }) => {
    await login();
    await page.goto('/all-courses?filter=trending&filterId=all');
    await expect(page.getByRole('heading', { level: 1, name: 'New and trending' })).toBeVisible();
    await expect(page.getByText('8 guides')).toBeVisible();
    // Headings go h1, then the guides' titles as h2: no level skipped.
    const levels = await page
      .getByRole('main')
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2]);
    await expectAccessible();

    await page.getByRole('link', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter guides' });
    await expect(dialog).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('checkbox', { name: 'Prompting' }).check();
    await dialog.getByRole('radio', { name: 'Shortest duration' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(/categories=Prompting/);
    await expect(page).toHaveURL(/sort=shortest/);
    await expect(page.getByText('2 guides', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'AI for research and studying' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Writing prompts that work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ChatGPT basics' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'AI for research and studying' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ChatGPT basics' })).toHaveCount(0);

    await page.goto('/all-courses?filter=all&filterId=all&difficulty=0');
    await expect(page.getByRole('link', { name: 'ChatGPT basics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'AI for research and studying' })).toHaveCount(0);
    if (!javaScript) await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Boost is locked with the progress toward it', async ({ page, login, expectAccessible }) => {
    await login();
    await page.goto('/boost');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Complete 5 core guides to unlock Boost.' }),
    ).toBeVisible();
    await expect(page.getByText('0 of 5 core guides completed')).toBeVisible();
    await expect(page.getByRole('link', { name: /AI for research and studying/ })).toBeVisible();
    await expectAccessible();
  });
});
