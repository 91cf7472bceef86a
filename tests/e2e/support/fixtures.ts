import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export { ports } from './ports';

type Fixtures = {
  /** Whether this project runs the pages with JavaScript. */
  javaScript: boolean;
  /** Fails the test when axe finds an accessibility violation on the page as it is now. */
  expectAccessible: (page?: Page) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  javaScript: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  expectAccessible: async ({ page, javaScript, browser, viewport }, use) => {
    await use(async (target = page) => {
      let scanned = target;
      let twin: BrowserContext | null = null;
      if (!javaScript) {
        // axe runs as a script, so a page without JavaScript is scanned as a twin: the same URL
        // and server HTML (scripts removed) in a context that runs scripts.
        const html = (await target.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
        twin = await browser.newContext({ viewport: viewport ?? undefined, javaScriptEnabled: true });
        scanned = await twin.newPage();
        const url = target.url();
        await scanned.route(url, (route) =>
          route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
        );
        await scanned.goto(url);
      }
      try {
        const results = await new AxeBuilder({ page: scanned })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(summary, `axe violations on ${target.url()}`).toEqual([]);
      } finally {
        await twin?.close();
      }
    });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    // An error in the browser console is a failure, not noise.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        !/Failed to load resource: the server responded with a status of (404|503)/.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    if (javaScriptEnabled !== false) {
      // With JavaScript, tests use the enhanced page: wait for hydration after each visit.
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<typeof page.goto>) => {
        const response = await goto(...args);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      };
    }
    await use(page);
    expect(errors, 'browser console errors').toEqual([]);
  },
});

export { expect };

/** Opens the drawer from the header, as a person would. */
export async function openDrawer(page: Page) {
  await page.getByRole('link', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}
