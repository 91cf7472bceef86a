import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { backendToken } from './support/learners';
import { lessonIds, walkLesson } from './support/progress';

// A learner finishes the shipped guide ChatGPT basics (by the API: the lesson player has its own
// tests), chooses the name for the certificate, downloads it, and a visitor who is not signed in
// confirms it on the public page and checks its signed credential.
test.describe.configure({ timeout: 180_000 });

const guideId = 'chatgpt-basics';
const learnerName = 'Олена Коваленко-Müller';

test.describe('certificates', () => {
  test('a finished guide earns a certificate anyone can verify', async ({
    page,
    login,
    browser,
    javaScript,
    viewport,
    expectAccessible,
  }) => {
    const learner = await login();
    const token = await backendToken(learner);
    for (const lessonId of await lessonIds(token, guideId)) {
      await walkLesson(learner, token, guideId, lessonId);
    }

    await page.goto('/profile');
    const list = page.getByRole('region', { name: 'Your certificates' });
    await expect(list.getByRole('heading', { level: 3, name: 'ChatGPT basics' })).toBeVisible();
    await expect(list.getByText('Choose the name printed on your certificates')).toBeVisible();
    await expect(page.getByText('Guide completed. Well done!')).toBeVisible();
    await expectAccessible();

    // The first download asks for the name to print.
    await page.getByRole('link', { name: 'Get my certificate' }).click();
    await expect(page).toHaveURL(/\/profile\/certificate-name\?certificate=chatgpt-basics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Name on your certificates' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.locator('.field-error')).toHaveText('Enter the name to print on your certificates.');
    await page.getByLabel('Full name').fill(`  ${learnerName}  `);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page).toHaveURL(/\/profile(#certificates-title)?$/);
    await expect(page.getByTestId('toast')).toContainText(
      'Your name is saved. Download your certificate below.',
    );
    await expect(list.getByText(`Name on your certificates: ${learnerName}`)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('link', { name: 'Download the certificate for ChatGPT basics (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificate-SP-\d{4}-[0-9A-Z]{6}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const number = download.suggestedFilename().slice('certificate-'.length, -'.pdf'.length);
    await expect(list.getByText(number)).toBeVisible();

    // Someone else, not signed in, opens the address printed under the QR code.
    const visitorContext = await browser.newContext({
      javaScriptEnabled: javaScript,
      viewport: viewport ?? undefined,
      reducedMotion: 'reduce',
    });
    try {
      const visitor = await visitorContext.newPage();
      // As the fixture's page does: with JavaScript, act on the page once it is hydrated.
      const hydrated = async () => {
        if (javaScript) await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      };
      await visitor.goto(`/verify/${number}`);
      await hydrated();
      await expect(visitor.getByText('Verified certificate').first()).toBeVisible();
      await expect(visitor.getByText(learnerName, { exact: true })).toBeVisible();
      await expect(visitor.getByText('ChatGPT basics', { exact: true })).toBeVisible();
      await expect(visitor.getByText('Valid: signed by Skillpilot (Open Badges 3.0)')).toBeVisible();
      expect(await visitor.content()).not.toContain(learner.email);
      const linkedIn = new URL(
        (await visitor
          .getByRole('link', { name: /Add this certificate to your LinkedIn profile/ })
          .getAttribute('href')) ?? '',
      );
      expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
      expect(linkedIn.searchParams.get('name')).toBe('ChatGPT basics');
      expect(linkedIn.searchParams.get('certId')).toBe(number);
      expect(linkedIn.searchParams.get('certUrl')).toMatch(new RegExp(`/verify/${number}$`));
      await expectAccessible(visitor);

      // The signed credential checks out; the same with another name does not.
      const credential = await (await visitorContext.request.get(`/verify/${number}/credential`)).text();
      expect(JSON.parse(credential).type).toContain('OpenBadgeCredential');
      await visitor.getByLabel('Credential JSON').fill(credential);
      await visitor.getByRole('button', { name: 'Check credential' }).click();
      await expect(visitor.getByText('This credential is genuine')).toBeVisible();
      await visitor.getByLabel('Credential JSON').fill(credential.replaceAll(learnerName, 'Someone Else'));
      await visitor.getByRole('button', { name: 'Check credential' }).click();
      await expect(visitor.getByText('This credential has been changed since it was signed')).toBeVisible();

      const missing = await visitor.goto('/verify/SP-2026-AAAAAA');
      expect(missing?.status()).toBe(404);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
      await hydrated();
      await visitor.getByRole('link', { name: 'Check another certificate' }).click();
      await expect(visitor).toHaveURL(/\/verify$/);
      await hydrated();
      await visitor.getByLabel('Certificate number').fill(number.toLowerCase());
      await visitor.getByRole('button', { name: 'Check certificate' }).click();
      await expect(visitor).toHaveURL(new RegExp(`/verify/${number}$`));
      await expect(visitor.getByText(learnerName, { exact: true })).toBeVisible();
    } finally {
      await visitorContext.close();
    }
  });

  test('an unfinished guide has no certificate yet', async ({ page, login, expectAccessible }) => {
    await login();
    await page.goto('/profile');
    await expect(
      page.getByText('Your certificates will appear here. Finish every lesson of a guide to earn one.'),
    ).toBeVisible();
    await page.goto('/certificates/chatgpt-basics/download');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('toast')).toContainText(
      'Certificate not found for this course. Please complete the course first.',
    );
    await expectAccessible();
  });
});
