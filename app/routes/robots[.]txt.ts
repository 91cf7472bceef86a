import { config } from '~/lib/config.server';
import { disallowedPaths } from '~/lib/site-map';

// Every crawler may read the public pages; signed-in, checkout and personal pages are kept out.
export function loader() {
  const body = [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${config.WEB_URL}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
