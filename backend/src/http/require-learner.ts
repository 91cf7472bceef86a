import type { FastifyRequest } from 'fastify';
import type { SessionClaims, SessionTokens } from '../auth/session-tokens';
import type { Clock } from '../clock';
import type { LearnerChanges } from '../db/learner-changes';
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
  /** Whether the learner has a running plan (the learning calls need one). */
  hasAccess(learnerId: number): Promise<boolean>;
  /** Which learners changed (their plan among them): what they had is looked up again. */
  changes: Pick<LearnerChanges, 'subscribe'>;
  clock: Clock;
  sessionTokens: SessionTokens;
  /** The learner's record (every request asks, so it is kept in memory: see learner-cache.ts). */
  findLearner(id: number): Promise<LearnerRecord | undefined>;
}

/** Hooks that read the bearer token: a valid token of the learner's current version, not deleted. */
/** How long a learner's running plan is taken as still running before it is looked up again. */
const ACCESS_KEPT_MS = 60_000;

export function createLearnerGuard({
  sessionTokens,
  findLearner,
  hasAccess,
  changes,
  clock,
}: LearnerGuardDeps) {
  // Only 'has access' is kept (a minute at most), so a plan bought or renewed counts at once and
  // a lapse within a minute; it is asked on every learning call.
  const accessUntil = new Map<number, number>();
  changes.subscribe((change) => {
    if (change === 'everyone') accessUntil.clear();
    else accessUntil.delete(change);
  });
  const knownToHaveAccess = (learnerId: number) => (accessUntil.get(learnerId) ?? 0) > clock().getTime();
  /** Asks again, and keeps a yes for ACCESS_KEPT_MS. */
  async function lookUpAccess(learnerId: number): Promise<boolean> {
    accessUntil.delete(learnerId);
    if (!(await hasAccess(learnerId))) return false;
    if (accessUntil.size >= 50_000) accessUntil.clear();
    accessUntil.set(learnerId, clock().getTime() + ACCESS_KEPT_MS);
    return true;
  }

  const bearerToken = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1];
  const accepts = (learner: LearnerRecord | undefined, claims: SessionClaims): learner is LearnerRecord =>
    learner !== undefined && learner.deletedAt === null && learner.tokenVersion === claims.tokenVersion;

  const authenticate = async (request: FastifyRequest): Promise<LearnerRecord | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await sessionTokens.read(token);
    if (!claims) return undefined;
    const learner = await findLearner(claims.learnerId);
    return accepts(learner, claims) ? learner : undefined;
  };

  /** Answers 401 Unauthorized unless the request carries a valid learner token. */
  async function requireLearner(request: FastifyRequest): Promise<void> {
    const learner = await authenticate(request);
    if (!learner) {
      const message = request.headers.authorization
        ? 'Your session has ended: sign in again'
        : 'Sign in to continue: send Authorization: Bearer <token>';
      throw AppError.unauthorized(message);
    }
    request.learner = learner;
  }

  return {
    requireLearner,

    /**
     * The learning calls: a valid learner token, and a running plan (else 423 SubscriptionInactive,
     * which signs the learner out of the web app with the product's message).
     */
    async requireSubscriber(request: FastifyRequest): Promise<void> {
      await requireLearner(request);
      const learnerId = request.learner?.id;
      if (learnerId === undefined || knownToHaveAccess(learnerId)) return;
      if (!(await lookUpAccess(learnerId))) {
        throw new AppError(423, 'SubscriptionInactive', 'No active subscription: choose a plan to continue');
      }
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
