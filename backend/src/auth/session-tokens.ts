import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

export type SessionTokens = ReturnType<typeof createSessionTokens>;

export interface SessionClaims {
  learnerId: number;
  tokenVersion: number;
}

/** Matches the web app's session cookie, which holds the token. */
const LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

/** Signed bearer tokens (JWT, HS256) naming a learner and their token version. */
export function createSessionTokens({ secret, clock }: { secret: string; clock: Clock }) {
  const key = new TextEncoder().encode(secret);
  // Every request of a signed-in learner carries a token: a checked signature is remembered until
  // the token expires (whether the learner still accepts it is the token version's business).
  const verified = new LRUCache<string, SessionClaims & { expiresAtMs: number }>({ max: 50_000 });
  const known = (token: string): Readonly<SessionClaims> | undefined => {
    const claims = verified.get(token);
    return claims && clock().getTime() < claims.expiresAtMs ? claims : undefined;
  };
  return {
    async issue({ learnerId, tokenVersion }: SessionClaims): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(learnerId))
        .setIssuedAt(now)
        .setExpirationTime(now + LIFETIME_SECONDS)
        .sign(key);
    },

    /** The claims of a valid token, or undefined for anything else. */
    async read(token: string): Promise<SessionClaims | undefined> {
      const claims = known(token);
      if (claims) return { learnerId: claims.learnerId, tokenVersion: claims.tokenVersion };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock() });
        const learnerId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(learnerId) || typeof tokenVersion !== 'number') return undefined;
        if (typeof payload.exp === 'number')
          verified.set(token, { learnerId, tokenVersion, expiresAtMs: payload.exp * 1000 });
        return { learnerId, tokenVersion };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
