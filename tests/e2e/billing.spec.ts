import { expect, test } from './support/fixtures';
import { expireSubscription, signIn } from './support/learners';

// A plan that ends, and the way back: cancel, the period ends, sign-in is refused with the way to
// the plans, and a plan chosen there lets the learner in again.
test.describe.configure({ timeout: 90_000 });

test('a learner who cancelled is signed out when the period ends, and the plans bring them back', async ({
  page,
  javaScript,
  login,
  expectAccessible,
}) => {
  const learner = await login();
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Yes, cancel my subscription' })
    .click();
  await expect(page.getByRole('button', { name: 'Cancellation scheduled' })).toBeDisabled();

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
  await page.getByLabel('Expiry date (MM/YY)').fill('11/33');
  await page.getByLabel('Security code (CVC)').fill('321');
  await page.getByRole('button', { name: 'Pay $29.99' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('toast')).toContainText('Your plan is active again.');
  await signIn(page, learner, javaScript);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/subscription');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
