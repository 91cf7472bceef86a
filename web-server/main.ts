// Serves the built web app: static files, then Remix. Built to build/web-server/main.js
// (scripts/build-web-server.mjs) and run from there. Each request runs with the visitor's address
// in the request context and in Remix's load context; a posted body is read here, within the
// forms' size limit, before Remix sees it; a stop signal closes the server and exits at once
// instead of waiting for Remix's timers.
// The benchmarks pass another build's directory (bench/bare-remix/build) to serve it the same way.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AppLoadContext,
  createRequestHandler,
  type ServerBuild,
  writeReadableStreamToWritable,
} from '@remix-run/node';
import compression from 'compression';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import getRawBody from 'raw-body';
import { z } from 'zod';
import type { RequestContext } from '~/lib/request-context.server';
import { healthChecks } from './health';
import { measureRequests, metricsEndpoint, metricsToken, routeOfPath } from './metrics';
import { overloadSettings, shedOverload } from './overload';
import { logWithRequestIds, requestIdOf } from './request-id';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
// Paths are relative to this file's built place, build/web-server/.
const buildDir = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const build: ServerBuild = await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href);
// The app's entry module hands over its own store and limit; a reference build without them gets these.
const entry = build.entry.module as ServerBuild['entry']['module'] & {
  requestContext?: AsyncLocalStorage<RequestContext>;
  maxFormBytes?: number;
};
const { requestContext = new AsyncLocalStorage<RequestContext>(), maxFormBytes = 64 * 1024 } = entry;

const app = express();
app.disable('x-powered-by');
// Which hops may tell us the visitor's address (X-Forwarded-For): by default only this machine.
// The backend has its own TRUST_PROXY, which must name this web server.
app.set('trust proxy', trustProxyOf(process.env.WEB_TRUST_PROXY ?? 'loopback'));
const { shutdown, backendUrl } = serverSettings();
// Before the files and the pages: a probe is answered however busy the app is.
const health = healthChecks(app, backendUrl);
// Every answer, a file or a page, is read as the type it says: a browser never guesses another.
app.use((_request, response, next) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.use(compression());
app.use('/assets', express.static(resolve(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
// The other public files (favicon, course images) are listed once: a page's address then costs no
// look-up on disk before Remix answers it.
const publicNames = new Set(readdirSync(resolve(buildDir, 'client')));
// A guide's pictures sit in a folder named by a hash of the picture (course-images/<guide>-<hash>/):
// a new picture gets a new address, so these are kept a year, as the built scripts are.
const contentHashed = /\/course-images\/[^/]+-[0-9a-f]{12}\/[^/]+$/;
const servePublic = express.static(resolve(buildDir, 'client'), {
  maxAge: '1h',
  setHeaders: (response, path) => {
    if (contentHashed.test(path)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  },
});
app.use((request, response, next) =>
  publicNames.has(request.path.split('/')[1] ?? '') ? servePublic(request, response, next) : next(),
);

// Overload: the health checks and /metrics always answer; past the bounds a page is refused at once.
const token = metricsToken();
if (token) {
  app.get('/metrics', metricsEndpoint(token));
  app.use(measureRequests(routeOfPath(build)));
}
const shed = shedOverload(overloadSettings(), new URL('../../locales', import.meta.url).pathname);
if (shed) app.use(shed);

const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? 'production');

logWithRequestIds(requestContext);
const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;

app.all('*', async (request, response, next) => {
  try {
    const requestId = requestIdOf(request, trusted);
    response.setHeader('X-Request-Id', requestId);
    const body = await readBody(request);
    const facts: AppLoadContext = { clientIp: request.ip, bodyTooLarge: body === tooLarge, requestId };
    // Loaders get the facts as their context; the store carries them to what loaders call without them.
    const answer = await requestContext.run({ ...facts }, () =>
      handleRequest(toFetchRequest(request, response, body === tooLarge ? null : body), facts),
    );
    await send(response, answer);
  } catch (error) {
    next(error);
  }
});

const tooLarge = Symbol('too large');
// A sender of a body larger than this is cut off after its answer, whatever it still sends.
const drainLimitMs = 5_000;

/**
 * The posted body, read whole within the limit whether or not its length is declared. Past the
 * limit the rest is read and dropped, so the sender can finish sending and read the 413 instead of
 * waiting for us to read, and nothing over the limit is kept in memory.
 */
async function readBody(request: ExpressRequest): Promise<Buffer | typeof tooLarge | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  try {
    return await getRawBody(request, { limit: maxFormBytes, length: request.headers['content-length'] });
  } catch (error) {
    if ((error as { type?: string } | null)?.type !== 'entity.too.large') throw error;
    request.unpipe();
    request.resume();
    const cutOff = setTimeout(() => request.destroy(), drainLimitMs);
    cutOff.unref();
    request.once('end', () => clearTimeout(cutOff));
    return tooLarge;
  }
}

/** The Fetch API request Remix handles, as @remix-run/express builds it but with the body read. */
function toFetchRequest(request: ExpressRequest, response: ExpressResponse, body: Buffer | null): Request {
  const url = new URL(`${request.protocol}://${request.get('host') ?? host}${request.originalUrl}`);
  const controller = new AbortController();
  // Loaders and actions stop when the visitor goes away before the answer is written.
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined) headers.append(name, one);
  }
  // The body is whole now (or dropped): it is no longer chunked, and its length is what was read.
  headers.delete('transfer-encoding');
  headers.delete('content-length');
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  // raw-body's Buffer is backed by a plain ArrayBuffer, never a shared one.
  if (body !== null) init.body = body as Uint8Array<ArrayBuffer>;
  return new Request(url.href, init);
}

/** Writes Remix's answer to the Node response. */
async function send(response: ExpressResponse, answer: Response): Promise<void> {
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  // Headers come joined into one value each, but for Set-Cookie; the server's own are replaced.
  for (const [name, value] of answer.headers.entries()) {
    if (name === 'set-cookie') response.append(name, value);
    else response.setHeader(name, value);
  }
  // An answer that sets a cookie is this visitor's alone, whatever its route said: no cache keeps it.
  if (response.hasHeader('set-cookie')) response.setHeader('Cache-Control', 'private, no-store');
  if (answer.body) await writeReadableStreamToWritable(answer.body, response);
  else response.end();
}

/** Express's trust proxy setting from text: true, false, a hop count, or addresses and names. */
function trustProxyOf(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

const server = app.listen(port, host, () => console.log(`Web app listening on http://${host}:${port}`));

/**
 * Told to stop: not ready at once, still serving for the drain time (a load balancer's probes see it
 * and send visitors elsewhere), then no new connections, the requests in flight finished within the
 * grace time, and out.
 */
function stop() {
  health.drain();
  setTimeout(() => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      // As the backend does: an operator sees that requests were cut, not a clean stop.
      console.error('Stopping took longer than WEB_SHUTDOWN_GRACE_SECONDS: exiting with requests in flight');
      process.exit(1);
    }, shutdown.graceMs).unref();
  }, shutdown.drainMs).unref();
}

/** The web server's own settings from the environment; a wrong value stops the start. */
function serverSettings() {
  const parsed = z
    .object({
      BACKEND_URL: z.url().default('http://127.0.0.1:1337'),
      WEB_SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
      WEB_SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    })
    .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value?.trim())));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web app configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    backendUrl: values.BACKEND_URL,
    shutdown: {
      drainMs: values.WEB_SHUTDOWN_DRAIN_SECONDS * 1000,
      graceMs: values.WEB_SHUTDOWN_GRACE_SECONDS * 1000,
    },
  };
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
