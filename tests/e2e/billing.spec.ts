import { expect, test } from './support/fixtures';
import { expireSubscription, signIn } from './support/learners';

// A plan that ends, and the way back: cancel, keep it after all, cancel again, the period ends,
// sign-in is refused with the way to the plans, and a plan chosen there lets the learner in again.
test.describe.configure({ timeout: 90_000 });

test('a learner who cancelled is signed out when the period ends, and the plans bring them back', {
  tag: '@twice',
}, async ({ page, javaScript, login, expectAccessible }) => {
  const learner = await login();
  await page.goto('/subscription');
  const details = page.locator('.details-list');
  await expect(details).toContainText('Active');
  const cancel = async () => {
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toBeVisible();
    // The confirmation takes the cancel button's place: one question at a time.
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
    await expect(page).toHaveURL('/subscription');
  };
  await cancel();
  // The toast, the notice and the status say the same: the plan ends on a date, access stays.
  const ends = /Your plan ends on [A-Z][a-z]+ \d{1,2}, \d{4}; you keep access until then\./;
  await expect(page.getByTestId('toast')).toContainText(ends);
  await expect(page.locator('.subscription-ends')).toContainText(ends);
  await expect(details).toContainText(/Ends on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(details).not.toContainText('Active');
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await expectAccessible();

  // Changed their mind before the end: the plan renews again.
  await page.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(page.getByTestId('toast')).toContainText(
    /Your plan continues\. It renews on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  );
  await expect(details).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Keep my plan' })).toHaveCount(0);
  await expect(page.getByText(/Your plan renews automatically/)).toBeVisible();

  // Cancelled again, and left to end.
  await cancel();
  await expect(page.getByRole('button', { name: 'Keep my plan' })).toBeVisible();

  // The period ends: the next page signs the learner out with the product's message.
  await expireSubscription(learner.email);
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('toast')).toContainText(/User has been logged out\./);

  // The right PIN without a plan: refused, with the way to the plans.
  await signIn(page, learner, javaScript);
  await expect(page.getByRole('alert')).toContainText(
    'Login failed subscription is not active or payment is failed !',
  );
  await page.getByRole('link', { name: 'Choose a plan' }).click();

  await expect(page).toHaveURL('/plans');
  // The account is known from the sign-in: no email to type.
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
  await expectAccessible();
  await page.getByRole('radio', { name: /4-Week Plan/ }).check();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\/cs_[0-9a-f]+$/);
  await expect(page.getByText(`Account: ${learner.email}`)).toBeVisible();
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('11 / 33');
  await page.getByLabel('Security code (CVC)').fill('321');
  await page.getByRole('button', { name: 'Pay $29.99' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('toast')).toContainText('Your plan is active again.');
  await signIn(page, learner, javaScript);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/subscription');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
