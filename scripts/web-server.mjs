#!/usr/bin/env node
// Serves the built web app: static files, then Remix. Each request runs with the visitor's address
// in the request context, bodies are limited by the app's form reader, and a stop signal closes
// the server and exits at once instead of waiting for Remix's per-page timers.
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const build = await import(new URL('../build/server/index.js', import.meta.url).href);
const { requestContext } = build.entry.module;

const app = express();
app.disable('x-powered-by');
// Which hops may tell us the visitor's address (X-Forwarded-For): by default only this machine.
app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
app.use(compression());
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));

const remix = createRequestHandler({ build, mode: process.env.NODE_ENV ?? 'production' });
app.all('*', (request, response, next) =>
  requestContext.run({ clientIp: request.ip }, () => remix(request, response, next)),
);

const server = app.listen(port, host, () => console.log(`Web app listening on http://${host}:${port}`));

function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running get two seconds to finish.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
