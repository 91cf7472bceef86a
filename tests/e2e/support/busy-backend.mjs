#!/usr/bin/env node
// A stand-in for a backend whose PIN hashing queue is full, and the web app in front of it:
// `node tests/e2e/support/busy-backend.mjs <stand-in port> <web port>`. The first sign-in of each
// email is refused as the backend refuses it past its queue (503 ServerBusy, Retry-After); the
// next one is answered as a wrong PIN, so a test sees the form sent again. Everything else finds
// no backend, as in the suite's web app without one.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const [standInPort, webPort] = process.argv.slice(2);
const RETRY_AFTER_SECONDS = 5;
const refusedOnce = new Set();

const standIn = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    if (request.method !== 'POST' || request.url !== '/api/product-user/login') {
      request.socket.destroy();
      return;
    }
    const email = String(JSON.parse(body).email);
    response.setHeader('content-type', 'application/json');
    if (!refusedOnce.has(email)) {
      refusedOnce.add(email);
      response.statusCode = 503;
      response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      response.end(
        JSON.stringify({
          error: {
            status: 503,
            name: 'ServerBusy',
            message: 'Lots of people are signing in right now: try again in a few seconds.',
            retryAfterSeconds: RETRY_AFTER_SECONDS,
          },
        }),
      );
      return;
    }
    response.statusCode = 401;
    response.end(
      JSON.stringify({
        error: { status: 401, name: 'InvalidCredentials', message: 'Invalid credentials', attemptsLeft: 4 },
      }),
    );
  });
});

standIn.listen(Number(standInPort), '127.0.0.1', () => {
  const web = spawn(process.execPath, ['scripts/start.mjs', '--only', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_PORT: webPort, BACKEND_URL: `http://127.0.0.1:${standInPort}` },
  });
  const stop = () => web.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  web.on('exit', (code) => {
    standIn.close();
    process.exit(code ?? 0);
  });
});
