/**
 * An error the client should see: an HTTP status, a stable name (the code clients switch on) and a
 * message. The error handler answers it as `{ error: { status, name, message } }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    name: string,
    message: string,
  ) {
    super(message);
    this.name = name;
  }

  static badRequest(message: string): AppError {
    return new AppError(400, 'BadRequest', message);
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'NotFound', message);
  }
}
