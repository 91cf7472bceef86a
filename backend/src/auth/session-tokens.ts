import { errors, jwtVerify, SignJWT } from 'jose';
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock() });
        const learnerId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(learnerId) || typeof tokenVersion !== 'number') return undefined;
        return { learnerId, tokenVersion };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
