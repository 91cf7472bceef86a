import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CatalogFragment,
  CourseText,
  LessonHtml,
  LessonText,
  Translations,
} from '../content/courses/catalog';

/** Legal texts imported from content/legal, rendered and sanitised once at import. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    sourceHash: text('source_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] })],
);

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

/** Subscriptions in the payment provider's terms; the price is copied from the plan when created. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    priceId: text('price_id').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    intervalCount: integer('interval_count').notNull(),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    paymentMethodExpMonth: integer('payment_method_exp_month'),
    paymentMethodExpYear: integer('payment_method_exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the learner asked to cancel: at least 24 hours before the period ends, or it renews once more. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** Renewal charges refused in a row; past_due retries until the third. */
    failedPayments: integer('failed_payments').notNull().default(0),
    nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    /** Who charges it: 'test' (the built-in provider, renewed by the billing job) or 'stripe'. */
    provider: text('provider').notNull().default('test'),
    /** Stripe's customer, for the Customer Portal and a later purchase. */
    providerCustomerId: text('provider_customer_id'),
    /** Stripe's own end of a cancelled subscription; the built-in provider's follows from cancelRequestedAt. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
  },
  (table) => [
    index('subscriptions_learner_id_idx').on(table.learnerId),
    index('subscriptions_status_period_end_idx').on(table.status, table.currentPeriodEnd),
  ],
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
  },
  (table) => [index('support_requests_learner_id_idx').on(table.learnerId)],
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

// The catalog, imported from content/courses. Ids are the authors' slugs. A guide, chapter or lesson
// that leaves the catalog is retired, not deleted, so learners' progress keeps pointing at it.

export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    level: text('level').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    stage: text('stage').notNull(),
    position: integer('position').notNull(),
    imageFile: text('image_file').notNull(),
    imageAlt: text('image_alt').notNull(),
    /** Part of the processed images' address, so a new image is never served from a stale cache. */
    imageHash: text('image_hash').notNull(),
    progressMessages: jsonb('progress_messages')
      .$type<{ percent: number; title: string; description: string }[]>()
      .notNull(),
    /** The words above in other languages (course.<language>.yaml). */
    translations: jsonb('translations').$type<Translations<CourseText>>().notNull().default({}),
    /** Of the guide's whole source: an unchanged guide is not written again. */
    sourceHash: text('source_hash').notNull(),
    /** When the guide first appeared: 'newest' sorts by it. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [check('courses_stage', sql`${table.stage} in ('core', 'boost')`)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<Translations<{ title: string }>>().notNull().default({}),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('chapters_course_id_idx').on(table.courseId)],
);

/** A lesson with its fragments and their practices, which are always read together. */
export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => chapters.id),
    title: text('title').notNull(),
    minutes: integer('minutes'),
    introduction: text('introduction').notNull(),
    /** What the learner takes away: shown when the lesson is finished. */
    keyPoints: jsonb('key_points').$type<string[]>().notNull().default([]),
    fragments: jsonb('fragments').$type<CatalogFragment[]>().notNull(),
    /** The Markdown above as sanitised HTML, made at import. */
    html: jsonb('html').$type<LessonHtml>(),
    /** The lesson in other languages, with the same fragments and practices (<lesson>.<language>.md). */
    translations: jsonb('translations').$type<Translations<LessonText>>().notNull().default({}),
    /** Order within the guide (chapter by chapter). */
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('lessons_course_id_idx').on(table.courseId)],
);

/**
 * One row counting the changes to the catalog's tables (a statement trigger on each, whoever wrote:
 * an import, another backend, SQL). A backend asks for the count now and then and reads the
 * catalog again only when it moved (published-catalog.ts).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: integer('id').primaryKey().default(1),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_changes_one_row', sql`${table.id} = 1`)],
);

// A learner's progress. Rows point at the authors' stable ids (never at positions), so a reordered
// or edited guide keeps every learner's place; a fragment's index is recomputed from its id.

export const courseProgress = pgTable(
  'course_progress',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    /** The lesson the learner last started or continued: where "Continue" leads. */
    lastLessonId: text('last_lesson_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Set when the last lesson of the guide is finished. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.courseId] }),
    index('course_progress_course_id_idx').on(table.courseId, table.startedAt),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.lessonId] }),
    index('lesson_progress_learner_course_idx').on(table.learnerId, table.courseId),
  ],
);

/** One row per fragment a learner has reached; `completed` never goes back to false. */
export const fragmentProgress = pgTable(
  'fragment_progress',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    fragmentId: text('fragment_id').notNull(),
    completed: boolean('completed').notNull().default(false),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    /** Whole seconds; a report sent twice keeps the larger figure instead of adding up. */
    timeSpent: integer('time_spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learnerId, table.lessonId, table.fragmentId] })],
);

/** The latest answer to each practice. A skip never replaces a real answer. */
export const practiceResults = pgTable(
  'practice_results',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    practiceId: text('practice_id').notNull(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    fragmentId: text('fragment_id').notNull(),
    practiceType: text('practice_type').notNull(),
    /** The chosen option's id, the prompt's text, or SKIPPED. */
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    /** Once passed, the task stays completed ("Task completed") whatever is answered later. */
    completed: boolean('completed').notNull(),
    /** A prompt's score (0-5); null for single-choice answers and skips. */
    score: integer('score'),
    /** The grader's comment and better prompt for that answer, so the result can be shown again. */
    comment: text('comment'),
    recommendedPrompt: text('recommended_prompt'),
    /** When it was first passed; null until then. A certificate is dated by the last required pass. */
    passedAt: timestamp('passed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // Practice ids are unique within their lesson only.
  (table) => [primaryKey({ columns: [table.learnerId, table.lessonId, table.practiceId] })],
);

/** The UTC days on which a learner did something: streaks are computed from them. */
export const activityDays = pgTable(
  'activity_days',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learnerId, table.day] })],
);

