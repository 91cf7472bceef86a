import type { OperationName, OperationOutput } from '@contract/operations';
import { redirect } from '@remix-run/node';
import { ApiError, type CallInput, callBackend } from './api.server';
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

/**
 * Calls the backend as the signed-in learner. A 401 (token ended elsewhere) signs out; a 423 (no
 * active subscription) signs out with the product's message. Other errors are the caller's.
 */
export async function callAsLearner<N extends OperationName>(
  request: Request,
  learner: Learner,
  name: N,
  input: Omit<CallInput<N>, 'token'>,
): Promise<OperationOutput<N>> {
  try {
    return await callBackend(name, { ...input, token: learner.token } as CallInput<N>);
  } catch (error) {
    throw await signOutOnRefusal(request, error);
  }
}

/** The learner's token ended (401) or their plan lapsed (423): a sign-out; any other error as it is. */
export async function signOutOnRefusal(request: Request, error: unknown): Promise<unknown> {
  if (error instanceof ApiError && error.status === 401) {
    return signOutTo(request, '/login', { type: 'error', key: 'auth:errors.sessionEnded' });
  }
  if (error instanceof ApiError && error.status === 423) {
    return signOutTo(request, '/login', { type: 'error', key: 'auth:errors.noActiveSubscription' });
  }
  return error;
}

/** The learner's id for progress calls; sessions signed in before ids were kept ask the backend once. */
export async function learnerIdOf(request: Request, learner: Learner): Promise<number> {
  if (learner.id !== undefined) return learner.id;
  const me = await callAsLearner(request, learner, 'me', {});
  return me.id;
}
