import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../contract/staff';
import { supportRequests } from './accounts';

// The people who run the product: staff accounts, their sessions in the back office, and the
// record of everything they did there.

export type { StaffRole } from '../../contract/staff';

/** A recovery code's hash and when it was used (each works once). */
export type RecoveryCode = { hash: string; usedAt: string | null };

/** A staff member. Email is stored lower-case; a password and a second factor are set on first sign-in. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    /** The TOTP secret, sealed with STAFF_SECRET_KEY (auth/sealed-secret.ts). */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last time step a code was accepted for: the same code never works twice. */
    totpLastTimeStep: integer('totp_last_time_step'),
    recoveryCodes: jsonb('recovery_codes').$type<RecoveryCode[]>().notNull().default([]),
    /** The one-time link that sets the password: only its hash, and until when it works. */
    setupTokenHash: text('setup_token_hash').unique(),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    /** A disabled staff member cannot sign in; staff are never deleted, so the audit log keeps its names. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    check('staff_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('staff_role_known', sql`${table.role} in ('owner', 'support', 'finance', 'content')`),
  ],
);

/**
 * A back-office session, by the SHA-256 of its token. `stage` is 'password' until the second factor
 * is given ('signed-in' then); `secondFactorAt` dates the last code, which dangerous actions need recent.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'password' | 'signed-in'>().notNull(),
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff_id_idx').on(table.staffId)],
);

/**
 * Every staff action: who, when, what, on which learner, the reason typed, and the state before and
 * after. Rows are only ever added: the database refuses to change or delete them (migration 0020).
 * The learner is named by id and email without a foreign key, so the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    learnerId: integer('learner_id'),
    learnerEmail: text('learner_email'),
    reason: text('reason').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_learner_id_idx').on(table.learnerId, table.id),
    index('audit_log_created_at_idx').on(table.createdAt),
  ],
);

/** Staff replies to a support message, mailed to its sender; with the message, the thread. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_replies_request_id_idx').on(table.requestId, table.id)],
);
