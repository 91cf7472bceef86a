import { redirect } from '@remix-run/node';
import type { z } from 'zod';
import { ApiError, callBackend } from './api.server';
import { getSession, type Learner, sessionStorage, type Toast } from './session.server';

/** The signed-in learner, or a redirect to sign in that comes back here afterwards. */
export async function requireLearner(request: Request): Promise<Learner> {
  const learner = (await getSession(request)).get('auth');
  if (learner) return learner;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(back === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(back)}`);
}

/** Ends the web session (the backend token is revoked by the caller) and goes to sign in. */
export async function signOutTo(request: Request, location: string, toast?: Toast): Promise<Response> {
  const session = await getSession(request);
  session.unset('auth');
  if (toast) session.flash('toast', toast);
  return redirect(location, { headers: { 'Set-Cookie': await sessionStorage.commitSession(session) } });
}

type LearnerCallOptions<S extends z.ZodType> = Omit<Parameters<typeof callBackend<S>>[1], 'token'>;

/**
 * Calls the backend as the signed-in learner. A 401 (token ended elsewhere) signs out; a 423 (no
 * active subscription) signs out with the product's message. Other errors are the caller's.
 */
export async function callAsLearner<S extends z.ZodType>(
  request: Request,
  learner: Learner,
  path: string,
  options: LearnerCallOptions<S>,
): Promise<z.output<S>> {
  try {
    return await callBackend(path, { ...options, token: learner.token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw await signOutTo(request, '/login', { type: 'error', key: 'auth:errors.sessionEnded' });
    }
    if (error instanceof ApiError && error.status === 423) {
      throw await signOutTo(request, '/login', { type: 'error', key: 'auth:errors.noActiveSubscription' });
    }
    throw error;
  }
}
