import type { HeadersFunction } from '@remix-run/node';

/**
 * A route's `headers`: the Retry-After of an action the backend was too busy for, or of a busy
 * backend's failure shown by this route's error boundary, reaches the page's answer (Remix sends
 * those headers on a document only when the route passes them on).
 */
export const retryAfterHeaders: HeadersFunction = ({ parentHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After') ?? errorHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
