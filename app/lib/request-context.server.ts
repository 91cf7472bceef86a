import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppLoadContext } from '@remix-run/node';

/** What the web server knows about the request being handled, available to every server module. */
export type RequestContext = AppLoadContext & {
  /** An action refused its form; the page rendered after it says so in its title. */
  formRefused?: boolean;
};

// Also Remix's load context, but loaders do not pass that on: this reaches the backend client deep inside.
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The visitor's address, forwarded to the backend so its per-address limits apply per visitor. */
export function currentClientIp(): string | undefined {
  return requestContext.getStore()?.clientIp;
}

/** Whether the web server already found this request's body over the limit. */
export function bodyWasTooLarge(): boolean {
  return requestContext.getStore()?.bodyTooLarge === true;
}

/** The request's id: sent with each backend call and shown on an error page as its reference. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
