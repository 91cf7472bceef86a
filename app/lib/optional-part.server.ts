import { rethrowResponse } from './account.server';

/**
 * A secondary part of a page (the streak, a list of guides, the lesson's outline): its data, or null
 * when the backend could not give it: timed out, failed, or too busy (503 backend_busy). The page
 * then shows without it and says so in its place, instead of becoming the error page. A sign-out
 * (a thrown redirect, on a token that ended) still ends the page.
 */
export function optionalPart<T>(promise: Promise<T>, what: string): Promise<T | null> {
  const part = promise.catch((error: unknown) => {
    rethrowResponse(error);
    console.warn(`${what} could not be loaded:`, reasonOf(error));
    return null;
  });
  // A sign-out may come before the page awaits this part: it is not an unhandled rejection.
  part.catch(() => {});
  return part;
}

/** One short line for the log: under load a part may fail on every page, and a stack each time helps no one. */
function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const failure = (error as { data?: { code?: unknown } }).data?.code;
    if (typeof failure === 'string') return failure;
    if (error instanceof Error) return `${error.name}: ${error.message}`;
  }
  return String(error);
}
