import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { learners } from './accounts';
import { courses } from './catalog';

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
