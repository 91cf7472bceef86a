// Bytes a browser fetches on a first visit of a page to enhance it: its scripts (the module
// preloads, held back as `x-modulepreload` until the first paint, app/components/EnhancementScripts)
// and the dictionaries it preloads, raw and gzip-compressed (each file on its own, at level 9).
import { gzipSync } from 'node:zlib';

export async function firstLoadJs(pageUrl, { cookie } = {}) {
  const headers = cookie ? { cookie } : {};
  const html = await (await fetch(pageUrl, { headers })).text();
  const sources = new Set();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="(?:x-)?modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    sources.add(match[1]);
  }
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) sources.add(match[1]);
  // The client entry fetches these before hydrating (app/lib/i18n.tsx).
  for (const match of html.matchAll(/<link rel="preload" as="fetch"[^>]*\shref="([^"]+)"/g)) {
    sources.add(match[1]);
  }
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, raw, gzip };
}
