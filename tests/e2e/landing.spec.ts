import { expect, openDrawer, test } from './support/fixtures';

// The front door (/), on a phone and a desktop, with JavaScript and without (@twice), over the shipped
// catalog: eight guides (five core, three Boost) of 66 lessons, the funnel of content/funnels/1.yaml
// (seven steps) and the plans of content/plans.json. The journey from here to a finished lesson is
// the quiz's (quiz.spec.ts).

test.describe('the landing page', { tag: '@twice' }, () => {
  test('says what Skillpilot is, shows the guides, the grading, the plans and the answers', async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Skillpilot: practical AI skills for beginners');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn to use AI well, one short guide at a time' }),
    ).toBeVisible();
    // No way back from the front door, and the logo leads here.
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skillpilot home' })).toHaveAttribute('href', '/');

    // The figures come from the published catalog.
    const facts = page.getByRole('region', { name: 'Skillpilot in numbers' });
    for (const [term, value] of [
      ['guides', '8'],
      ['lessons', '66'],
      ['languages', '8'],
    ]) {
      await expect(facts.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
      await expect(facts.locator('div', { hasText: new RegExp(`^${term}${value}$`) })).toHaveCount(1);
    }

    // Every guide with its picture and what a learner can do after it.
    const guides = page.getByRole('region', { name: 'The guides' });
    await expect(guides.getByRole('article')).toHaveCount(8);
    const basics = guides.getByRole('article', { name: 'ChatGPT basics' });
    await expect(basics.getByRole('img')).toHaveCount(0);
    await expect(basics.locator('img')).toHaveAttribute(
      'src',
      /^\/course-images\/chatgpt-basics-\w+\/small\.webp$/,
    );
    await expect(basics).toContainText('After it: You can now use ChatGPT carefully and usefully every day.');
    await expect(basics).toContainText('9 lessons');
    await expect(basics).toContainText('Also in Українська');
    await expect(guides.getByRole('heading', { level: 3, name: 'Boost' })).toBeVisible();
    await expect(
      guides.getByRole('article', { name: 'Building your own custom GPTs and assistants' }),
    ).toContainText('You can build, test, share and maintain a custom assistant.');

    // Grading, said as it is: a rubric scores prompts 0-5 (this stack configures no model).
    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how).toContainText('scored from 0 to 5 by a rubric');
    await expect(how).toContainText("compares your prompt with the task's criteria");
    await expect(how).toContainText('a comment and a better prompt');
    await expect(page.locator('body')).not.toContainText(/AI coach/i);

    // The plans, in the paywall's own figures, the trial among them.
    const plans = page.getByRole('region', { name: 'Plans and prices' });
    await expect(plans.getByRole('listitem')).toHaveCount(3);
    await expect(plans.getByText('$6.99 for the first 7 days', { exact: true })).toBeVisible();
    await expect(plans.getByText('then $29.99 every 4 weeks', { exact: true })).toBeVisible();
    await expect(plans.getByText('$59.99 every 12 weeks', { exact: true })).toBeVisible();
    await expect(plans.getByRole('listitem').filter({ hasText: '4-Week Plan' })).toContainText(
      'Most popular',
    );

    // The answers open as native disclosures, with and without JavaScript.
    const faq = page.getByRole('region', { name: 'Questions and answers' });
    const cost = faq.getByText('What does it cost?');
    await expect(faq.getByText('The quiz is free; there is no free plan.')).toBeHidden();
    await cost.click();
    await expect(
      faq.getByText('The trial costs $6.99 for the first 7 days, then $29.99 every 4 weeks.', {
        exact: false,
      }),
    ).toBeVisible();
    await faq.getByText('Does an AI read my prompts?').click();
    await expect(faq.getByText('Not here. Your prompts are scored by a rubric')).toBeVisible();
    await expectAccessible();
  });

  test('leads into the quiz and to sign-in', async ({ page }) => {
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Take the one-minute quiz' });
    await expect(start).toHaveCount(2);
    await expect(start.first()).toHaveAttribute('href', '/quiz/f1/1/v1');
    await expect(
      page.getByText('7 questions, then your readiness and the guide to start with.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    // The sign-in page offers the way in too, and the logo leads back to the front door.
    await page.getByRole('link', { name: 'Take the one-minute quiz' }).click();
    await expect(page).toHaveURL('/quiz/f1/1/v1');
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await page.getByRole('link', { name: 'Skillpilot home' }).click();
    await expect(page).toHaveURL('/');
    await start.first().click();
    await expect(page).toHaveURL('/quiz/f1/1/v1');
    // An address without its variant opens the first.
    await page.goto('/quiz/f1/1');
    await expect(page).toHaveURL('/quiz/f1/1/v1');
  });

  test('the visitor’s menu offers the quiz and sign-in', async ({ page, expectAccessible }) => {
    await page.goto('/terms');
    await openDrawer(page);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('New to Skillpilot?')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expectAccessible();
    await menu.getByRole('link', { name: 'Take the one-minute quiz' }).click();
    await expect(page).toHaveURL('/quiz/f1/1/v1');
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
  });

  test('sends a signed-in learner on to their guides, with their tabs and no way into the quiz', async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/');
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('link', { name: 'Skillpilot home' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByText('New to Skillpilot?')).toHaveCount(0);
  });

  test('reads in the visitor’s language', async ({ page, expectAccessible }) => {
    await page.goto('/?lng=uk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('link', { name: 'Пройдіть хвилинний тест' }).first()).toBeVisible();
    // ChatGPT basics is translated whole; the other guides read in English, marked as such.
    const guides = page.locator('.landing-guides');
    await expect(guides.getByRole('heading', { name: 'Основи ChatGPT' })).not.toHaveAttribute('lang', 'en');
    await expect(guides.getByRole('heading', { name: 'Writing prompts that work' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expectAccessible();
  });
});
