import type { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';

const saneRequestId = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the X-Request-Id of a trusted proxy in front (WEB_TRUST_PROXY), when it is a
 * short plain token, or a new one short enough to read out to support (12 hex digits).
 */
export function requestIdOf(request: Request, trusted: (address: string, hop: number) => boolean): string {
  const given = request.headers['x-request-id'];
  const peer = request.socket.remoteAddress ?? '';
  if (typeof given === 'string' && saneRequestId.test(given) && trusted(peer, 0)) return given;
  return randomBytes(6).toString('hex');
}

/**
 * Prefixes the web app's warnings and errors with the id of the request they were written for, so
 * support finds them by the reference an error page shows, beside the backend's lines of that id.
 */
export function logWithRequestIds(store: AsyncLocalStorage<{ requestId?: string }>): void {
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console);
    console[level] = (...values: unknown[]) => {
      const id = store.getStore()?.requestId;
      if (id) write(`[request ${id}]`, ...values);
      else write(...values);
    };
  }
}
