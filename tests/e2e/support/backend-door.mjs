#!/usr/bin/env node
// The browser tests' backend behind a door that fails the calls a test names, and a web app asking
// the backend through it: `node tests/e2e/support/backend-door.mjs <door port> <web port>`, with
// BACKEND_URL the real backend. Every call goes on to the real backend, except:
// - a call a test named for one learner's token, answered as the backend answers when failing
//   (500) or too busy (503 ServerBusy with Retry-After), until the test lets it pass again;
// - a sign-in of an email a test named, refused once as the backend refuses it past its PIN queue
//   (503 ServerBusy, Retry-After 5 s); the next one goes on, and is checked as usual.
// So a test fails one part of a page, or one sign-in, for itself while every other learner and
// every other call goes through untouched.
//   PUT /__faults {"token": "...", "path": "/api/...", "answer": "error" | "busy" | null (passes again)}
//   PUT /__faults {"email": "...", "answer": "busy-once"}
//   GET /__faults: {"requestIds": [...]}, the X-Request-Id of every call failed so far
import { spawn } from 'node:child_process';
import http from 'node:http';

const [doorPort, webPort] = process.argv.slice(2);
const backend = new URL(process.env.BACKEND_URL ?? 'http://127.0.0.1:1437');
const signIn = '/api/product-user/login';
/** token -> path -> answer */
const faults = new Map();
/** Emails whose next sign-in is refused as too busy. */
const busyOnce = new Set();
/** The request ids of the calls failed here, the last 100: a test finds its page's call by it. */
const failedIds = [];

const busy = (seconds, message) => ({
  status: 503,
  headers: { 'retry-after': String(seconds) },
  body: { error: { status: 503, name: 'ServerBusy', message, retryAfterSeconds: seconds } },
});
const answers = {
  error: {
    status: 500,
    headers: {},
    body: { error: { status: 500, name: 'InternalServerError', message: 'Fault' } },
  },
  busy: busy(2, 'Too busy'),
};
const busySignIn = busy(5, 'Lots of people are signing in right now: try again in a few seconds.');

function answer(response, { status, headers, body }) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const door = http.createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/__faults') return faultsCall(request, response);
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const fault = token ? faults.get(token)?.get(path) : undefined;
  if (fault) {
    failedIds.push(String(request.headers['x-request-id'] ?? ''));
    failedIds.splice(0, failedIds.length - 100);
    return answer(response, answers[fault]);
  }
  if (busyOnce.size > 0 && request.method === 'POST' && path === signIn) {
    // The email is in the body: read it whole, then answer or send it on as it came.
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      let email = '';
      try {
        email = String(JSON.parse(body.toString('utf8')).email);
      } catch {}
      if (busyOnce.delete(email)) return answer(response, busySignIn);
      forward(request, response, body);
    });
    return;
  }
  forward(request, response);
});

/** Sends the call on to the real backend: its body as it streams in, or the one already read. */
function forward(request, response, body) {
  const forwarded = http.request(
    new URL(request.url ?? '/', backend),
    { method: request.method, headers: { ...request.headers, host: backend.host } },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  if (body) forwarded.end(body);
  else request.pipe(forwarded);
}

function faultsCall(request, response) {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify({ requestIds: failedIds }));
  }
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    const { token, email, path, answer: named } = JSON.parse(text || '{}');
    if (request.method !== 'PUT') {
      response.writeHead(405);
      return response.end();
    }
    if (email && named === 'busy-once') {
      busyOnce.add(String(email));
    } else if (token && path && (named === null || named in answers)) {
      if (!faults.has(token)) faults.set(token, new Map());
      if (named === null) faults.get(token).delete(path);
      else faults.get(token).set(path, named);
    } else {
      response.writeHead(400);
      return response.end();
    }
    response.writeHead(204);
    response.end();
  });
}

door.listen(Number(doorPort), '127.0.0.1', () => {
  const web = spawn(process.execPath, ['scripts/start.mjs', '--only', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_PORT: webPort, BACKEND_URL: `http://127.0.0.1:${doorPort}` },
  });
  const stop = () => web.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  web.on('exit', (code) => {
    door.close();
    process.exit(code ?? 0);
  });
});
