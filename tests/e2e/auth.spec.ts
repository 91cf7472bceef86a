import type { Page } from '@playwright/test';
import { expect, ports, test } from './support/fixtures';
import { createLearner, expireSubscription, linkFromOutbox, signIn, typePin } from './support/learners';

// Sign-in, the first PIN, a forgotten PIN and signing out: every test runs with JavaScript
// (the PIN sends itself on the fourth digit) and without it (the buttons post the forms).

const problems = (page: Page) => page.getByRole('alert');
const toast = (page: Page) => page.getByTestId('toast');

/** A PIN different from the given one. */
const otherPin = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');

/** The email step, as a person does it. */
async function enterEmail(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\?step=pin$/);
}

/** Types a PIN and waits for the server's answer, so each attempt counts before the next. */
async function submitPin(page: Page, pin: string, javaScript: boolean, submitLabel: string) {
  if (!javaScript) {
    await typePin(page, pin, javaScript, submitLabel);
    await page.waitForLoadState();
    return;
  }
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await typePin(page, pin, javaScript, submitLabel);
  await answered;
}

/** After a refused PIN the boxes are empty again: at once without JavaScript, after 1 s with it. */
async function expectPinCleared(page: Page) {
  for (let position = 1; position <= 4; position++) {
    await expect(page.getByLabel(`Digit ${position} of 4`)).toHaveValue('');
  }
}

