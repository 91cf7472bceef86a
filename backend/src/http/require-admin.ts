import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** An onRequest hook that lets through only `Authorization: Bearer <token>` (ADMIN_TOKEN by default). */
export function createAdminGuard(adminToken: string, tokenName = 'ADMIN_TOKEN') {
  const expected = digest(adminToken);
  const refusal = `This needs Authorization: Bearer <${tokenName}>`;
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw AppError.unauthorized(refusal);
    }
  };
}
