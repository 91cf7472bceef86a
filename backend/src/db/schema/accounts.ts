import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// A learner's account and what is tied to it: PIN tries, one-time links, mail, support, feedback.

/** A learner's account. Email is stored lower-case. */
export const learners = pgTable(
  'learners',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    pinHash: text('pin_hash'),
    lang: text('lang').notNull().default('en'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Part of every session token: bumping it ends every session issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by the learner's deletion; a sign-in within the grace period clears it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The name the learner chose to show on certificates; asked before the first one. */
    certificateName: text('certificate_name'),
  },
  (table) => [
    check('learners_email_lower_case', sql`${table.email} = lower(${table.email})`),
    index('learners_deleted_at_idx').on(table.deletedAt),
  ],
);

/**
 * PIN sign-in attempts per email address, whether or not an account has it, so a lock tells nothing
 * about who has an account. Keyed by the SHA-256 hex digest of the lower-cased address, never the
 * address itself. `attempts` counts the guesses of the current window, `lockCount` the locks since the
 * last correct PIN (each lock lasts twice the one before).
 */
export const pinAttempts = pgTable(
  'pin_attempts',
  {
    emailDigest: text('email_digest').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lockCount: integer('lock_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pin_attempts_updated_at_idx').on(table.updatedAt)],
);

/** Single-use links (set PIN, reset PIN, change email); only a hash of the token is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('one_time_tokens_learner_id_idx').on(table.learnerId)],
);

/** Every message the embedded mail provider "sent". */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_to_idx').on(table.to, table.id)],
);

/** Messages from the contact form; signed-out visitors may write too. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('learner_id').references(() => learners.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The back office's inbox: 'new' until staff reply ('answered'), 'closed' when nothing is left to do. */
    status: text('status').$type<'new' | 'answered' | 'closed'>().notNull().default('new'),
    /** When staff last replied or changed the status. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('support_requests_learner_id_idx').on(table.learnerId),
    index('support_requests_status_idx').on(table.status, table.id),
    index('support_requests_email_idx').on(table.email),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    rating: integer('rating'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('feedback_learner_id_idx').on(table.learnerId)],
);
