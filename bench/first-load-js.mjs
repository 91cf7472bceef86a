// Bytes of JavaScript a browser fetches on a first visit of a page, raw and gzip-compressed.
import { gzipSync } from 'node:zlib';

export async function firstLoadJs(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const sources = new Set();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    sources.add(match[1]);
  }
  // The client entry imports the page language's dictionaries before hydrating.
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) sources.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, raw, gzip };
}
