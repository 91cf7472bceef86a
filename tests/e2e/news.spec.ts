import { expect, ports, test } from './support/fixtures';

// The news the stack shows is the content's seed (content/news/seed.yaml): 14 items, the newest
// first, ten to a page. The stack imports no feed (NEWS_IMPORT=false in playwright.config.ts).

test.describe('news', { tag: '@twice' }, () => {
  // Each of these scans the page with axe (without JavaScript, in a second browser context): seconds
  // apiece on a busy machine, so each test has the time of a slow one.
  test('reads the news and opens one story at a time', async ({
    page,
    login,
    javaScript,
    expectAccessible,
  }) => {
    test.slow();
    await login();
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest AI news' })).toBeVisible();
    const cards = page.locator('details.news-card');
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('OpenAI introduces GPT-5');
    const link = first.getByRole('link', { name: /^Read the full story on openai\.com/ });
    await expect(link).toHaveAttribute('href', 'https://openai.com/index/introducing-gpt-5/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Read the full story on openai.com (opens in a new tab)');
    await expectAccessible();

    // Another card opens; the browser closes the first (the cards share name="news").
    const second = cards.nth(1);
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(second.getByRole('link', { name: /^Read the full story/ })).toBeVisible();
    if (javaScript) await expect(first).not.toHaveAttribute('open');
    await expect(page.locator('details.news-card[open]')).toHaveCount(1);
  });

  test('pages through the news, ten stories a page', async ({ page, login, expectAccessible }) => {
    test.slow();
    await login();
    await page.goto('/news');
    const cards = page.locator('details.news-card');
    await expect(cards).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'News pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/news?page=2');
    await expect(cards).toHaveCount(4);
    await expect(cards.last().getByRole('heading', { level: 2 })).toHaveText('Meta introduces Llama 3');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expectAccessible();

    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/news');
    await expect(cards).toHaveCount(10);
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the end offers the latest news; a malformed page number goes to the first', async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/news?page=7');
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing on this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the latest news' }).click();
    await expect(page).toHaveURL('/news');
    await page.goto('/news?page=x');
    await expect(page).toHaveURL('/news');
    await expect(page.locator('details.news-card')).toHaveCount(10);
  });

  test('dates each story in the reader’s language and marks English stories on another page', async ({
    page,
    login,
    expectAccessible,
  }) => {
    test.slow();
    await login();
    await page.goto('/news');
    const first = page.locator('details.news-card').first();
    // The seed's newest story, 7 August 2025: the month named, never 08/07/2025.
    const date = first.locator('time');
    await expect(date).toHaveText('Aug 7, 2025');
    await expect(date).toHaveAttribute('datetime', '2025-08-07');
    // On an English page the English story needs no mark.
    await expect(first.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang', /.*/);

    await page.goto('/news?lng=uk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(date).toHaveText('7 серп. 2025');
    const title = first.getByRole('heading', { level: 2 });
    await expect(title).toHaveText('OpenAI introduces GPT-5');
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(first.locator('.news-card-body p')).toHaveAttribute('lang', 'en');
    // The page's own words stay Ukrainian.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
    await expectAccessible();

    await page.goto('/news?lng=ja');
    await expect(date).toHaveText('2025年8月7日');
    await expect(title).toHaveAttribute('lang', 'en');
    await page.goto('/news?lng=en');
  });

  test('asks to sign in first', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveURL('/login?redirectTo=%2Fnews');
  });

  test('still shows the page, with a message, when the backend is down', async ({
    page,
    login,
    expectAccessible,
  }) => {
    await login();
    const response = await page.goto(`http://127.0.0.1:${ports.webWithoutBackend}/news`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Latest AI news' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText("We couldn't load the news");
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/news');
    await expectAccessible();
  });
});
