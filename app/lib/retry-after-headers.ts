import type { HeadersFunction } from '@remix-run/node';

/**
 * A route's `headers`: the Retry-After of an action the backend was too busy for reaches the page's
 * answer (Remix sends an action's headers on a document only when the route passes them on).
 */
export const retryAfterHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