/**
 * Evaluations of prompts, shared by every learner: the same prompt for the same task in the same
 * language is evaluated once (the provider costs money). Keyed by the task's text, so an edited task
 * is evaluated afresh.
 */
export const promptEvaluations = pgTable(
  'prompt_evaluations',
  {
    /** SHA-256 of the task as the evaluator reads it (title, descriptions, tip, criteria). */
    taskHash: text('task_hash').notNull(),
    lessonId: text('lesson_id').notNull(),
    practiceId: text('practice_id').notNull(),
    /** SHA-256 of the prompt as sent, after trimming. */
    promptHash: text('prompt_hash').notNull(),
    lang: text('lang').notNull(),
    score: integer('score').notNull(),
    comment: text('comment').notNull(),
    recommendedPrompt: text('recommended_prompt').notNull(),
    /** Which evaluator answered: rubric or provider. */
    evaluator: text('evaluator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.taskHash, table.promptHash, table.lang] }),
    check('prompt_evaluations_score', sql`${table.score} between 0 and 5`),
  ],
);

/** A learner's rating of a guide (1-5), which "Highest rated" sorts by. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.courseId] }),
    index('course_ratings_course_id_idx').on(table.courseId),
    check('course_ratings_rating', sql`${table.rating} between 1 and 5`),
  ],
);

/** One answer of a quiz step: an option id, option ids, a scale value, or true for an info screen. */
export type LeadAnswer = string | string[] | number | true;

/**
 * A visitor's way through a quiz funnel (content/funnels): answers, the result once every step is
 * answered, and the email and consents they leave. The id is random and known only to the visitor's
 * session: it is what lets them go on.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    funnel: integer('funnel').notNull(),
    variant: integer('variant').notNull(),
    answers: jsonb('answers').$type<Record<string, LeadAnswer>>().notNull(),
    /** Set when the last step is answered, and again if an earlier answer changes. */
    points: integer('points'),
    level: text('level'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    email: text('email'),
    marketingConsent: boolean('marketing_consent'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('leads_funnel_points_idx').on(table.funnel, table.points),
    index('leads_email_idx').on(table.email),
  ],
);

/**
 * A visitor's checkout: the plan and email chosen on /plans, 'open' until paid. Claimed as 'paying'
 * while a card is charged (or a Stripe payment is recorded), so a double submit charges once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    plan: text('plan').notNull(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    leadId: text('lead_id'),
    status: text('status').notNull(),
    learnerId: integer('learner_id').references(() => learners.id, { onDelete: 'set null' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    provider: text('provider').notNull().default('test'),
    /** Stripe's Checkout Session and the hosted page the visitor pays on. */
    providerSessionId: text('provider_session_id'),
    providerUrl: text('provider_url'),
    /** When the browser that paid was given the PIN step (once; the mailed link is the other way). */
    pinSetupHandedAt: timestamp('pin_setup_handed_at', { withTimezone: true }),
  },
  (table) => [index('checkouts_email_idx').on(table.email)],
);

/** Payment provider events already processed, by the provider's event id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

// AI news: items imported from the configured RSS and Atom feeds, and the news seed of the content.

/** One news item, known by its link: a feed that lists it again updates it, never duplicates it. */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    link: text('link').notNull().unique(),
    title: text('title').notNull(),
    /** Plain text: the feed's summary with every tag removed. */
    description: text('description').notNull(),
    /** An image the feed itself names (enclosure or media), or none. */
    featuredImage: text('featured_image'),
    /** The language its title and summary are written in (BCP 47, as the feed or seed declares). */
    lang: text('lang').notNull().default('en'),
    /** The feed's address, or 'seed' for the items shipped with the content. */
    source: text('source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('news_items_updated_at_idx').on(table.updatedAt, table.id)],
);

/** How each configured feed fared: a failing feed is retried on later runs and never stops the others. */
export const newsFeeds = pgTable('news_feeds', {
  url: text('url').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastError: text('last_error'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});

/** What a certificate's learner was assessed on when it was issued, as its credential states it. */
export interface CertificateCriteria {
  /** The lessons finished. */
  lessons: number;
  /** Every required practice of the guide, each passed, in the guide's order. */
  practices: { lesson: string; type: 'SINGLE_CHOICE_TEST' | 'PROMPT_CREATION'; title: string }[];
}

/**
 * A certificate: issued once when a learner finishes every lesson of a guide and passes its required
 * practices. The number (SP-YYYY-XXXXXX) is random, unique and printed on the PDF and the public
 * verify page. The name printed is the learner's `certificateName` at the time it is shown, so a
 * corrected name reaches every certificate.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** What was assessed; null for certificates issued before practices counted (lessons only). */
    criteria: jsonb('criteria').$type<CertificateCriteria>(),
  },
  (table) => [uniqueIndex('certificates_learner_course_idx').on(table.learnerId, table.courseId)],
);
