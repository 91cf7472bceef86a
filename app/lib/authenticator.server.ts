import { loginRequest } from '@contract/accounts';
import { Authenticator, AuthorizationError } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { ApiError, type BackendFailure, callBackend } from './api.server';
import type { BackendProblem } from './auth-errors';
import { type AppSession, type Learner, sessionStorage } from './session.server';

export const pinStrategy = 'email-pin';

/** The backend refused or could not answer; carried through remix-auth to the action. */
class BackendProblemError extends Error {
  constructor(readonly problem: BackendProblem) {
    super(problem.kind === 'answer' ? `Backend answered ${problem.status}` : problem.kind);
  }
}

// Signs in with email and PIN: the backend's token plus what the shell needs about the learner.
export const authenticator = new Authenticator<Learner>(sessionStorage, {
  sessionKey: 'auth',
  throwOnError: true,
});

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const credentials = loginRequest.parse({ email: form.get('email'), pin: form.get('pin') });
    try {
      const { jwt } = await callBackend('login', { body: credentials });
      return await learnerFromToken(jwt);
    } catch (error) {
      // remix-auth keeps only Error causes, and an unreachable backend is thrown as a plain value.
      const problem = backendProblemOf(error);
      throw problem ? new BackendProblemError(problem) : error;
    }
  }),
  pinStrategy,
);

/** The learner behind a fresh token (from sign-in or from setting the first PIN). */
export async function learnerFromToken(token: string): Promise<Learner> {
  const me = await callBackend('me', { token });
  return { token, email: me.email, id: me.id, language: me.lang };
}

/** What a backend failure was, or null when the error is something else (a bug, to rethrow). */
export function backendProblemOf(error: unknown): BackendProblem | null {
  if (error instanceof BackendProblemError) return error.problem;
  if (error instanceof AuthorizationError) return backendProblemOf(error.cause);
  if (error instanceof ApiError) {
    return {
      kind: 'answer',
      status: error.status,
      code: error.code,
      retryAfterSeconds: error.retryAfterSeconds,
      attemptsLeft: error.attemptsLeft,
      renewalToken: error.renewalToken,
    };
  }
  return failureProblem(error);
}

// callBackend throws `data({ code }, { status })` when the backend is down, answers nonsense or
// is too busy to take the request.
function failureProblem(error: unknown): BackendProblem | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, data } = error as { type?: unknown; data?: Partial<BackendFailure> };
  if (type !== 'DataWithResponseInit') return null;
  const code = data?.code;
  if (code === 'backend_busy') return { kind: 'busy', retryAfterSeconds: data?.retryAfterSeconds ?? 1 };
  return code === 'backend_unavailable' || code === 'backend_timeout' || code === 'backend_error'
    ? { kind: 'unreachable', code }
    : null;
}

/** Stores the signed-in learner and drops any half-finished sign-in or PIN flow. */
export function startLearnerSession(session: AppSession, learner: Learner) {
  session.set('auth', learner);
  session.unset('login');
  session.unset('pinSetup');
  session.unset('pinReset');
}
