import { data } from '@remix-run/node';
import type { BackendProblem } from './auth-errors';
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

/** The status of a form refused because of the backend's answer: its 4xx, or what went wrong. */
export function statusOfProblem(problem: BackendProblem): number {
  if (problem.kind === 'unreachable') {
    return { backend_unavailable: 503, backend_timeout: 504, backend_error: 502, backend_busy: 503 }[
      problem.code
    ];
  }
  return problem.status >= 400 && problem.status < 500 ? problem.status : 502;
}
