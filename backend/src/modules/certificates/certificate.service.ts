import { LRUCache } from 'lru-cache';
import type { Certificate, VerifiedCertificate } from '../../contract/certificates';
import { AppError } from '../../errors/app-error';
import type { PublishedCourse } from '../catalog/published-catalog';
import type { EarnedCertificate } from '../progress/lesson-rules';
import type { CertificateRecord, CertificateRepository } from './certificate.repository';
import { criteriaOf } from './certificate-criteria';
import type { CertificatePdfCache } from './certificate-pdf-cache';
import { verifyProof } from './data-integrity';
import type { IssuerKey } from './issuer-key';
import { checkCredential, type SignedCredential, signedCredential, verifyUrlOf } from './open-badge';

export type CertificateService = ReturnType<typeof createCertificateService>;

interface CertificateServiceDeps {
  certificateRepository: CertificateRepository;
  pdfCache: CertificatePdfCache;
  issuer: IssuerKey;
  /** Where the web app is reached: the verify pages live there. */
  webUrl: string;
  logError(error: unknown, message: string): void;
  /** The guide as the published catalog (in memory) has it, in English; undefined for a retired guide. */
  publishedCourse(courseId: string): Promise<PublishedCourse | undefined>;
  /** Every certificate the learner has earned by the progress rules (issued or not yet). */
  earnedCertificates(learnerId: number): Promise<EarnedCertificate[]>;
}

/** What never changes about a certificate once issued. */
type IssuedCertificate = Pick<
  CertificateRecord,
  'id' | 'number' | 'learnerId' | 'courseId' | 'issuedAt' | 'criteria'
>;

/** The learner as the routes know them: the record kept in memory (learner-cache.ts). */
export interface CertificateOwner {
  id: number;
  certificateName: string | null;
}

export const NOT_COMPLETED_MESSAGE =
  'Certificate not found for this course. Please complete the course first.';

export type CredentialVerification =
  | { valid: true; certificate: VerifiedCertificate }
  | { valid: false; reason: 'malformed' | 'unknown_issuer' | 'bad_signature' | 'unknown_certificate' };

