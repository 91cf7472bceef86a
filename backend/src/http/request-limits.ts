import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/** Longest request line target (path and query) the API reads; no route needs more than a few hundred. */
export const maxUrlLength = 8 * 1024;
/** All request headers together; Node refuses more before any route runs. */
export const maxHeaderBytes = 16 * 1024;

/** An over-long URL is refused with the API's error shape before routing and validation. */
export function longUrl(request: FastifyRequest): AppError | undefined {
  if (request.url.length <= maxUrlLength) return undefined;
  return new AppError(
    431,
    'RequestHeaderFieldsTooLarge',
    `The URL is too long: at most ${maxUrlLength} characters`,
  );
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'RequestHeaderFieldsTooLarge', 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'RequestTimeout', 'The request took too long to arrive'],
};

/**
 * What Node's HTTP parser refuses (headers over `maxHeaderBytes`, a request line that does not
 * parse) never reaches Fastify: answer it here in the same `{ error }` shape, then close.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, name, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'BadRequest',
    'The request could not be read',
  ];
  const body = JSON.stringify({ error: { status, name, message } });
  socket.end(
    `HTTP/1.1 ${status} ${name}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Every answer is data, never to be sniffed as a page; none is to be kept by a browser or a shared
 * cache unless its route says so, because most carry a learner's own data.
 */
export function answerHeaders(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  reply.header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  done(null, payload);
}
