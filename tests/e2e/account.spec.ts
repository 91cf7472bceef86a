import type { Page } from '@playwright/test';
import { initialsOf } from '../../app/lib/account-format';
import { expect, test } from './support/fixtures';
import { expireSubscription, linkFromOutbox, signIn } from './support/learners';

// The account area and Help, on a phone and a desktop, with and without JavaScript (@twice).
// Most flows cross several pages, each with an accessibility scan: they get more time than one page.
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page) => page.getByTestId('toast');
const errorSummary = (page: Page) => page.locator('.error-summary');
/** A date as the page writes it in English: the month's name, the day, the year. */
const longDate = /[A-Z][a-z]+ \d{1,2}, \d{4}/;

/** Signs in and waits until sign-in has left the login page (with JavaScript the PIN submits itself). */
async function logIn(page: Page, learner: { email: string; pin: string }, javaScript: boolean) {
  await signIn(page, learner, javaScript);
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('profile', { tag: '@twice' }, () => {
  test('shows the email, its initials and every settings entry', async ({
    page,
    expectAccessible,
    login,
  }) => {
    const learner = await login();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText(learner.email)).toBeVisible();
    await expect(page.getByTestId('avatar')).toHaveText(initialsOf(learner.email));
    const settings = page.getByRole('navigation', { name: 'Settings' });
    for (const [name, href] of [
      ['Subscription', '/subscription'],
      ['Leave feedback', '/feedback'],
      ['App language', '/language'],
      ['Change email', '/change-email'],
      ['Delete my account', '/delete-account'],
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Subscription Terms', '/subscription-terms'],
    ] as const) {
      await expect(settings.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute('href', '/help');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible();

    // 'Download my data' saves the learner's own data as a JSON file.
    const download = page.getByRole('link', { name: 'Download my data' });
    await expect(download).toHaveAttribute('href', '/profile/export');
    const response = await page.request.get('/profile/export');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="skillpilot-data-/);
    expect((await response.json()).user.email).toBe(learner.email);
  });

  test('a learner whose subscription ended is signed out', async ({ page, expectAccessible, login }) => {
    const learner = await login();
    await expireSubscription(learner.email);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await expect(toast(page)).toContainText(
      /Subscription has expired\. User has been logged out\.|No active subscription found\. User has been logged out\./,
    );
    await expectAccessible();
  });

  test('an unknown page offers the way back to the profile', async ({ page, expectAccessible, login }) => {
    await login();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });
});

test.describe('logging out', { tag: '@twice' }, () => {
  test('Back afterwards shows the sign-in page, not the profile', async ({ page, login }) => {
    const learner = await login();
    await page.goto('/profile');
    await expect(page.getByText(learner.email)).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.goBack();
    // Signed-in pages are never kept by the browser: going back asks the server, which says sign in.
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText(learner.email)).toHaveCount(0);
  });
});

test.describe('subscription', { tag: '@twice' }, () => {
  test('shows the plan and cancels it after a confirmation', async ({ page, expectAccessible, login }) => {
    await login();
    await page.goto('/subscription');
    const details = page.locator('.details-list');
    await expect(details).toContainText('4-Week Plan');
    await expect(details).toContainText('$29.99');
    await expect(details).toContainText('every 4 weeks');
    await expect(details).toContainText('Active');
    await expect(details).toContainText('Visa ending in 4242');
    await expect(details.getByText(longDate)).toBeVisible();
    await expectAccessible();

    // The confirm step can be left without cancelling.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/subscription?confirm=cancel');
    await expectAccessible();
    await dialog.getByRole('link', { name: 'Keep my subscription' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
    await expect(page).toHaveURL('/subscription');
    await expect(toast(page)).toContainText(/Your plan ends on [A-Z][a-z]+ \d{1,2}, \d{4}; you keep access/);
    await expect(details).toContainText(/Ends on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(page.getByRole('button', { name: 'Keep my plan' })).toBeVisible();
    await expectAccessible();
  });

  test('shows when a trial ends and what it renews at; the built-in provider offers no card page', async ({
    page,
    login,
  }) => {
    await login({ plan: '1-week', status: 'trialing' });
    await page.goto('/subscription');
    const details = page.locator('.details-list');
    await expect(details).toContainText('1-Week Trial');
    await expect(details).toContainText('$29.99');
    const trialEnds = details.locator('div', { has: page.getByText('Trial ends', { exact: true }) });
    await expect(trialEnds.getByText(longDate)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage payment method' })).toHaveCount(0);
  });
});

test.describe('change email', { tag: '@twice' }, () => {
  test('confirms the new address from the emailed link; signing in then uses it', async ({
    page,
    javaScript,
    expectAccessible,
    login,
  }) => {
    const learner = await login();
    await page.goto('/change-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Change email' })).toBeVisible();

    // The current address is refused, next to the field and in the summary.
    await page.getByLabel('New email').fill(learner.email);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(errorSummary(page)).toContainText('Please enter a valid email address.');
    await expect(page.getByLabel('New email')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    const newEmail = `new-${learner.email}`;
    await page.getByLabel('New email').fill(newEmail);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(toast(page)).toContainText('Verification email has been sent.');

    const link = await linkFromOutbox(newEmail, 'change-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your email has been updated.' })).toBeVisible();
    await expect(page.getByText('Please log in with your new email address.')).toBeVisible();
    await expectAccessible();

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(errorSummary(page)).toContainText('This confirmation link is invalid or has expired.');

    await logIn(page, { email: newEmail, pin: learner.pin }, javaScript);
    await page.goto('/profile');
    await expect(page.getByText(newEmail)).toBeVisible();
  });

  test('a link without its token explains itself', async ({ page, expectAccessible }) => {
    await page.goto('/confirm-email-change?email=someone%40example.com');
    await expect(page.getByText('Invalid confirmation link. Missing token or email.')).toBeVisible();
    await expectAccessible();
  });
});

test.describe('feedback', { tag: '@twice' }, () => {
  test('asks for a rating or a text, then thanks the learner', async ({
    page,
    javaScript,
    expectAccessible,
    login,
  }) => {
    await login();
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const message = 'Please provide either a rating or feedback text';
    await expect(errorSummary(page)).toContainText(message);
    await expect(page.getByRole('group', { name: 'Your rating' })).toContainText(message);
    await expectAccessible();

    const text = page.getByLabel('Your feedback');
    await expect(text).toHaveAttribute('maxlength', '150');
    await text.fill('Clear lessons');
    if (javaScript) await expect(page.getByText('Characters left: 137')).toBeVisible();
    else await expect(page.getByText('Up to 150 characters.')).toBeVisible();

    await page.getByLabel('4 – Very good').check();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(toast(page)).toContainText('Thank you for your feedback!');
  });
});

test.describe('language', { tag: '@twice' }, () => {
  test('Ukrainian stays after logging out and in again', async ({
    page,
    javaScript,
    expectAccessible,
    login,
  }) => {
    const learner = await login();
    await page.goto('/language');
    await expect(page.getByLabel('English')).toBeChecked();
    await expectAccessible();
    await page.getByLabel('Українська').check();
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Акаунт' })).toBeVisible();
    await expect(toast(page)).toContainText('Мову оновлено');
    await expectAccessible();

    await page.getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/login/);
    // Without the browser's language cookie, the language can only come from the account.
    await page.context().clearCookies();
    await logIn(page, learner, javaScript);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Акаунт' })).toBeVisible();
    await page.goto('/language');
    await expect(page.getByLabel('Українська')).toBeChecked();
  });
});

test.describe('delete account', { tag: '@twice' }, () => {
  test('takes the typed word and a confirmation; signing in again restores it', async ({
    page,
    javaScript,
    expectAccessible,
    login,
  }) => {
    const learner = await login();
    await page.goto('/delete-account');
    const word = page.getByLabel('Type DELETE to confirm');
    await word.fill('GOODBYE');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(errorSummary(page)).toContainText('Please type DELETE to confirm.');
    await expectAccessible();

    await word.fill(' delete ');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

    await expect(page).toHaveURL(/\/login/);
    await expect(toast(page)).toContainText('Your account has been deleted successfully.');
    await expect(toast(page)).toContainText('within 28 days');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);

    await logIn(page, learner, javaScript);
    await page.goto('/profile');
    await expect(page.getByText(learner.email)).toBeVisible();
  });
});