/** Certificates: issued when a guide is earned, listed, printed as PDF, signed as Open Badges. */
export function createCertificateService(deps: CertificateServiceDeps) {
  const { certificateRepository, pdfCache, issuer, webUrl, logError, publishedCourse, earnedCertificates } =
    deps;
  const context = { webUrl, issuer };
  // Beside the verify page on the web app, which relays GET /api/certificates/verify/{number}/credential:
  // only the web app's address is public.
  const credentialUrlOf = (number: string) => `${verifyUrlOf(webUrl, number)}/credential`;

  // Certificates never change once issued (the name and the guide's title are read where they are
  // kept): remembered by id and by learner and guide, a repeated download reads no table.
  const issued = new LRUCache<string, IssuedCertificate>({ max: 20_000 });
  const remember = (certificate: IssuedCertificate) => {
    const { id, number, learnerId, courseId, issuedAt, criteria } = certificate;
    const kept = { id, number, learnerId, courseId, issuedAt, criteria };
    issued.set(`id:${id}`, kept);
    issued.set(`course:${learnerId}:${courseId}`, kept);
  };

  /** Issues an earned certificate with what was assessed for it (a second call changes nothing). */
  async function issue(learnerId: number, earned: EarnedCertificate): Promise<void> {
    const criteria = criteriaOf(await publishedCourse(earned.courseId), earned);
    await certificateRepository.issue(learnerId, earned.courseId, earned.earnedAt, criteria);
  }

  /**
   * The learner's own certificate by its id or by the id of the guide it is for: 403 for another
   * learner's certificate, 404 for an id that is neither, or a certificate not earned.
   */
  async function ownCertificate(owner: CertificateOwner, id: string): Promise<CertificateRecord> {
    const known = issued.get(`id:${id}`) ?? issued.get(`course:${owner.id}:${id}`);
    if (known) {
      if (known.learnerId !== owner.id)
        throw AppError.forbidden('This certificate belongs to another learner');
      const course = await publishedCourse(known.courseId);
      if (course) {
        return {
          ...known,
          name: owner.certificateName,
          courseTitle: course.title,
          courseDescription: course.description,
        };
      }
    }
    const found = await findOwn(owner, id);
    remember(found);
    return found;
  }

  async function findOwn(owner: CertificateOwner, id: string): Promise<CertificateRecord> {
    const byId = await certificateRepository.findById(id);
    if (byId) {
      if (byId.learnerId !== owner.id)
        throw AppError.forbidden('This certificate belongs to another learner');
      return byId;
    }
    let byCourse = await certificateRepository.findByLearnerAndCourse(owner.id, id);
    if (!byCourse) {
      // Earned, but its issue failed: it is issued now.
      const earned = (await earnedCertificates(owner.id)).find((certificate) => certificate.courseId === id);
      if (earned) {
        await issue(owner.id, earned);
        byCourse = await certificateRepository.findByLearnerAndCourse(owner.id, id);
      }
    }
    if (byCourse) return byCourse;
    if (await certificateRepository.courseExists(id)) throw AppError.notFound(NOT_COMPLETED_MESSAGE);
    throw AppError.notFound(`No certificate or guide has the id ${id}`);
  }

  function verified(certificate: CertificateRecord): VerifiedCertificate {
    const credential = signedCredential(certificate, context);
    return {
      certificateNumber: certificate.number,
      name: certificate.name ?? '',
      course: { id: certificate.courseId, title: certificate.courseTitle },
      publishedAt: certificate.issuedAt.toISOString(),
      certificateUrl: verifyUrlOf(webUrl, certificate.number),
      credentialUrl: credentialUrlOf(certificate.number),
      // Checked, not assumed: a wrong or replaced key shows here before anyone else finds it.
      credentialVerified: verifyProof(credential, issuer.publicKey),
    };
  }

  async function publicCertificate(number: string): Promise<CertificateRecord> {
    const certificate = await certificateRepository.findByNumber(number);
    if (!certificate) throw AppError.notFound(`No certificate has the number ${number}`);
    return certificate;
  }

  return {
    /**
     * Called when a learner earns a guide's certificate: issues it once, however often it is called.
     * A failure is logged, not answered: the lesson or answer is saved all the same, and the list or
     * the download issues what is missing.
     */
    async certificateEarned(learnerId: number, earned: EarnedCertificate): Promise<void> {
      try {
        await issue(learnerId, earned);
      } catch (error) {
        logError(error, `Failed to issue the certificate of learner ${learnerId} for ${earned.courseId}`);
      }
    },

    async myCertificates(owner: CertificateOwner): Promise<{ data: Certificate[]; name: string | null }> {
      const [listed, earned] = await Promise.all([
        certificateRepository.listOf(owner.id),
        earnedCertificates(owner.id),
      ]);
      // Earned certificates whose issue failed are issued now.
      const issuedFor = new Set(listed.map((row) => row.courseId));
      const missing = earned.filter((certificate) => !issuedFor.has(certificate.courseId));
      for (const certificate of missing) await issue(owner.id, certificate);
      const rows = missing.length > 0 ? await certificateRepository.listOf(owner.id) : listed;
      const earnedIn = new Map(earned.map((certificate) => [certificate.courseId, certificate]));
      return {
        data: rows.map((row) => {
          const now = earnedIn.get(row.courseId);
          return {
            id: row.id,
            publishedAt: row.issuedAt.toISOString(),
            certificateNumber: row.number,
            course: { id: row.courseId, title: row.courseTitle },
            certificateUrl: verifyUrlOf(webUrl, row.number),
            // Counted by today's guide: one changed since (a new required practice) has no count.
            firstTry: now ? { passed: now.passedFirstTry, of: now.practices.length } : null,
          };
        }),
        name: owner.certificateName,
      };
    },

    async setName(learnerId: number, name: string): Promise<{ name: string }> {
      await certificateRepository.setName(learnerId, name);
      return { name };
    },

    /** The PDF and its file name; 409 certificate_name_required until the learner chose a name. */
    async download(owner: CertificateOwner, id: string): Promise<{ pdf: Buffer; fileName: string }> {
      const certificate = await ownCertificate(owner, id);
      const name = owner.certificateName;
      if (!name)
        throw AppError.conflict(
          'certificate_name_required',
          'Choose the name to print on your certificates first (PUT /api/certificates/name)',
        );
      const pdf = await pdfCache.get(certificate.id, {
        name,
        courseTitle: certificate.courseTitle,
        number: certificate.number,
        issuedAt: certificate.issuedAt,
        verifyUrl: verifyUrlOf(webUrl, certificate.number),
      });
      return { pdf, fileName: `certificate-${certificate.number}.pdf` };
    },

    /** The learner's own signed credential. */
    async credential(
      owner: CertificateOwner,
      id: string,
    ): Promise<{ credential: SignedCredential; fileName: string }> {
      const certificate = await ownCertificate(owner, id);
      // The name on the learner's record is the one the guard just read: the freshest there is.
      const named = { ...certificate, name: owner.certificateName };
      return {
        credential: signedCredential(named, context),
        fileName: `certificate-${certificate.number}.json`,
      };
    },

    async publicCredential(number: string): Promise<{ credential: SignedCredential; fileName: string }> {
      const certificate = await publicCertificate(number);
      return {
        credential: signedCredential(certificate, context),
        fileName: `certificate-${certificate.number}.json`,
      };
    },

    async verify(number: string): Promise<VerifiedCertificate> {
      return verified(await publicCertificate(number));
    },

    /** The check of a credential; 400 DuplicateKey for one that names a key twice (it reads two ways). */
    async verifyCredential(text: string): Promise<CredentialVerification> {
      const check = checkCredential(text, context);
      if (!check.valid && check.reason === 'duplicate_key')
        throw new AppError(
          400,
          'DuplicateKey',
          `The credential names "${check.key}" twice in one object (line ${check.line}, column ${check.column}): ` +
            'a signed credential must name each key once, or it could be read two ways',
        );
      if (!check.valid) return { valid: false, reason: check.reason };
      const certificate = await certificateRepository.findByNumber(check.certificateNumber);
      if (!certificate) return { valid: false, reason: 'unknown_certificate' };
      return { valid: true, certificate: verified(certificate) };
    },
  };
}