test.describe('log in', { tag: '@twice' }, () => {
  test('with email and PIN lands on the dashboard', async ({ page, javaScript, expectAccessible }) => {
    // A whole journey with an accessibility scan per page: more than the default 30 s on a busy machine.
    test.slow();
    const learner = await createLearner();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectAccessible();

    const email = page.getByLabel('Email');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await email.fill('not-an-email');
    if (javaScript) {
      // The button waits for an address that looks right.
      await expect(continueButton).toBeDisabled();
    } else {
      await continueButton.click();
      await expect(problems(page)).toContainText('Please enter a valid email address');
      await expect(page.locator('.field-error')).toContainText('Please enter a valid email address');
      await expectAccessible();
    }
    await email.fill(learner.email);
    await continueButton.click();

    // The email is kept by the server, not in the address.
    await expect(page).toHaveURL(/\/login\?step=pin$/);
    await expect(page.getByText(`Logging in as ${learner.email}.`)).toBeVisible();
    await expect(page.getByRole('group', { name: 'PIN code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your PIN code?' })).toHaveAttribute(
      'href',
      '/restore-pass',
    );
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectAccessible();

    await typePin(page, learner.pin, javaScript, 'Log in');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Skillpilot' })).toBeVisible();
    await expect(page.getByText(learner.email)).toBeVisible();
    await expectAccessible();
  });

  test('the PIN step changes its email with a link back to the first step', async ({ page }) => {
    const learner = await createLearner();
    await enterEmail(page, learner.email);
    await page.getByRole('link', { name: 'Change' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email')).toHaveValue(learner.email);
  });

  test('the PIN step without an email goes back to the first step', async ({ page }) => {
    await page.goto('/login?step=pin');
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('a wrong PIN and an unknown email get the same message, with the tries left', async ({
    page,
    javaScript,
    expectAccessible,
  }) => {
    const learner = await createLearner();
    await enterEmail(page, learner.email);
    await submitPin(page, otherPin(learner.pin), javaScript, 'Log in');
    const refused = 'Wrong email or PIN. 4 tries left, then PIN sign-in locks for a while.';
    await expect(problems(page)).toContainText(refused);
    await expect(page.getByRole('group', { name: 'PIN code' })).toContainText(refused);
    // The failure is what a screen reader hears first: in the title and where focus lands.
    await expect(page).toHaveTitle('Error: Enter your PIN code · Skillpilot');
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectPinCleared(page);
    await expectAccessible();

    // An address without an account counts its tries the same way.
    await enterEmail(page, `nobody-${learner.email}`);
    await submitPin(page, learner.pin, javaScript, 'Log in');
    await expect(problems(page)).toContainText(refused);
    await expect(page).toHaveURL(/\/login\?step=pin$/);
  });

  test('four digits and a tap on Log in send one sign-in', async ({ page, javaScript }) => {
    const learner = await createLearner();
    await enterEmail(page, learner.email);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    for (const [index, digit] of [...learner.pin.slice(0, 3)].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
    }
    if (javaScript) {
      // The fourth digit sends the form; a tap on the button in the same moment must not send it again.
      await page.evaluate((digit) => {
        const last = document.querySelector<HTMLInputElement>('[aria-label="Digit 4 of 4"]');
        if (!last) throw new Error('no fourth box');
        last.value = digit;
        last.dispatchEvent(new Event('input', { bubbles: true }));
        document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click();
      }, learner.pin.slice(3));
    } else {
      await page.getByLabel('Digit 4 of 4').fill(learner.pin.slice(3));
      await page.getByRole('button', { name: 'Log in' }).click();
    }
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Skillpilot' })).toBeVisible();
    expect(posts.filter((url) => new URL(url).pathname.startsWith('/login'))).toHaveLength(1);
  });

  test('a PIN pasted into the first box signs in, with or without JavaScript', async ({
    page,
    javaScript,
  }) => {
    const learner = await createLearner();
    await enterEmail(page, learner.email);
    const first = page.getByLabel('Digit 1 of 4');
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await first.fill(learner.pin);
    if (!javaScript) await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Skillpilot' })).toBeVisible();
  });

  test('an incomplete PIN is caught before it is sent', async ({ page, javaScript }) => {
    const learner = await createLearner();
    await enterEmail(page, learner.email);
    await page.getByLabel('Digit 1 of 4').fill('1');
    await page.getByLabel('Digit 2 of 4').fill('2');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(problems(page)).toContainText('PIN must contain exactly 4 digits');
    if (javaScript) await expect(page.getByLabel('Digit 1 of 4')).toHaveValue('1');
  });

  test('five wrong PINs lock PIN sign-in, even for the right PIN', async ({ page, javaScript }) => {
    // Six attempts, each waiting for the boxes to clear: more than 30 s on a busy machine.
    test.slow();
    const learner = await createLearner();
    await enterEmail(page, learner.email);
    const wrong = otherPin(learner.pin);
    for (const left of ['4 tries left', '3 tries left', '2 tries left', '1 try left']) {
      await submitPin(page, wrong, javaScript, 'Log in');
      await expect(problems(page)).toContainText(`Wrong email or PIN. ${left}`);
      await expectPinCleared(page);
    }
    await submitPin(page, wrong, javaScript, 'Log in');
    const locked = 'Too many wrong PINs. PIN sign-in is locked for 15 minutes.';
    await expect(problems(page)).toContainText(locked);
    await expect(page.getByRole('link', { name: 'Reset your PIN' })).toHaveAttribute('href', '/restore-pass');
    await expectPinCleared(page);

    await submitPin(page, learner.pin, javaScript, 'Log in');
    await expect(problems(page)).toContainText(locked);
    await expect(page).toHaveURL(/\/login\?step=pin$/);
  });

  test('without an active subscription offers the plans', async ({ page, javaScript }) => {
    const learner = await createLearner();
    await expireSubscription(learner.email);
    await enterEmail(page, learner.email);
    await submitPin(page, learner.pin, javaScript, 'Log in');
    await expect(problems(page)).toContainText(
      'Login failed subscription is not active or payment is failed !',
    );
    await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/plans');
  });

  test('goes back to the page that asked for it, and only on this site', async ({ page, javaScript }) => {
    const learner = await createLearner();
    await page.goto('/login?redirectTo=%2Fterms');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await typePin(page, learner.pin, javaScript, 'Log in');
    await expect(page).toHaveURL('/terms');

    await page.context().clearCookies();
    await page.goto('/login?redirectTo=%2F%2Fevil.example%2F');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await typePin(page, learner.pin, javaScript, 'Log in');
    await expect(page).toHaveURL('/dashboard');
  });

  test('a signed-in learner opening /login goes to the welcome page', async ({ page, login }) => {
    await login();
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Skillpilot' })).toBeVisible();
  });

  test('says so when the backend cannot be reached', async ({ page, javaScript, expectAccessible }) => {
    const web = `http://127.0.0.1:${ports.webWithoutBackend}`;
    await page.goto(`${web}/login`);
    await page.getByLabel('Email').fill('learner@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${web}/login?step=pin`);
    await submitPin(page, '1234', javaScript, 'Log in');
    await expect(problems(page)).toContainText('Our servers are not answering.');
    await expectAccessible();
  });
});

test.describe('log out', { tag: '@twice' }, () => {
  test('ends the session and says so', async ({ page, javaScript, expectAccessible }) => {
    const learner = await createLearner();
    await signIn(page, learner, javaScript);
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(toast(page)).toContainText('You have been logged out.');
    await expectAccessible();

    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    // Signing out is a form's POST; visiting the address does nothing.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  });
});

test.describe('first PIN', { tag: '@twice' }, () => {
  test('is set from the emailed link and signs the learner in', async ({
    page,
    javaScript,
    expectAccessible,
  }) => {
    // A whole journey with an accessibility scan per page: more than the default 30 s on a busy machine.
    test.slow();
    const learner = await createLearner({ pin: null });
    expect(learner.setupToken).toBeTruthy();
    const link = await linkFromOutbox(learner.email, 'set-pin');
    await page.goto(link);
    // The token leaves the address at once.
    await expect(page).toHaveURL('/pin');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your PIN code' })).toBeVisible();
    await expectAccessible();

    await submitPin(page, '2580', javaScript, 'Continue');
    await expect(page).toHaveURL('/confirm-pin');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your PIN code' })).toBeVisible();
    await expectAccessible();
    await submitPin(page, '2580', javaScript, 'Save PIN');

    await expect(page).toHaveURL('/dashboard');
    await expect(toast(page)).toContainText('Your PIN is ready.');
    await expect(page.getByText(learner.email)).toBeVisible();

    // The new PIN is the one to sign in with.
    await page.getByRole('button', { name: 'Log out' }).click();
    await signIn(page, { email: learner.email, pin: '2580' }, javaScript);
    await expect(page).toHaveURL('/dashboard');
  });

  test('asks again when the two PINs do not match', async ({ page, javaScript, expectAccessible }) => {
    const learner = await createLearner({ pin: null });
    await page.goto(`/pin?email=${encodeURIComponent(learner.email)}&token=${learner.setupToken}`);
    await expect(page).toHaveURL('/pin');
    await submitPin(page, '1357', javaScript, 'Continue');
    await expect(page).toHaveURL('/confirm-pin');
    await submitPin(page, '7531', javaScript, 'Save PIN');
    await expect(page).toHaveURL('/pin');
    await expect(problems(page)).toContainText('PINs do not match');
    await expectAccessible();

    await submitPin(page, '1357', javaScript, 'Continue');
    await expect(page).toHaveURL('/confirm-pin');
    await submitPin(page, '1357', javaScript, 'Save PIN');
    await expect(page).toHaveURL('/dashboard');
  });

  test('explains that the emailed link is needed when it is missing', async ({ page, expectAccessible }) => {
    await page.goto('/pin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Open the link from your email' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    await expectAccessible();
    await page.goto('/confirm-pin');
    await expect(page).toHaveURL('/pin');
  });
});

test.describe('forgotten PIN', { tag: '@twice' }, () => {
  test('a link by email sets a new PIN to log in with', async ({ page, javaScript, expectAccessible }) => {
    // A whole journey with an accessibility scan per page: more than the default 30 s on a busy machine.
    test.slow();
    const learner = await createLearner();
    await enterEmail(page, learner.email);
    await page.getByRole('link', { name: 'Forgot your PIN code?' }).click();
    await expect(page).toHaveURL('/restore-pass');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your PIN code?' })).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(problems(page)).toContainText('Please enter your email address');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await expectAccessible();

    const link = await linkFromOutbox(learner.email, 'reset-pin');
    await page.goto(link);
    await expect(page).toHaveURL('/reset-pin');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new PIN code' })).toBeVisible();
    await expectAccessible();
    const newPin = otherPin(learner.pin);
    await submitPin(page, newPin, javaScript, 'Continue');
    await expect(page).toHaveURL('/reset-pin?step=confirm');
    await expectAccessible();
    await submitPin(page, newPin, javaScript, 'Reset PIN');

    await expect(page).toHaveURL('/login');
    await expect(toast(page)).toContainText('Your PIN has been reset. Please log in.');
    await signIn(page, { email: learner.email, pin: newPin }, javaScript);
    await expect(page).toHaveURL('/dashboard');

    // The link works once, and says so as soon as it is opened again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid reset link' })).toBeVisible();
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/restore-pass',
    );
  });

  test('an unknown email gets the same confirmation', async ({ page }) => {
    await page.goto('/restore-pass');
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  });

  test('a reset link without its token says so', async ({ page, expectAccessible }) => {
    await page.goto('/reset-pin');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid reset link' })).toBeVisible();
    await expect(page.getByText('Invalid reset link. Token is missing.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await expectAccessible();
  });
});
