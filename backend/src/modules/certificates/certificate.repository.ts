import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CertificateCriteria, certificates, courses, learners } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { newCertificateNumber } from './certificate-number';

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;

/**
 * A certificate with what it shows: the name its learner chose (null until chosen) and the guide as
 * the catalog has it (a retired guide too: a certificate outlives it).
 */
export interface CertificateRecord {
  id: string;
  number: string;
  learnerId: number;
  courseId: string;
  issuedAt: Date;
  name: string | null;
  courseTitle: string;
  courseDescription: string;
  /** What was assessed; null for a certificate issued on lessons alone. */
  criteria: CertificateCriteria | null;
}

// A number taken by another certificate is drawn again; ten collisions in a row mean something else.
const NUMBER_ATTEMPTS = 10;

/** `changed` hears of each learner whose record (the certificate name) this repository changed. */
export function createCertificateRepository(db: Database, changed: (learnerId: number) => void = () => {}) {
  const selectRecords = () =>
    db
      .select({
        id: certificates.id,
        number: certificates.number,
        learnerId: certificates.learnerId,
        courseId: certificates.courseId,
        issuedAt: certificates.issuedAt,
        criteria: certificates.criteria,
        name: learners.certificateName,
        courseTitle: courses.title,
        courseDescription: courses.description,
      })
      .from(certificates)
      .innerJoin(learners, eq(learners.id, certificates.learnerId))
      .innerJoin(courses, eq(courses.id, certificates.courseId));
  const first = async (rows: Promise<CertificateRecord[]>) => (await rows)[0];

  /**
   * Issues the learner's certificate for a guide, dated when they earned it: calls made together, or
   * again, leave one certificate. Whether it was earned is the progress rules' to say.
   */
  async function issue(
    learnerId: number,
    courseId: string,
    issuedAt: Date,
    criteria: CertificateCriteria,
  ): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await db
          .insert(certificates)
          .values({
            id: randomUUID(),
            number: newCertificateNumber(issuedAt),
            learnerId,
            courseId,
            issuedAt,
            criteria,
          })
          // Only the learner and guide: a taken number must fail, to be drawn again.
          .onConflictDoNothing({ target: [certificates.learnerId, certificates.courseId] });
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= NUMBER_ATTEMPTS) throw error;
      }
    }
  }

  return {
    issue,

    /** The learner's certificates, newest first. */
    listOf(learnerId: number): Promise<CertificateRecord[]> {
      return selectRecords()
        .where(eq(certificates.learnerId, learnerId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.number));
    },

    findById(id: string): Promise<CertificateRecord | undefined> {
      return first(selectRecords().where(eq(certificates.id, id)));
    },

    findByLearnerAndCourse(learnerId: number, courseId: string): Promise<CertificateRecord | undefined> {
      return first(
        selectRecords().where(
          and(eq(certificates.learnerId, learnerId), eq(certificates.courseId, courseId)),
        ),
      );
    },

    findByNumber(number: string): Promise<CertificateRecord | undefined> {
      return first(selectRecords().where(eq(certificates.number, number)));
    },

    async courseExists(courseId: string): Promise<boolean> {
      const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
      return rows.length > 0;
    },

    async setName(learnerId: number, name: string): Promise<void> {
      try {
        await db.update(learners).set({ certificateName: name }).where(eq(learners.id, learnerId));
      } finally {
        // The learner's record is kept in memory (learner-cache.ts): it must be read again.
        changed(learnerId);
      }
    },
  };
}
