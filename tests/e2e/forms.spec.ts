import { expect, test } from './support/fixtures';

test.describe('form protection', { tag: '@twice' }, () => {
  test('a form sent again while it is on its way posts once', async ({ page, javaScript }) => {
    await page.goto('/restore-pass');
    let posts = 0;
    // The post is held until the second send has been tried, as on a slow network, however long
    // this machine takes between the two.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/restore-pass/, async (route) => {
      if (route.request().method() === 'POST') {
        posts += 1;
        await released;
      }
      await route.continue().catch(() => {});
    });
    await page.getByLabel('Email').fill('nobody-twice@example.com');
    const send = page.getByRole('button', { name: 'Send reset link' });
    // Without JavaScript the browser is already leaving the page: there is no second send to try.
    if (!javaScript) release();
    await send.click();
    // With JavaScript the button is disabled while the form is sent, but a form can be sent again
    // without it (a PIN sends itself on its fourth digit): that second send is ignored.
    if (javaScript) {
      await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.form?.requestSubmit());
      release();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(posts).toBe(1);
  });
});
