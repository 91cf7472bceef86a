// One call of an OpenAI-compatible /chat/completions endpoint (OpenAI, Azure OpenAI's v1 API,
// Ollama, vLLM...): within one time budget for every attempt, retried with exponential backoff on
// 408, 429, 5xx and network errors, honouring retry-after when it fits the budget.

export type FailureReason = 'timeout' | 'network' | 'status' | 'bad-answer';

/** Why the provider gave no usable answer. Its message never holds the prompt or the key. */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly reason: FailureReason,
    readonly details: { attempts: number; status?: number; code?: string } = { attempts: 0 },
  ) {
    super(`Provider failed: ${reason}${details.status ? ` (${details.status})` : ''}`);
  }
}

export interface ChatCompletionsOptions {
  /** The API's base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token; local servers may need none. */
  apiKey: string | undefined;
  /** For every attempt together, waits included. */
  timeoutMs: number;
  /** Attempts after the first. */
  maxRetries: number;
  /** First wait between attempts; doubled each time. */
  backoffMs?: number;
}

const DEFAULT_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 4_000;
/** A retry-after longer than this is not waited for: the rubric answers now instead. */
const MAX_RETRY_AFTER_MS = 5_000;
const MAX_BODY_CHARS = 1_000_000;
const RETRIED_STATUSES = new Set([408, 429]);

/** Posts `body` and answers the raw text of a 2xx answer. */
export async function postChatCompletion(options: ChatCompletionsOptions, body: unknown): Promise<string> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const payload = JSON.stringify(body);
  const deadline = Date.now() + options.timeoutMs;

  for (let attempt = 1; ; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new ProviderError('timeout', { attempts: attempt - 1 });
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(remaining),
      });
      text = await readText(response);
    } catch (error) {
      if (isTimeout(error)) throw new ProviderError('timeout', { attempts: attempt });
      if (error instanceof ProviderError) throw error;
      const failure = new ProviderError('network', { attempts: attempt, code: causeCode(error) });
      if (attempt > options.maxRetries) throw failure;
      await pause(backoff(attempt, options.backoffMs), deadline, failure);
      continue;
    }
    if (response.ok) return text;
    const failure = new ProviderError('status', {
      attempts: attempt,
      status: response.status,
      code: errorCode(text),
    });
    const retried = RETRIED_STATUSES.has(response.status) || response.status >= 500;
    if (!retried || attempt > options.maxRetries) throw failure;
    const wait = retryAfterMs(response.headers) ?? backoff(attempt, options.backoffMs);
    if (wait > MAX_RETRY_AFTER_MS || Date.now() + wait >= deadline) throw failure;
    await pause(wait, deadline, failure);
  }
}

async function readText(response: Response): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_CHARS) {
    await response.body?.cancel();
    throw new ProviderError('bad-answer', { attempts: 1, status: response.status });
  }
  const text = await response.text();
  if (text.length > MAX_BODY_CHARS)
    throw new ProviderError('bad-answer', { attempts: 1, status: response.status });
  return text;
}

function backoff(attempt: number, base = DEFAULT_BACKOFF_MS): number {
  const full = Math.min(MAX_BACKOFF_MS, base * 2 ** (attempt - 1));
  return Math.round(full / 2 + (Math.random() * full) / 2);
}

/** retry-after-ms (OpenAI), else retry-after in seconds or as an HTTP date. */
function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Waits before the next attempt, unless the budget ends first: then the last failure stands. */
async function pause(ms: number, deadline: number, failure: ProviderError): Promise<void> {
  if (Date.now() + ms >= deadline) throw failure;
  await new Promise((resolve) => setTimeout(resolve, ms));
}

const isTimeout = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The provider's own error code ("invalid_api_key", "rate_limit_exceeded"), never its message. */
function errorCode(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown; type?: unknown } }).error;
    const value = code?.code ?? code?.type;
    return typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
