import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Fastify's query parser keeps an invalid percent-encoding (`?lang=%E0%A4%A`) as raw text; the request
 * is refused with this clear 400 before any route sees a garbled value.
 */
export function malformedQuery(request: FastifyRequest): AppError | undefined {
  const start = request.url.indexOf('?');
  if (start === -1) return undefined;
  try {
    decodeURIComponent(request.url.slice(start + 1));
    return undefined;
  } catch {
    return AppError.badRequest('The query string has an invalid percent-encoding');
  }
}
