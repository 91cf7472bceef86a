import type { Page } from '@playwright/test';
import { expect, openDrawer, ports, test } from './support/fixtures';

const drawerLinks = [
  { name: 'Terms & Conditions', path: '/terms', heading: 'Terms & Conditions' },
  { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'Subscription Terms', path: '/subscription-terms', heading: 'Subscription Terms' },
  { name: 'Support Center', path: '/support', heading: 'Support Center' },
];

test.describe('drawer', () => {
  test('opens from the header and leads to each of its four pages', async ({ page, expectAccessible }) => {
    // Eight page loads and two axe scans: a long test on a loaded 2-core machine.
    test.slow();
    await page.goto('/terms');
    for (const [index, link] of drawerLinks.entries()) {
      await openDrawer(page);
      // The header hides while the drawer is open.
      await expect(page.getByRole('link', { name: 'Open menu' })).toHaveCount(0);
      if (index === 0) await expectAccessible();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: link.name }).click();
      await expect(page).toHaveURL(link.path);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
      await expectAccessible();
    }
  });

  test('closes with its close button and gives the header back', async ({ page }) => {
    await page.goto('/privacy');
    await openDrawer(page);
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open menu' })).toBeVisible();
    await expect(page).toHaveURL('/privacy');
  });

  test('keeps focus and closes as its mode allows', async ({ page, javaScript }) => {
    await page.goto('/terms');
    await openDrawer(page);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    if (!javaScript) {
      // Without JavaScript the drawer is a plain open dialog of links; its close control is a link.
      await expect(dialog.getByRole('link', { name: 'Close menu' })).toHaveAttribute('href', '/terms');
      return;
    }
    // With JavaScript it is modal: focus stays off the page behind it (the browser's own controls
    // may take it), Escape closes it and focus returns to the menu button.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const focus = await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'none'
            : 'page',
      );
      expect(focus).not.toBe('page');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('legal pages', { tag: '@twice' }, () => {
  test('read in English and in Ukrainian; the choice is remembered', async ({ page, expectAccessible }) => {
    await page.goto('/subscription-terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Terms' })).toBeVisible();
    await expect(page.locator('.legal-body')).toContainText('24 hours');
    await expect(page).toHaveTitle('Subscription Terms · Skillpilot');

    await page.goto('/privacy?lng=uk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Політика конфіденційності' })).toBeVisible();
    await expectAccessible();

    // The language cookie carries the choice to the next page.
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Умови та положення' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Відкрити меню' })).toBeVisible();

    await page.goto('/terms?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  });

  test('follow the browser language on a first visit', async ({ browser, javaScript }) => {
    const context = await browser.newContext({ locale: 'uk-UA', javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${ports.web}/terms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Умови та положення' })).toBeVisible();
    await context.close();
  });

  test('link to each other', async ({ page }) => {
    await page.goto('/terms');
    await page
      .getByRole('navigation', { name: 'Other documents' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('page not found', { tag: '@twice' }, () => {
  test('answers 404 with a way to sign in', async ({ page, expectAccessible }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Skillpilot');
    await expectAccessible();
    await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  test('a malformed address gets a clear answer, not a crash', async ({ page }) => {
    const response = await page.goto('/terms?lng=%E0%A4%A');
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('back button', { tag: '@twice' }, () => {
  test('goes back along the visited trail, or to a sensible parent without JavaScript', async ({
    page,
    javaScript,
  }) => {
    await page.goto('/terms');
    await openDrawer(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back' });
    if (!javaScript) {
      await expect(back).toHaveAttribute('href', '/login');
      return;
    }
    await back.click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  });
});

test.describe('header back link', { tag: '@twice' }, () => {
  test('never leads to the page itself, and the top of the app has none', async ({ page, login }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);
    await login();
    for (const [path, heading] of [
      ['/profile', 'Account'],
      ['/courses', 'Your guides'],
      ['/news', 'Latest AI news'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);
    }
    await page.goto('/feedback');
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/profile');
  });
});

/** Where the learner's tabs are drawn: 'bottom' of the screen, in the 'header', or 'none'. */
async function tabsPlace(page: Page): Promise<'bottom' | 'header' | 'none'> {
  const tabs = page.getByRole('navigation', { name: 'Main' });
  if ((await tabs.count()) === 0 || !(await tabs.isVisible())) return 'none';
  const box = await tabs.boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  if (!box || !header) return 'none';
  return box.y >= header.y + header.height ? 'bottom' : 'header';
}

test.describe('one navigation', () => {
  test('a learner moves by the tabs alone: along the bottom of a phone, in the header on a desktop', async ({
    page,
    login,
    expectAccessible,
  }) => {
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    await login();
    await page.goto('/courses');
    expect(await tabsPlace(page)).toBe(phone ? 'bottom' : 'header');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link')).toHaveText(['Guides', 'Boost', 'News', 'Account']);
    await expect(tabs.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    // No second navigation beside it: the menu is a visitor's.
    await expect(page.getByRole('link', { name: 'Open menu' })).toHaveCount(0);
    await expectAccessible();

    // A page reached from a tab keeps that tab marked, and gets the back arrow.
    await tabs.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await page.getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back', exact: true })).toBeVisible();
    expect(await tabsPlace(page)).toBe(phone ? 'bottom' : 'header');

    // The documents the menu holds for visitors are under Account for a learner.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open menu' })).toHaveCount(0);
    expect(await tabsPlace(page)).toBe(phone ? 'bottom' : 'header');
  });

  test('an address asking for the menu shows a learner no drawer', { tag: '@twice' }, async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/help?menu=open');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a visitor has the menu and "Log in", never the tabs', { tag: '@twice' }, async ({
    page,
    javaScript,
  }) => {
    await page.goto('/terms');
    expect(await tabsPlace(page)).toBe('none');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const menu = header.getByRole('link', { name: 'Open menu' });
    // A plain link: the drawer opens by its address, with or without JavaScript.
    await expect(menu).toHaveAttribute('href', '/terms?menu=open');
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    if (!javaScript) await expect(page).toHaveURL('/terms?menu=open');
    await dialog.getByRole('link', { name: 'Support Center' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();

    // On the sign-in page itself there is nothing to offer.
    await header.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('header', () => {
  test('is the same on every page: back arrow, then the logo, at the start; the title below', async ({
    page,
    login,
  }) => {
    const expectPattern = async (path: string, title: string, back: boolean) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      // The page's title is its one h1, in the page (the guides page keeps it for screen readers).
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: title, exact: true }),
      ).toHaveCount(1);
      await expect(header.getByRole('heading')).toHaveCount(0);
      const logo = await header.getByRole('link', { name: 'Skillpilot home' }).boundingBox();
      const backLink = header.getByRole('link', { name: 'Back', exact: true });
      await expect(backLink).toHaveCount(back ? 1 : 0);
      // The logo at the start of the bar, right after the back arrow when there is one.
      expect(logo?.x ?? 1e6, `logo on ${path}`).toBeLessThan(back ? 200 : 120);
      if (back) {
        const arrow = await backLink.boundingBox();
        expect((arrow?.x ?? 1e6) + (arrow?.width ?? 0), `back arrow on ${path}`).toBeLessThanOrEqual(
          logo?.x ?? 0,
        );
      }
      return logo?.x ?? 0;
    };
    await expectPattern('/login', 'Log in', false);
    await expectPattern('/privacy', 'Privacy Policy', true);
    await login();
    const top = await expectPattern('/courses', 'Guides', false);
    expect(await expectPattern('/news', 'Latest AI news', false)).toBe(top);
    expect(await expectPattern('/profile', 'Account', false)).toBe(top);
    const inner = await expectPattern('/subscription', 'Subscription', true);
    expect(await expectPattern('/help', 'Help', true)).toBe(inner);
    expect(await expectPattern('/all-courses', 'All guides', true)).toBe(inner);
  });
});

test.describe('flash messages', () => {
  test('sit above the heading without JavaScript, and float over the page with it', async ({
    page,
    javaScript,
    login,
  }) => {
    await login();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    const message = page.getByTestId('toast');
    await expect(message).toContainText('You have been logged out.');
    const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
    const position = await page.locator('.toasts').evaluate((element) => getComputedStyle(element).position);
    expect(position).toBe(javaScript ? 'fixed' : 'static');
    if (!javaScript) {
      // In the flow: the whole message is above the heading, covering nothing.
      const [messageBox, headingBox] = [await message.boundingBox(), await heading.boundingBox()];
      expect((messageBox?.y ?? 0) + (messageBox?.height ?? 0)).toBeLessThanOrEqual(headingBox?.y ?? 0);
    }
  });
});

test.describe('backend down', { tag: '@twice' }, () => {
  test('shows the error page with a retry, not a crash', async ({ page, expectAccessible }) => {
    const response = await page.goto(`http://127.0.0.1:${ports.webWithoutBackend}/terms`);
    expect(response?.status()).toBe(503);
    await expect(
      page.getByRole('heading', { level: 1, name: "We can't reach Skillpilot right now" }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/terms');
    await expectAccessible();
  });
});
