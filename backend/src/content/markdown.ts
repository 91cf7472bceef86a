import { Marked } from 'marked';
import { sanitizeHtml } from './sanitize-html';

const marked = new Marked({ gfm: true });

/** Markdown to sanitised HTML: raw HTML in the source goes through the same sanitiser. */
export async function renderMarkdown(markdown: string): Promise<string> {
  return sanitizeHtml(await marked.parse(markdown));
}
