import http from 'node:http';
import https from 'node:https';

// The content backend is asked over connections kept open between calls, with Node's own HTTP
// client: a signed-in page makes several calls, and the Fetch API's streams and signals cost more
// of the web app's time than the backend takes to answer.

/** A whole answer of the backend: its status and its body, as bytes (files) and as text. */
export interface BackendAnswer {
  status: number;
  statusText: string;
  retryAfter: string | null;
  contentType: string | null;
  contentDisposition: string | null;
  bytes: Buffer;
  text: string;
}

export type BackendRequest = {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
};

/** The backend did not answer in time (`timedOut`), or could not be reached. */
export class BackendUnreachable extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'The backend did not answer in time' : 'The backend could not be reached');
    this.name = 'BackendUnreachable';
  }
}

// An idle connection is closed after 4 s, or a second before the time the server says it keeps it
// open, so a call rarely meets a connection the server closed; a reading call (GET) that does is
// sent again, once, on a new connection.
const idleMs = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: idleMs }),
  'https:': new https.Agent({ keepAlive: true, timeout: idleMs }),
};

export function requestBackend(url: URL, request: BackendRequest): Promise<BackendAnswer> {
  const deadline = Date.now() + request.timeoutMs;
  return send(url, request, deadline).catch((error: unknown) => {
    if (error instanceof ClosedWhileIdle && request.method === 'GET') return send(url, request, deadline);
    if (error instanceof ClosedWhileIdle) throw new BackendUnreachable(false);
    throw error;
  });
}

/** The server closed a kept connection as this call was written on it, before any answer. */
class ClosedWhileIdle extends Error {}

function send(url: URL, request: BackendRequest, deadline: number): Promise<BackendAnswer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const headers: Record<string, string | number> = { ...request.headers };
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    if (body) headers['content-length'] = body.length;
    let answered = false;
    const outgoing = (secure ? https : http).request(
      url,
      { method: request.method, headers, agent: secure ? agents['https:'] : agents['http:'] },
      (incoming) => {
        answered = true;
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () => {
          clearTimeout(timer);
          const retryAfter = incoming.headers['retry-after'];
          const bytes = Buffer.concat(chunks);
          resolve({
            status: incoming.statusCode ?? 502,
            statusText: incoming.statusMessage ?? '',
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            contentType: incoming.headers['content-type'] ?? null,
            contentDisposition: incoming.headers['content-disposition'] ?? null,
            bytes,
            get text() {
              return bytes.toString('utf8');
            },
          });
        });
      },
    );
    const timer = setTimeout(
      () => {
        outgoing.destroy();
        reject(new BackendUnreachable(true));
      },
      Math.max(0, deadline - Date.now()),
    );
    function fail(error: NodeJS.ErrnoException) {
      clearTimeout(timer);
      const closedWhileIdle =
        outgoing.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      reject(closedWhileIdle ? new ClosedWhileIdle() : new BackendUnreachable(false));
    }
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}
