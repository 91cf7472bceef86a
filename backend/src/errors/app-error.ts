interface AppErrorExtras {
  /** Fields added to the error object beside status, name and message (e.g. retryAfterSeconds). */
  details?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

/**
 * An error the client should see: an HTTP status, a stable name (the code clients switch on) and a
 * message. The error handler answers it as `{ error: { status, name, message, ...details } }`.
 */
export class AppError extends Error {
  readonly details: Record<string, string | number | boolean>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    name: string,
    message: string,
    extras: AppErrorExtras = {},
  ) {
    super(message);
    this.name = name;
    this.details = extras.details ?? {};
    this.headers = extras.headers ?? {};
  }

  static badRequest(message: string): AppError {
    return new AppError(400, 'BadRequest', message);
  }

  static unauthorized(message: string): AppError {
    return new AppError(401, 'Unauthorized', message);
  }

  static forbidden(message: string): AppError {
    return new AppError(403, 'Forbidden', message);
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'NotFound', message);
  }

  static conflict(name: string, message: string): AppError {
    return new AppError(409, name, message);
  }

  /** A 429 with a `retry-after` header and the same number as `retryAfterSeconds` in the body. */
  static retryLater(name: string, message: string, retryAfterSeconds: number): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(429, name, message, {
      details: { retryAfterSeconds: seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }

  /**
   * A 503 ServerBusy: the server is too busy to take this request now and did none of it. Sent with
   * a `retry-after` header and `retryAfterSeconds`, which the web app turns into a kind "try again in N s".
   */
  static serverBusy(message: string, retryAfterSeconds: number): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(503, 'ServerBusy', message, {
      details: { retryAfterSeconds: seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}
