import { expect, test } from './support/fixtures';
import { signInStaff } from './support/staff';

// The back office's Content section: a content editor previews the guides as learners get them, in
// each language, and runs the news import; other roles are kept out.

test('a content editor previews a guide and a lesson in another language, and runs the news import @twice', async ({
  page,
  expectAccessible,
}) => {
  await signInStaff(page.context(), 'content');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  const guide = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'ChatGPT basics' }) });
  await expect(guide.getByText('Українська (uk)')).toBeVisible();
  await expectAccessible();

  await guide.getByRole('link', { name: 'ChatGPT basics' }).click();
  await expect(page.getByRole('heading', { name: 'ChatGPT basics', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content problems' })).toBeVisible();
  await expect(page.getByText('No problems found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'What ChatGPT is' })).toBeVisible();
  await expectAccessible();

  await page.getByLabel('Language').selectOption('uk');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/chatgpt-basics\?lang=uk$/);
  await expect(page.getByRole('heading', { name: 'Outline in Українська (uk)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Перші кроки' })).toBeVisible();
  await expectAccessible();

  await page.getByRole('link', { name: 'Що таке ChatGPT' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/chatgpt-basics\/what-chatgpt-is\?lang=uk$/);
  await expect(page.getByText('Preview: learners see this lesson like this')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('Українська (uk)');
  await expect(page.getByRole('heading', { name: 'Що таке ChatGPT', level: 1 })).toBeVisible();
  await expect(page.getByText('Part 1 of', { exact: false }).first()).toBeVisible();
  // Read-only: no form sends progress or an answer from a preview.
  await expect(page.locator('main form[method="post"]')).toHaveCount(0);
  await expectAccessible();

  await page.getByRole('link', { name: 'Content', exact: true }).first().click();
  await page.getByRole('link', { name: 'news feeds' }).click();
  await expect(page.getByRole('heading', { name: 'News feeds', level: 1 })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Import now' }).click();
  // The browser-test stack runs with NEWS_IMPORT=false.
  await expect(page.getByRole('alert')).toContainText('The news import is off');
  await expectAccessible();
});

test('support and finance are kept out of Content @twice', async ({ page, browser, expectAccessible }) => {
  await signInStaff(page.context(), 'support');
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }),
  ).toHaveCount(0);
  await expectAccessible();
  await page.goto('/admin/content/news');
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();

  const finance = await browser.newContext({ viewport: page.viewportSize() });
  await signInStaff(finance, 'finance');
  const financePage = await finance.newPage();
  await financePage.goto('/admin/content/chatgpt-basics');
  await expect(financePage.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await finance.close();
});
