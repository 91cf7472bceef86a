import type { FastifyRequest } from 'fastify';
import type { SessionTokens } from '../auth/session-tokens';
import { AppError } from '../errors/app-error';
import type { LearnerRecord } from '../modules/accounts/learner.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in learner, set by requireLearner or optionalLearner; null otherwise. */
    learner: LearnerRecord | null;
  }
}

export type LearnerGuard = ReturnType<typeof createLearnerGuard>;

const BEARER = /^Bearer +(\S+)$/i;

interface LearnerGuardDeps {
  sessionTokens: SessionTokens;
  /** The learner's record (every request asks, so it is kept in memory: see learner-cache.ts). */
  findLearner(id: number): Promise<LearnerRecord | undefined>;
}

/** Hooks that read the bearer token: a valid token of the learner's current version, not deleted. */
export function createLearnerGuard({ sessionTokens, findLearner }: LearnerGuardDeps) {
  const authenticate = async (request: FastifyRequest): Promise<LearnerRecord | undefined> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return undefined;
    const claims = await sessionTokens.read(token);
    if (!claims) return undefined;
    const learner = await findLearner(claims.learnerId);
    if (!learner || learner.deletedAt !== null || learner.tokenVersion !== claims.tokenVersion)
      return undefined;
    return learner;
  };

  return {
    /** Answers 401 Unauthorized unless the request carries a valid learner token. */
    async requireLearner(request: FastifyRequest): Promise<void> {
      const learner = await authenticate(request);
      if (!learner) {
        const message = request.headers.authorization
          ? 'Your session has ended: sign in again'
          : 'Sign in to continue: send Authorization: Bearer <token>';
        throw AppError.unauthorized(message);
      }
      request.learner = learner;
    },

    /** Notes the learner when the token is valid; anyone else goes on signed out. */
    async optionalLearner(request: FastifyRequest): Promise<void> {
      request.learner = (await authenticate(request)) ?? null;
    },
  };
}

/** The learner requireLearner found (for handlers behind it). */
export function learnerOf(request: FastifyRequest): LearnerRecord {
  if (!request.learner) throw AppError.unauthorized('Sign in to continue');
  return request.learner;
}
