import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogLesson } from '../../backend/src/content/courses/catalog';
import { renderLessonHtml } from '../../backend/src/content/courses/render-lesson';

const lesson = (content: string, introduction = 'Hello **there**.'): CatalogLesson => ({
  id: 'lesson',
  file: 'lesson.md',
  title: 'A lesson',
  minutes: 3,
  introduction,
  keyPoints: [],
  fragments: [{ id: 'fragment', title: 'A fragment', content, practices: [] }],
  translations: {},
});

describe('lesson HTML made at import', () => {
  // The sanitiser loads jsdom on first use.
  beforeAll(() => renderLessonHtml(lesson('')), 30_000);

  it('cuts a fragment where each practice is placed, keeping the text on both sides', async () => {
    const html = await renderLessonHtml(lesson('Before.\n\n[PRACTICE_2]\n\nBetween.\n\n[PRACTICE_1]'));
    expect(html.introduction).toBe('<p>Hello <strong>there</strong>.</p>\n');
    expect(html.fragments[0]).toEqual([
      { html: '<p>Before.</p>\n' },
      { practice: 1 },
      { html: '<p>Between.</p>\n' },
      { practice: 0 },
    ]);
  });

  it('sanitises what the Markdown lets through', async () => {
    const html = await renderLessonHtml(
      lesson(
        '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[link](javascript:alert(1)) and [ok](/help)',
      ),
    );
    const text = JSON.stringify(html.fragments);
    expect(text).not.toMatch(/script|onerror|javascript:/);
    expect(text).toContain('href=\\"/help\\"');
  });
});
