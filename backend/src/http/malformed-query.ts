import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Fastify's query parser keeps an invalid percent-encoding (`?lang=%E0%A4%A`) as raw text; the request
 * is refused here with a clear 400 before any route sees a garbled value.
 */
export async function rejectMalformedQuery(request: FastifyRequest): Promise<void> {
  const start = request.url.indexOf('?');
  if (start === -1) return;
  try {
    decodeURIComponent(request.url.slice(start + 1));
  } catch {
    throw AppError.badRequest('The query string has an invalid percent-encoding');
  }
}
