import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

// The shell, a guide, a lesson and a practice in Japanese and in Ukrainian, every label read from the
// language's own dictionary, so a text left in English or a key the page misses fails here. The
// guide's own text is English (it has no translation yet).
test.describe.configure({ timeout: 120_000 });

type Dictionary = { [key: string]: string | Dictionary };
const dictionary = (language: string, namespace: string): Dictionary =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, `${namespace}.json`), 'utf8'));
const text = (tree: Dictionary, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Dictionary)[key], tree);
  if (typeof value !== 'string') throw new Error(`No text at ${path}`);
  return value;
};

for (const language of ['ja', 'uk']) {
  test(`a lesson and its question in ${language}`, async ({ page, login, expectAccessible }) => {
    const learning = dictionary(language, 'learning');
    const common = dictionary(language, 'common');
    await login({ lang: language });

    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: text(learning, 'streak.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: text(learning, 'courses.recommended') })).toBeVisible();
    await expect(page.getByRole('link', { name: text(common, 'nav.news') }).first()).toBeVisible();
    await expectAccessible();

    await page.goto('/course/chatgpt-basics');
    await page.getByRole('link', { name: text(learning, 'course.startLesson') }).click();
    await expect(page).toHaveURL(/\/lesson\/what-chatgpt-is\/start$/);
    await expectAccessible();
    await page.getByRole('button', { name: text(learning, 'lesson.start') }).click();
    for (let part = 1; part <= 3; part++) {
      await page.getByRole('button', { name: text(learning, 'lesson.continue'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`fragment=${part}`));
    }
    const question = page.getByRole('group', {
      name: 'When ChatGPT answers your question, what is it actually doing?',
    });
    await question.getByLabel('Looking up the answer in a database of checked facts').check();
    await page.getByRole('button', { name: text(learning, 'practice.submit') }).click();
    await expect(page.getByText(text(learning, 'practice.incorrect'))).toBeVisible();
    await expectAccessible();
  });
}
