import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The Support Center writes through the visitor's own mail app. With JavaScript the app opens at
// once; without it the form is checked on the server and the message is handed over ready to open.

async function fillSupportForm(page: Page) {
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Concern').fill('Billing & plans');
  await page.getByLabel('Details').fill('Charged twice? 50% & more');
}

test('the Support Center checks the form, then hands over a ready message', { tag: '@twice' }, async ({
  page,
  javaScript,
  expectAccessible,
}) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toContainText('Email is required');
  await expect(summary).toContainText('Please tell us your concern');
  await expect(summary).toContainText('Please provide more details');
  await expect(page).toHaveTitle('Error: Support Center · Skillpilot');
  await expectAccessible();

  await fillSupportForm(page);
  if (javaScript) {
    // The mail app opens from the page itself; the page confirms it.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('toast')).toContainText('Email client opened.');
    return;
  }
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your message is ready to send' })).toBeVisible();
  const mailto = new URL(
    (await page.getByRole('link', { name: 'Open in my mail app' }).getAttribute('href')) ?? '',
  );
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe('support@skillpilot.app');
  expect(mailto.searchParams.get('subject')).toBe('Support Request: Billing & plans');
  expect(mailto.searchParams.get('body')).toContain('Concern: Billing & plans');
  expect(mailto.searchParams.get('body')).toContain('Charged twice? 50% & more');
  await expectAccessible();
});
