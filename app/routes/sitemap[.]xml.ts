import { catalogOverviewIn, quizStartOf } from '~/lib/catalog-overview.server';
import { config } from '~/lib/config.server';
import { fallbackLanguage } from '~/lib/languages';
import { sitemapPaths } from '~/lib/site-map';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The public pages for search engines, named by WEB_URL. The quiz's first step comes from the funnel
// content through the backend; while the backend cannot say, the answer is 503 with a time to come
// back, rather than a sitemap without the quiz.
export async function loader() {
  let quizStart: string | null;
  try {
    quizStart = quizStartOf(await catalogOverviewIn(fallbackLanguage));
  } catch {
    return new Response('The sitemap is not available right now.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
  const urls = sitemapPaths(quizStart)
    .map((path) => `  <url><loc>${escapeXml(`${config.WEB_URL}${path}`)}</loc></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
