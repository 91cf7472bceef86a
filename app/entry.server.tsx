import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { getI18n, getLanguage } from './lib/i18n.server';
import { NonceContext } from './lib/nonce';
import { securityHeaders } from './lib/security-headers.server';
import { getAuth } from './lib/session.server';

// The web server runs each request inside this context and reads bodies within the forms' limit
// (scripts/web-server.mjs).
export { maxFormBytes } from './lib/form.server';
export { requestContext } from './lib/request-context.server';

// Loaders finish (with their own 10 s backend time-out) before rendering starts, so this only
// bounds streamed data, of which there is none. Remix keeps a timer of this length per document
// that a stopping server waits for, so it stays at Remix's default.
export const streamTimeout = 5_000;

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
  const i18n = getI18n(language);
  for (const [name, value] of Object.entries(securityHeaders(nonce, process.env.NODE_ENV === 'production'))) {
    responseHeaders.set(name, value);
  }
  await keepPersonalPagesOutOfCaches(request, responseHeaders);
  // Crawlers get the whole page at once; people get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get('user-agent')) || remixContext.isSpaMode;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Created before rendering: a page with nothing pending is all ready synchronously. Unref'd so a
    // pending abort never holds a stopping server open.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    abortTimer.unref();
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          // A pending abort timer would keep the process alive after a shutdown signal.
          clearTimeout(abortTimer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already on their way to the browser; log them once.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
