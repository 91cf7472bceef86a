#!/usr/bin/env node
// The browser tests' backend with faults on request: it passes every call on to the real backend,
// except the calls a test named for one learner's token, which it answers itself as the backend
// would when failing (500) or too busy (503 ServerBusy with Retry-After). A web app of the test
// stack asks the backend through it, so a test can fail one part of a page for its own learner
// while every other learner and every other call goes through untouched.
//   PUT /__faults  {"token": "...", "path": "/api/...", "answer": "error" | "busy" | null (passes again)}
import http from 'node:http';

const port = Number(process.env.PORT ?? 3139);
const backend = new URL(process.env.BACKEND_URL ?? 'http://127.0.0.1:1437');
/** token -> path -> answer */
const faults = new Map();

const answers = {
  error: {
    status: 500,
    headers: {},
    body: { error: { status: 500, name: 'InternalServerError', message: 'Fault' } },
  },
  busy: {
    status: 503,
    headers: { 'retry-after': '2' },
    body: { error: { status: 503, name: 'ServerBusy', message: 'Too busy', retryAfterSeconds: 2 } },
  },
};

const server = http.createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/__faults') return faultsCall(request, response);
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const fault = token ? faults.get(token)?.get(path) : undefined;
  if (fault) {
    const answer = answers[fault];
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.body));
    return;
  }
  const forwarded = http.request(
    new URL(request.url ?? '/', backend),
    { method: request.method, headers: { ...request.headers, host: backend.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});

function faultsCall(request, response) {
  if (request.method === 'GET') return response.end('ok');
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    const { token, path, answer } = JSON.parse(text);
    if (!token || !path || (answer !== null && !(answer in answers))) {
      response.writeHead(400);
      return response.end();
    }
    if (!faults.has(token)) faults.set(token, new Map());
    if (answer === null) faults.get(token).delete(path);
    else faults.get(token).set(path, answer);
    response.writeHead(204);
    response.end();
  });
}

server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
