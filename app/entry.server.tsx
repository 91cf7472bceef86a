import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { config } from './lib/config.server';
import { TranslationsProvider } from './lib/i18n';
import { getLanguage, getTranslations } from './lib/i18n.server';
import { watchedCache } from './lib/metrics.server';
import { NonceContext, RequestReferenceContext } from './lib/nonce';
import { createRenderMemo, differenceAt } from './lib/render-memo.server';
import { currentRequestId } from './lib/request-context.server';
import { securityHeaders } from './lib/security-headers.server';
import { getAuth } from './lib/session.server';

// The web server runs each request inside this context and reads bodies within the forms' limit
// (web-server/main.ts).
export { maxFormBytes } from './lib/form.server';
export { requestContext } from './lib/request-context.server';

// Loaders finish (with their own 10 s backend time-out) before rendering starts, so this only
// bounds streamed data, of which there is none. Remix keeps a timer of this length per document
// that a stopping server waits for, so it stays at Remix's default.
export const streamTimeout = 5_000;

const renderMemo = createRenderMemo({ maxBytes: config.WEB_RENDER_MEMO_MB * 1024 * 1024, ttlMs: 5 * 60_000 });
const memoLookups = watchedCache('render_memo', () => renderMemo.size);

/**
 * A signed-in page is never stored: after logging out, the browser's Back button must not show the
 * profile or the subscription again from its cache.
 */
async function keepPersonalPagesOutOfCaches(request: Request, headers: Headers) {
  if (await getAuth(request)) headers.set('Cache-Control', 'no-store');
}

/** Data requests of client-side navigations follow the same rule as documents. */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  await keepPersonalPagesOutOfCaches(request, response.headers);
  return response;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64');
  const language = await getLanguage(request);
  for (const [name, value] of Object.entries(securityHeaders(nonce, process.env.NODE_ENV === 'production'))) {
    responseHeaders.set(name, value);
  }
  await keepPersonalPagesOutOfCaches(request, responseHeaders);

  const { loaderData, actionData, errors } = remixContext.staticHandlerContext;
  const memo = renderMemo.find({
    url: request.url,
    method: request.method,
    status: responseStatusCode,
    language,
    nonce,
    loaderData,
    actionData,
    errors,
  });
  const page = (html: BodyInit) => {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  };
  // A page shown again from memory is not rendered, and its data is not encoded for the browser
  // either: that happens only when rendering reads it (a patch of @remix-run/server-runtime).
  // Server-Timing tells an operator, in the browser's developer tools, how the page was made; only
  // when turned on, since it tells anyone else too.
  const kept = memo && renderMemo.filled(memo);
  if (memo) (kept ? memoLookups.hit : memoLookups.miss)();
  if (kept && !config.WEB_RENDER_MEMO_CHECK) {
    if (config.WEB_SERVER_TIMING) responseHeaders.set('Server-Timing', 'page;desc="kept"');
    return page(kept);
  }
  const renderStarted = performance.now();

  return new Promise((resolve, reject) => {
    let rendered = false;
    // Created before rendering: a page with nothing pending is all ready synchronously. Unref'd so a
    // pending abort never holds a stopping server open.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    abortTimer.unref();
    // Loaders have finished before rendering starts, so the whole page is ready at once: it is sent
    // as one piece, not in React's 2 KB chunks, each of which cost a trip through the streams, the
    // compressor and the socket.
    const respond = () => {
      rendered = true;
      const chunks: Buffer[] = [];
      const body = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          const html = Buffer.concat(chunks);
          if (kept) {
            // Check mode: the kept page must be the page this data renders.
            const difference = differenceAt(kept, html.toString());
            if (difference !== null) {
              console.error(
                `The render memo kept a page that differs from a new render of ${request.url} at character ${difference}: ` +
                  `kept "${kept.slice(difference - 40, difference + 80)}", rendered "${html.toString().slice(difference - 40, difference + 80)}". ` +
                  'A component read something outside its data (the clock, the request): docs/caches.md.',
              );
              resolve(
                new Response('The render memo kept a page that differs from a new render', { status: 500 }),
              );
              return done();
            }
          }
          // An error while rendering turns the status to 500: such a page is not kept.
          if (memo && !kept && responseStatusCode === 200) renderMemo.keep(memo, html.toString());
          const took = (performance.now() - renderStarted).toFixed(1);
          if (config.WEB_SERVER_TIMING)
            responseHeaders.set(
              'Server-Timing',
              kept ? 'page;desc="kept"' : `page;desc="rendered";dur=${took}`,
            );
          resolve(page(html));
          done();
        },
      });
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationsProvider value={getTranslations(language)}>
          <RequestReferenceContext.Provider value={currentRequestId() ?? null}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </RequestReferenceContext.Provider>
        </TranslationsProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          // A pending abort timer would keep the process alive after a shutdown signal.
          clearTimeout(abortTimer);
          respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell was rendered reach no error boundary; log them once.
          if (rendered) console.error(error);
        },
      },
    );
  });
}