test.describe('help', { tag: '@twice' }, () => {
  test('answers step by step; the refund answer leads to the contact form', async ({
    page,
    expectAccessible,
    login,
  }) => {
    await login();
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expectAccessible();

    await page.getByRole('link', { name: 'How do I request a refund?' }).click();
    await expect(page).toHaveURL('/help-answer?type=refund');
    const steps = page.locator('ol.steps > li');
    await expect(steps).toHaveCount(5);
    await expectAccessible();
    await steps.first().getByRole('link', { name: 'support@skillpilot.app' }).click();
    await expect(page).toHaveURL('/help-contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    await page.goto('/help-answer');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How do I cancel my subscription?' }),
    ).toBeVisible();
    await page.goto('/help-answer?type=lottery');
    await expect(page.getByRole('heading', { level: 1, name: 'Help information' })).toBeVisible();
    await expectAccessible();
  });

  test('answers are open to visitors who are not signed in', async ({ page, expectAccessible }) => {
    await page.goto('/help-answer?type=login');
    await expect(
      page.getByRole('heading', { level: 1, name: "I can't log in. What can I do?" }),
    ).toBeVisible();
    await expectAccessible();
  });

  test('the contact form checks its fields, sends, and goes back to Help', async ({
    page,
    expectAccessible,
    login,
  }) => {
    const learner = await login();
    await page.goto('/help-contact');
    await expect(page.getByLabel('Email')).toHaveValue(learner.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(errorSummary(page)).toContainText('Please select your concern');
    await expect(errorSummary(page)).toContainText('Please provide more details');
    await expect(page.getByLabel('Concern')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    await page.getByLabel('Concern').selectOption({ label: 'Refunds' });
    await page.getByLabel('Details').fill('I was charged twice this month.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
    await expectAccessible();
    // Two seconds later the page returns to Help by itself, with or without JavaScript.
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  });
});
