import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createLearner, deleteLearner } from './support/learners';
import { ports } from './support/ports';
import { addStaff, codeFor, STAFF_PASSWORD, signInStaff } from './support/staff';

// The back office: a staff member made from the terminal signs in with a second factor, finds a
// learner and acts for them with a reason; roles decide what each may see and do.

const backend = `http://127.0.0.1:${ports.backend}`;

/** Where a link the backend made points, on this stack's web app. */
const pathOf = (url: string) => {
  const address = new URL(url);
  return `${address.pathname}${address.search}`;
};

async function lockPin(email: string) {
  for (let attempt = 0; attempt < 5; attempt += 1)
    await fetch(`${backend}/api/product-user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, pin: '0000' }),
    });
}

/** Opens an action's panel and does it with a reason. */
async function act(page: Page, title: string, reason: string, fill?: () => Promise<void>) {
  const panel = page.locator('details', { has: page.locator('summary', { hasText: title }) });
  // A refused form comes back with its panel open.
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await fill?.();
  await panel.getByLabel('Reason').fill(reason);
  await panel.getByRole('button').click();
}

test('a staff member from the terminal sets a password and signs in with a second factor', async ({
  page,
  expectAccessible,
}) => {
  const { email, setupUrl } = await addStaff('owner');
  await page.goto(pathOf(setupUrl));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('New password').fill('password1234');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This password is too easy to guess')).toBeVisible();
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page.getByText('Your password is set.')).toBeVisible();
  await expectAccessible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible();
  const key = (await page.locator('.admin-secret code').textContent()) ?? '';
  await page.getByLabel('The 6-digit code your app shows').fill('000000');
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await page.getByLabel('The 6-digit code your app shows').fill(await codeFor(key));
  await page.getByRole('button', { name: 'Turn on and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible();
  await page.getByRole('link', { name: 'I have saved them' }).click();

  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    'Learners',
    'Messages',
    'Funnel',
    'Business',
    'Content',
    'Audit log',
    'Staff',
  ]);
  await expectAccessible();
  // The codes are shown once.
  await page.goto('/admin/recovery-codes');
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.goto('/admin/learners');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
});

test('support finds a learner and fixes their account, each action kept with its reason @twice', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const learner = await createLearner();
  await lockPin(learner.email);
  await signInStaff(page.context(), 'support');
  try {
    await page.goto('/admin/learners');
    await expectAccessible();
    await page.getByLabel('Email or name').fill(learner.email.slice(0, 16));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: learner.email }).click();

    await expect(page.getByRole('heading', { name: learner.email, level: 1 })).toBeVisible();
    await expect(page.getByText(/locked until/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plans, newest first' })).toContainText('4-week');
    await expectAccessible();

    // A reason of spaces is no reason.
    await act(page, 'Lift the PIN lock', '   ');
    await expect(page.getByText('Say why, for the audit log.')).toBeVisible();
    await act(page, 'Lift the PIN lock', 'Called from their registered phone');
    await expect(page.getByRole('status')).toHaveText('PIN sign-in is unlocked.');
    await expect(page.getByText(/locked until/)).toHaveCount(0);

    await act(page, 'Extend the plan', 'Lost a week to the outage', async () => {
      await page.getByLabel('Days').fill('10');
    });
    await expect(page.getByRole('status')).toContainText('The plan now runs until');

    await act(page, 'Cancel at the end of the period', 'Asked by mail not to renew');
    await expect(page.getByRole('status')).toHaveText('The plan will not renew.');
    await act(page, 'Grant a plan', 'Goodwill after the outage', async () => {
      await page.getByLabel('Plan', { exact: true }).selectOption('12-week');
    });
    await expect(page.getByRole('status')).toHaveText('The 12-week plan is active.');

    const newEmail = `moved-${learner.email}`;
    await act(page, 'Change the email', 'Typo at checkout', async () => {
      await page.getByLabel('New email').fill(newEmail);
    });
    await expect(page.getByRole('status')).toContainText(`The email is now ${newEmail}`);
    await expect(page.getByRole('heading', { name: newEmail, level: 1 })).toBeVisible();

    await act(page, 'Delete the account', 'Asked by mail to delete');
    await expect(page.getByRole('status')).toContainText('The account is deleted');
    await act(page, 'Restore the account', 'Changed their mind the same day');
    await expect(page.getByRole('status')).toContainText('The account is restored');

    const actions = page.getByRole('region', { name: /Staff actions/ });
    await expect(page.locator('#audit-title')).toContainText('7');
    await expect(actions).toContainText('Typo at checkout');
    await expectAccessible();
  } finally {
    await deleteLearner(learner.id);
  }
});

test('each role sees its own part: content no learners, finance no account actions, owners the audit log @twice', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const learner = await createLearner();
  try {
    await signInStaff(page.context(), 'content');
    await page.goto('/admin/learners');
    await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
    await expectAccessible();

    const finance = await browser.newContext({ viewport: page.viewportSize() });
    await signInStaff(finance, 'finance');
    const financePage = await finance.newPage();
    await financePage.goto(`/admin/learners/${learner.id}`);
    await expect(financePage.getByText('Extend the plan', { exact: true })).toBeVisible();
    await expect(financePage.getByText('Delete the account', { exact: true })).toHaveCount(0);
    await expect(financePage.getByText('Change the email', { exact: true })).toHaveCount(0);
    await financePage.goto('/admin/audit');
    await expect(financePage.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
    await finance.close();

    const owner = await browser.newContext({ viewport: page.viewportSize() });
    await signInStaff(owner, 'owner');
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/admin/audit');
    await expect(ownerPage.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expectAccessible(ownerPage);
    const leaving = await addStaff('support');
    await ownerPage.goto('/admin/staff');
    await expect(ownerPage.getByRole('heading', { name: 'Add a staff member' })).toBeVisible();
    await expectAccessible(ownerPage);
    const manage = ownerPage.locator('details', {
      has: ownerPage.locator('summary', { hasText: `Manage ${leaving.email}` }),
    });
    await manage.locator('summary').click();
    const stop = manage.getByRole('form', { name: `Stop them signing in: ${leaving.email}` });
    await stop.getByLabel('Reason').fill('Left the team');
    await stop.getByRole('button').click();
    await expect(ownerPage.getByRole('status')).toHaveText(`${leaving.email} can no longer sign in.`);
    await expect(ownerPage.getByRole('listitem').filter({ hasText: leaving.email })).toContainText(
      'disabled',
    );
    await owner.close();
  } finally {
    await deleteLearner(learner.id);
  }
});

test('a learner’s session never opens the back office @twice', async ({ page, login }) => {
  await login();
  await page.goto('/admin/learners');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
});

test('support resends the set-PIN link to a learner who never chose a PIN @twice', async ({ page }) => {
  const learner = await createLearner({ pin: null });
  await signInStaff(page.context(), 'support');
  try {
    await page.goto(`/admin/learners/${learner.id}`);
    await expect(page.getByText('not set yet')).toBeVisible();
    await act(page, 'Resend the set-PIN link', 'Their first mail went to spam');
    await expect(page.getByRole('status')).toHaveText(`A set-PIN link was mailed to ${learner.email}.`);
    // The mail goes out just after the answer: the page shows it once it is sent.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Mail sent, newest first' })).toContainText('set-pin', {
        timeout: 1_000,
      });
    }).toPass();
  } finally {
    await deleteLearner(learner.id);
  }
});
