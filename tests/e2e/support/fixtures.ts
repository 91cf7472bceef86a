import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { backendToken, createLearner, deleteLearner, type TestLearner } from './learners';
import { setSessionCookie } from './session-cookie';

export { ports } from './ports';

type LoginOptions = Parameters<typeof createLearner>[0];

type Fixtures = {
  /** Whether this project runs the pages with JavaScript. */
  javaScript: boolean;
  /** Fails the test when axe finds an accessibility violation on the page as it is now. */
  expectAccessible: (page?: Page) => Promise<void>;
  /**
   * A new learner, signed in in this test's browser by its session cookie (not through the sign-in
   * pages, which have tests of their own), and deleted when the test ends.
   */
  login: (options?: LoginOptions) => Promise<TestLearner>;
};

// 'Failed to load resource: the server responded with a status of 404 (Not Found)'
const failedResource = /^Failed to load resource: the server responded with a status of (\d{3})/;

export const test = base.extend<Fixtures>({
  javaScript: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  expectAccessible: async ({ page, javaScript, browser, viewport }, use) => {
    // axe runs as a script, so a page without JavaScript is scanned as a twin: the same URL and
    // server HTML (scripts removed) in a context that runs scripts, one for all of a test's scans.
    const twin: { page?: Page } = {};
    await use(async (target = page) => {
      let scanned = target;
      if (!javaScript) {
        const html = (await target.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
        twin.page ??= await (
          await browser.newContext({
            viewport: viewport ?? undefined,
            javaScriptEnabled: true,
            reducedMotion: 'reduce',
          })
        ).newPage();
        scanned = twin.page;
        const url = target.url();
        // Each scan loads the page afresh, from a blank one: an address differing only in its #part
        // would not be loaded again.
        await scanned.unrouteAll();
        await scanned.goto('about:blank');
        await scanned.route(url, (route) =>
          route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
        );
        await scanned.goto(url);
      }
      const results = await new AxeBuilder({ page: scanned })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
    });
    await twin.page?.context().close();
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    // An error in the browser console is a failure, not noise. A page answering 4xx or 5xx is logged
    // as a failed resource: that is expected of the page itself (a refused form answers 400, an
    // error page 503), but a 404 only for an address the test asked for: a link or redirect to a
    // page that does not exist fails the test, and so does any missing script, style or image.
    const errors: string[] = [];
    const visited = new Set<string>();
    const pageAnswers = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() === 'document' || path.endsWith('.data')) {
        pageAnswers.add(response.url());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const status = failedResource.exec(message.text())?.[1];
      const url = message.location().url;
      if (status && pageAnswers.has(url) && (status !== '404' || visited.has(pageOf(url)))) return;
      errors.push(`${message.text()} ${url}`);
    });
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<typeof page.goto>) => {
      visited.add(pageOf(new URL(args[0], 'http://127.0.0.1').href));
      const response = await goto(...args);
      // With JavaScript, tests use the enhanced page: wait for hydration after each visit.
      if (javaScriptEnabled !== false) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
    expect(errors, 'browser console errors').toEqual([]);
  },
  login: async ({ page }, use) => {
    const created: TestLearner[] = [];
    await use(async (options) => {
      const learner = await createLearner(options);
      created.push(learner);
      const token = await backendToken(learner);
      await setSessionCookie(page.context(), {
        token,
        email: learner.email,
        language: options?.lang ?? 'en',
      });
      return learner;
    });
    for (const learner of created) await deleteLearner(learner.id);
  },
});

/** The page an address is about: its path and query, without the Remix data suffix. */
function pageOf(url: string): string {
  const address = new URL(url);
  address.pathname = address.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  address.searchParams.delete('_data');
  return `${address.pathname}${address.search}`;
}

export { expect };

/** Opens the drawer from the header, as a person would. */
export async function openDrawer(page: Page) {
  await page.getByRole('link', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}
