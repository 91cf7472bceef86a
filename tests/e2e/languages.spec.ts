import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The shell, a guide, a lesson and a practice in Japanese and in Ukrainian, every label read from the
// language's own dictionary, so a text left in English or a key the page misses fails here. ChatGPT
// basics is translated into Ukrainian; in Japanese it reads in English, marked lang="en" for screen
// readers while the interface around it stays Japanese.
test.describe.configure({ timeout: 120_000 });

type Dictionary = { [key: string]: string | Dictionary };
const dictionary = (language: string, namespace: string): Dictionary =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, `${namespace}.json`), 'utf8'));
const text = (tree: Dictionary, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Dictionary)[key], tree);
  if (typeof value !== 'string') throw new Error(`No text at ${path}`);
  return value;
};

const guideText = {
  ja: {
    lang: 'en',
    guide: 'ChatGPT basics',
    lesson: 'What ChatGPT is',
    question:
      'ChatGPT answers your question in a confident, detailed way. What does that confidence tell you about whether the answer is right?',
    wrongOption: 'Quite a lot, because it only sounds that sure when it has found the fact it needs',
  },
  uk: {
    lang: null,
    guide: 'Основи ChatGPT',
    lesson: 'Що таке ChatGPT',
    question:
      'ChatGPT відповідає на ваше запитання впевнено й докладно. Що ця впевненість каже про те, чи правильна відповідь?',
    wrongOption: 'Чимало, бо так упевнено він звучить лише тоді, коли знайшов потрібний факт',
  },
} as const;

for (const language of ['ja', 'uk'] as const) {
  test(`a lesson and its question in ${language}`, { tag: '@twice' }, async ({
    page,
    login,
    expectAccessible,
  }) => {
    const learning = dictionary(language, 'learning');
    const common = dictionary(language, 'common');
    await login({ lang: language });

    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: text(learning, 'streak.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: text(learning, 'courses.recommended') })).toBeVisible();
    await expect(page.getByRole('link', { name: text(common, 'nav.news') }).first()).toBeVisible();
    await expectAccessible();

    const guide = guideText[language];
    // The guide's words carry their own language only where it is not the page's.
    const marked = async (locator: Locator) =>
      guide.lang
        ? await expect(locator).toHaveAttribute('lang', guide.lang)
        : await expect(locator).not.toHaveAttribute('lang', /./);

    await page.goto('/course/chatgpt-basics');
    await marked(page.getByRole('heading', { level: 1, name: guide.guide }));
    // The title, and again in the next lesson's lock: both in the guide's language.
    await marked(page.getByText(guide.lesson, { exact: true }).first());
    await page.getByRole('link', { name: text(learning, 'course.startLesson') }).click();
    await expect(page).toHaveURL(/\/lesson\/what-chatgpt-is\/start$/);
    await marked(page.getByRole('heading', { level: 1, name: guide.lesson }));
    await expectAccessible();
    await page.getByRole('button', { name: text(learning, 'lesson.start') }).click();
    for (let part = 1; part <= 3; part++) {
      await page.getByRole('button', { name: text(learning, 'lesson.continue'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`fragment=${part}`));
    }
    const question = page.getByRole('group', { name: guide.question });
    await marked(question.locator('legend'));
    await question.getByLabel(guide.wrongOption).check();
    await page.getByRole('button', { name: text(learning, 'practice.submit') }).click();
    await expect(page.getByText(text(learning, 'practice.incorrect'), { exact: true })).toBeVisible();
    // The verdict is the interface's; the explanation is the guide's.
    await expect(page.getByText(text(learning, 'practice.incorrect'), { exact: true })).not.toHaveAttribute(
      'lang',
      /./,
    );
    await expectAccessible();
  });
}
