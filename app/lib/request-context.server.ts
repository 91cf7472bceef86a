import { AsyncLocalStorage } from 'node:async_hooks';

/** What the web server knows about the request being handled, available to every server module. */
export type RequestContext = { clientIp: string | undefined };

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The visitor's address, forwarded to the backend so its per-address limits apply per visitor. */
export function currentClientIp(): string | undefined {
  return requestContext.getStore()?.clientIp;
}
