import { data } from '@remix-run/node';
import { type BackendProblem, retrySeconds } from './auth-errors';
import { requestContext } from './request-context.server';

/**
 * The answer of a form that was refused (invalid fields, a wrong PIN, a dead link): a 4xx status,
 * so the failure is visible to browsers and tools, and a mark for the root loader, which then
 * starts the page title with 'Error' so a screen reader hears it first.
 */
export function refused<T>(body: T, status = 400, headers?: HeadersInit) {
  const context = requestContext.getStore();
  if (context) context.formRefused = true;
  return data(body, { status, headers });
}

/** Whether an action of this request refused its form (the loaders run after it). */
export function formWasRefused(): boolean {
  return requestContext.getStore()?.formRefused === true;
}

/**
 * A form the backend refused or could not answer. When it was too busy to take it (it did none of
 * it), a 503 with Retry-After and no error mark: nothing was wrong with the form, it is sent again.
 */
export function refusedByBackend<T>(body: T, problem: BackendProblem, headers?: Record<string, string>) {
  if (problem.kind !== 'busy') return refused(body, statusOfProblem(problem), headers);
  const seconds = retrySeconds(problem.retryAfterSeconds);
  return data(body, { status: 503, headers: { ...headers, 'Retry-After': String(seconds) } });
}

/** The status of a form refused because of the backend's answer: its 4xx, or what went wrong. */
export function statusOfProblem(problem: BackendProblem): number {
  if (problem.kind === 'busy') return 503;
  if (problem.kind === 'unreachable') {
    return { backend_unavailable: 503, backend_timeout: 504, backend_error: 502 }[problem.code];
  }
  return problem.status >= 400 && problem.status < 500 ? problem.status : 502;
}
