import {
  type OperationInput,
  type OperationName,
  type OperationOutput,
  operationPath,
  operations,
} from '@contract/operations';
import { data } from '@remix-run/node';
import { type BackendAnswer, BackendUnreachable, requestBackend } from './backend-http.server';
import { config } from './config.server';
import { type BackendCallOutcome, backendCalls } from './metrics.server';
import { currentClientIp, currentRequestId } from './request-context.server';

/** An answer from the content backend that was not a success, in its `{ error }` shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds until the caller may try again, from the answer or its Retry-After header (429). */
    readonly retryAfterSeconds?: number,
    /** Wrong PINs left before PIN sign-in locks (a refused sign-in). */
    readonly attemptsLeft?: number,
    /** A right PIN without a running plan (423): the proof that lets the learner choose a plan again. */
    readonly renewalToken?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What a page shows when the backend cannot answer: the code picks the message and the status.
 * `backend_busy` is the backend's 503 ServerBusy (it did none of the work), with when to try again.
 */
export type BackendFailure = {
  code: 'backend_unavailable' | 'backend_timeout' | 'backend_error' | 'backend_busy';
  retryAfterSeconds?: number;
};

/** An operation's path parameters, query, headers and body, and the learner's token when signed in. */
export type CallInput<N extends OperationName> = OperationInput<N> & { token?: string };

// Operations that hash a PIN may wait in the backend's hashing queue: they get the longer wait.
const pinOperations = new Set<OperationName>(['login', 'setPin', 'confirmResetPin']);

/**
 * Calls an operation of the content backend and validates the answer against its contract schema.
 * Network failures and time-outs become error responses the nearest error boundary renders.
 */
export async function callBackend<N extends OperationName>(
  name: N,
  input: CallInput<N>,
): Promise<OperationOutput<N>> {
  const operation = operations[name];
  const { params, query, headers, body, token } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    headers?: Record<string, string | undefined>;
    body?: unknown;
    token?: string;
  };
  const url = new URL(operationPath(operation.path, params), config.BACKEND_URL);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const timeoutMs = pinOperations.has(name) ? config.pinTimeoutMs : config.BACKEND_TIMEOUT_MS;
  const answer = await askBackend(name, url, operation.method, token, body, headers, timeoutMs);
  const payload = jsonOf(answer.text);
  if (answer.status < 200 || answer.status > 299) throw apiErrorOf(answer, payload);
  const parsed = operation.response.safeParse(payload);
  if (!parsed.success) {
    console.error(`Backend answer for ${url.pathname} does not match its contract`, parsed.error.issues);
    throw failure('backend_error');
  }
  return parsed.data as OperationOutput<N>;
}

/**
 * Fetches a file the backend makes for the signed-in learner (a certificate's PDF or credential):
 * the bytes with their type and file name. A refusal is an ApiError, as with callBackend.
 */
export async function fetchBackendFile(path: string, token?: string): Promise<BackendAnswer> {
  const answer = await askBackend('file', new URL(path, config.BACKEND_URL), 'GET', token);
  if (answer.status < 200 || answer.status > 299) throw apiErrorOf(answer, jsonOf(answer.text));
  return answer;
}

/** Asks the backend, timing the call by its operation (`file` for a certificate's bytes) and outcome. */
async function askBackend(
  operation: OperationName | 'file',
  url: URL,
  method: string,
  token?: string,
  body?: unknown,
  extraHeaders: Record<string, string | undefined> = {},
  timeoutMs = config.BACKEND_TIMEOUT_MS,
): Promise<BackendAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(extraHeaders)) {
    if (value !== undefined) headers[name] = value;
  }
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  // The backend limits attempts per visitor address; tell it whose request this is.
  const clientIp = currentClientIp();
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  // The backend logs its lines of this call under the page's own id.
  const requestId = currentRequestId();
  if (requestId) headers['x-request-id'] = requestId;
  const end = backendCalls.startTimer({ operation });
  try {
    const answer = await requestBackend(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    });
    end({ outcome: outcomeOf(answer.status) });
    return answer;
  } catch (error) {
    const timedOut = error instanceof BackendUnreachable && error.timedOut;
    end({ outcome: timedOut ? 'timeout' : 'unreachable' });
    console.warn(`Backend ${timedOut ? 'timed out' : 'unreachable'}: ${url.pathname}`);
    throw failure(timedOut ? 'backend_timeout' : 'backend_unavailable');
  }
}

function outcomeOf(status: number): BackendCallOutcome {
  if (status < 400) return 'ok';
  if (status === 503) return 'busy';
  return status < 500 ? 'refused' : 'error';
}

/** A refusal as an ApiError; a 503 ServerBusy as the `backend_busy` failure pages and forms show. */
function apiErrorOf(answer: BackendAnswer, payload: unknown): ApiError | ReturnType<typeof failure> {
  const error = (
    payload as {
      error?: {
        name?: string;
        message?: string;
        retryAfterSeconds?: unknown;
        attemptsLeft?: unknown;
        renewalToken?: unknown;
      };
    } | null
  )?.error;
  if (answer.status === 503 && error?.name === 'ServerBusy') {
    return failure('backend_busy', retryAfterOf(error.retryAfterSeconds, answer.retryAfter) ?? 1);
  }
  return new ApiError(
    answer.status,
    error?.name ?? 'Error',
    error?.message ?? answer.statusText,
    retryAfterOf(error?.retryAfterSeconds, answer.retryAfter),
    attemptsLeftOf(error?.attemptsLeft),
    typeof error?.renewalToken === 'string' ? error.renewalToken : undefined,
  );
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function attemptsLeftOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function retryAfterOf(fromBody: unknown, header: string | null): number | undefined {
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return fromBody;
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

const statusOf: Record<BackendFailure['code'], number> = {
  backend_unavailable: 503,
  backend_timeout: 504,
  backend_error: 502,
  backend_busy: 503,
};

function failure(code: BackendFailure['code'], retryAfterSeconds?: number) {
  if (retryAfterSeconds === undefined) return data<BackendFailure>({ code }, { status: statusOf[code] });
  return data<BackendFailure>(
    { code, retryAfterSeconds },
    { status: statusOf[code], headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/** Turns an unexpected backend answer into the generic error page; lets known failures through. */
export function asPageError(error: unknown): unknown {
  if (error instanceof ApiError) {
    console.error(`Backend answered ${error.status} ${error.code}: ${error.message}`);
    return failure('backend_error');
  }
  return error;
}
