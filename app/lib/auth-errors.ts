// What a sign-in or PIN form says when the backend refuses or cannot answer. Pure, so the
// mapping is tested without a server; messages are locale keys.

export type AuthFlow = 'login' | 'setPin' | 'restore' | 'reset';

/** A form-level message and, when there is one, the way forward it offers. */
export type FormMessage = {
  key: string;
  values?: Record<string, string | number>;
  offer?: 'plans' | 'newResetLink' | 'resetPin' | 'login';
  /** Too many PINs are being checked: the same form may be sent again after this many seconds. */
  retryInSeconds?: number;
};

export type BackendProblem =
  | {
      kind: 'answer';
      status: number;
      code: string;
      retryAfterSeconds?: number;
      attemptsLeft?: number;
      renewalToken?: string;
    }
  | { kind: 'unreachable'; code: 'backend_unavailable' | 'backend_timeout' | 'backend_error' }
  /** The backend did none of it (503 ServerBusy): try again after so many seconds. */
  | { kind: 'busy'; retryAfterSeconds: number };

/** Whole seconds to wait before sending a form again, at least 1, at most a minute. */
export function retrySeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.min(60, Math.max(1, Math.ceil(seconds))) : 1;
}

const defaultLockMinutes = 15;

/** Whole minutes until a PIN lock ends, rounded up so "0 minutes" is never shown. */
export function minutesLeft(seconds: number | undefined): number {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return defaultLockMinutes;
  return Math.max(1, Math.ceil(seconds / 60));
}

// A link that was used, has expired or never existed: the backend may say so in several ways.
const deadLinkStatuses = new Set([400, 401, 403, 404, 409, 410]);

export function authMessageFor(problem: BackendProblem, flow: AuthFlow): FormMessage {
  if (problem.kind === 'busy') {
    const seconds = retrySeconds(problem.retryAfterSeconds);
    return { key: 'auth:busy.title', values: { count: seconds }, retryInSeconds: seconds };
  }
  if (problem.kind === 'unreachable') return { key: `common:errors.${problem.code}.text` };
  const { status, code } = problem;
  if (status === 423) return { key: 'auth:errors.paymentFailed', offer: 'plans' };
  if (status === 429) {
    if (code === 'PinLocked') {
      // A new PIN from the reset link lifts the lock, so that is the way on.
      return {
        key: 'auth:errors.pinLocked',
        values: { count: minutesLeft(problem.retryAfterSeconds) },
        offer: 'resetPin',
      };
    }
    return { key: 'auth:errors.rateLimited' };
  }
  if (status >= 500) return { key: 'common:errors.backend_error.text' };
  switch (flow) {
    case 'login':
      // Unknown email and wrong PIN read the same (the backend counts tries per email, account or
      // not), so the answer reveals no account.
      return problem.attemptsLeft !== undefined && problem.attemptsLeft > 0
        ? { key: 'auth:errors.loginFailedTriesLeft', values: { count: problem.attemptsLeft } }
        : { key: 'auth:errors.loginFailed' };
    case 'setPin':
      return deadLinkStatuses.has(status)
        ? { key: 'auth:setPin.linkInvalid', offer: 'login' }
        : { key: 'auth:setPin.failed' };
    case 'reset':
      return deadLinkStatuses.has(status)
        ? { key: 'auth:reset.linkInvalid', offer: 'newResetLink' }
        : { key: 'auth:reset.failed' };
    case 'restore':
      return { key: 'auth:restore.failed' };
  }
}
