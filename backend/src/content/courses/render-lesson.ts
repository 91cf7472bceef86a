import { renderMarkdown } from '../markdown';
import type { CatalogLesson, FragmentBlock, LessonHtml } from './catalog';

const MARKER = /\[PRACTICE_(\d+)\]/;

/**
 * A lesson's Markdown as sanitised HTML, made once at import: the start screen, and each fragment
 * cut at its `[PRACTICE_n]` markers so the practices sit where the author placed them.
 */
export async function renderLessonHtml(
  lesson: Pick<CatalogLesson, 'introduction' | 'fragments'>,
): Promise<LessonHtml> {
  return {
    introduction: await renderMarkdown(lesson.introduction),
    fragments: await Promise.all(lesson.fragments.map((fragment) => renderFragment(fragment.content))),
  };
}

async function renderFragment(content: string): Promise<FragmentBlock[]> {
  // split with a capturing group alternates text and practice numbers: text, n, text, n, text...
  const parts = content.split(MARKER);
  const blocks: FragmentBlock[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      blocks.push({ practice: Number(part) - 1 });
      continue;
    }
    if (part.trim() === '') continue;
    blocks.push({ html: await renderMarkdown(part) });
  }
  return blocks;
}
