import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { backendToken } from './support/learners';
import { certificateStanding, passPractices, walkGuide } from './support/progress';

// A learner finishes the shipped guide ChatGPT basics, passing its practices (by the API: the lesson
// player has its own tests), chooses the name for the certificate, downloads it, and a visitor who
// is not signed in confirms it on the public page and checks its signed credential. A learner who
// skipped the practices is told which ones the certificate waits for, and where they are.
test.describe.configure({ timeout: 180_000 });

const guideId = 'chatgpt-basics';
const learnerName = 'Олена Коваленко-Müller';

test.describe('certificates', { tag: '@twice' }, () => {
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
    await walkGuide(learner, token, guideId, 'pass');

    // The guide page and the profile say how many practices were passed on the first try.
    const { passedFirstTry, requiredPractices } = await certificateStanding(token, guideId);
    const firstTry = `Passed on the first try: ${passedFirstTry} of ${requiredPractices}`;
    await page.goto(`/course/${guideId}`);
    await expect(page.getByRole('region', { name: 'Your certificate is ready' })).toContainText(firstTry);

    await page.goto('/profile');
    const list = page.getByRole('region', { name: 'Your certificates' });
    await expect(list.getByRole('heading', { level: 3, name: 'ChatGPT basics' })).toBeVisible();
    await expect(list.getByText(firstTry)).toBeVisible();
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
    // A direction control would make the printed name read otherwise than it is stored.
    await page.getByLabel('Full name').fill('Olena\u202Egnp.exe');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.locator('.field-error')).toHaveText(
      'This name has hidden characters (text direction marks or broken characters). Type it again using only letters, spaces and punctuation.',
    );
    await expect(page.getByLabel('Full name')).toHaveValue('Olena\u202Egnp.exe');
    await expectAccessible();
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
      // How the learner did is theirs alone.
      await expect(visitor.getByText(/first try/)).toHaveCount(0);
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
      // A second name before the signed one: the signature holds, but it reads two ways.
      await visitor
        .getByLabel('Credential JSON')
        .fill(credential.replace('"credentialSubject":{', '"credentialSubject":{"name":"Someone Else",'));
      await visitor.getByRole('button', { name: 'Check credential' }).click();
      await expect(visitor.getByText('This credential names the same field twice')).toBeVisible();

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

  test('a guide finished by skipping its practices names each one the certificate waits for', async ({
    page,
    login,
    expectAccessible,
  }) => {
    const learner = await login();
    const token = await backendToken(learner);
    await walkGuide(learner, token, guideId, 'skip');

    // The profile's card: the lessons are done, the practices are not; three links and the rest.
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Your next certificate' });
    await expect(card).toContainText('ChatGPT basics');
    await expect(card).toContainText('Every lesson finished.');
    await expect(card.getByText('9 practices left to pass for your certificate')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Quick check|^Prompt practice/ })).toHaveCount(3);
    await expect(card.getByRole('link', { name: 'Get my certificate' })).toHaveCount(0);
    await expect(page.getByText('Guide completed. Well done!')).toHaveCount(0);
    await expectAccessible();

    // The guide page lists all nine, each a link to its lesson.
    await card.getByRole('link', { name: 'See them all on the guide page' }).click();
    await expect(page).toHaveURL(/\/course\/chatgpt-basics$/);
    const waiting = page.getByRole('region', { name: '9 practices left to pass for your certificate' });
    await expect(waiting.getByText('0 of 9 required practices passed')).toBeVisible();
    const links = waiting.getByRole('link');
    await expect(links).toHaveCount(9);
    await expect(links.first()).toHaveAttribute(
      'href',
      '/course/chatgpt-basics/lesson/what-chatgpt-is/learn?fragment=3#practice-remember-the-one-big-idea-1',
    );
    await expect(links.nth(2)).toContainText('Prompt practice');
    await expect(links.nth(2)).toContainText('Lesson 3: Your first conversation');
    await expectAccessible();

    // Eight are passed elsewhere; the last one is a question in the first lesson, tried twice here.
    await passPractices(learner, token, guideId, (id) => id !== 'remember-the-one-big-idea-1');
    await page.reload();
    const last = page.getByRole('region', { name: '1 practice left to pass for your certificate' });
    await expect(last.getByText('8 of 9 required practices passed')).toBeVisible();
    await last.getByRole('link', { name: /ChatGPT answers your question in a confident/ }).click();
    await expect(page).toHaveURL(
      /\/lesson\/what-chatgpt-is\/learn\?fragment=3#practice-remember-the-one-big-idea-1$/,
    );
    const question = page.getByRole('group', {
      name: 'ChatGPT answers your question in a confident, detailed way. What does that confidence tell you about whether the answer is right?',
    });
    await question
      .getByLabel('Quite a lot, because it only sounds that sure when it has found the fact it needs')
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Incorrect answer')).toBeVisible();
    await question
      .getByLabel('Nothing on its own, since it writes likely text in the same sure tone either way')
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('toast')).toContainText(
      "You've passed every practice of ChatGPT basics: your certificate is ready on your profile.",
    );
    await expect(page.getByText('Correct answer')).toBeVisible();

    await page.goto(`/course/${guideId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Your certificate is ready' })).toBeVisible();
    await expectAccessible();
    await page.goto('/profile');
    await expect(card.getByRole('link', { name: 'Get my certificate' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your certificates' })
        .getByRole('heading', { name: 'ChatGPT basics' }),
    ).toBeVisible();
  });

  test('an unfinished guide has no certificate yet', async ({ page, login, expectAccessible }) => {
    await login();
    await page.goto('/profile');
    await expect(
      page.getByText(
        'Your certificates will appear here. Finish every lesson of a guide and pass its practices to earn one.',
      ),
    ).toBeVisible();
    await page.goto('/certificates/chatgpt-basics/download');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('toast')).toContainText(
      'Certificate not found for this course. Please complete the course first.',
    );
    await expectAccessible();
  });
});
