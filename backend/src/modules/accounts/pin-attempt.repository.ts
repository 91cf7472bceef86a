import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pinAttempts } from '../../db/schema';

export type PinAttemptRepository = ReturnType<typeof createPinAttemptRepository>;

/** A counted guess: its number in the window, and the lock it set if it was the last one allowed. */
export interface ReservedAttempt {
  attempt: number;
  lockedUntil: Date | null;
}

/** The key of an email's attempt record: the SHA-256 hex digest of the lower-cased address. */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export function createPinAttemptRepository(db: Database) {
  return {
    /**
     * Counts a guess before its PIN is checked, in one statement, so simultaneous requests cannot
     * all slip through: while the email is not locked, the attempt number goes up; the
     * `maxAttempts`-th attempt also locks the email, for `lockDurationsMs[earlier locks]` (the last
     * entry once past the end), and starts the count again. Answers undefined while locked.
     */
    async reserve(
      email: string,
      now: Date,
      maxAttempts: number,
      lockDurationsMs: readonly number[],
    ): Promise<ReservedAttempt | undefined> {
      const next = sql`${pinAttempts.attempts} + 1`;
      const locks = sql`${next} >= ${maxAttempts}`;
      const durations = sql.raw(
        `(array[${lockDurationsMs.map((ms) => Math.trunc(ms)).join(',')}]::bigint[])`,
      );
      const duration = sql`${durations}[least(${pinAttempts.lockCount}, ${lockDurationsMs.length - 1}) + 1]`;
      const nowValue = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(pinAttempts)
        .values({
          emailDigest: emailDigest(email),
          attempts: 1,
          lockCount: 0,
          lockedUntil: null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: pinAttempts.emailDigest,
          set: {
            attempts: sql`case when ${locks} then 0 else ${next} end`,
            lockCount: sql`case when ${locks} then ${pinAttempts.lockCount} + 1 else ${pinAttempts.lockCount} end`,
            lockedUntil: sql`case when ${locks} then ${nowValue} + ${duration} * interval '1 millisecond' end`,
            updatedAt: now,
          },
          setWhere: and(
            or(isNull(pinAttempts.lockedUntil), lte(pinAttempts.lockedUntil, now)),
            lt(pinAttempts.attempts, maxAttempts),
          ),
        })
        .returning({ attempts: pinAttempts.attempts, lockedUntil: pinAttempts.lockedUntil });
      if (!row) return undefined;
      return row.lockedUntil
        ? { attempt: maxAttempts, lockedUntil: row.lockedUntil }
        : { attempt: row.attempts, lockedUntil: null };
    },

    /** Until when PIN sign-in is locked for the email; undefined when it is not (any more). */
    async lockedUntil(email: string, now: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ lockedUntil: pinAttempts.lockedUntil })
        .from(pinAttempts)
        .where(eq(pinAttempts.emailDigest, emailDigest(email)));
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
    },

    /** Wrong guesses counted in the current window (the back office shows them). */
    async attemptsOf(email: string): Promise<number> {
      const [row] = await db
        .select({ attempts: pinAttempts.attempts })
        .from(pinAttempts)
        .where(eq(pinAttempts.emailDigest, emailDigest(email)));
      return row?.attempts ?? 0;
    },

    /** A correct PIN or a new one: the count, the lock and the doubling start again. */
    async forget(emails: string[]): Promise<void> {
      if (emails.length === 0) return;
      await db.delete(pinAttempts).where(inArray(pinAttempts.emailDigest, emails.map(emailDigest)));
    },
  };
}
