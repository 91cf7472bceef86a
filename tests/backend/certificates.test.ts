import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateNumberPattern,
  myCertificatesResponse,
  verifyCertificateResponse,
  verifyCredentialResponse,
} from '../../backend/src/contract/certificates';
import { courseResponse } from '../../backend/src/contract/courses';
import { finishLessonResponse, submitPracticeResponse } from '../../backend/src/contract/progress';
import { certificates } from '../../backend/src/db/schema';
import { addProof } from '../../backend/src/modules/certificates/data-integrity';
import { issuerKeyOf } from '../../backend/src/modules/certificates/issuer-key';
import { GOOD_PROMPT, newStudent, type Student } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

const NAME = 'Олена Коваленко';
const NOT_COMPLETED = 'Certificate not found for this course. Please complete the course first.';

/** jsQR reads RGBA; mupdf renders RGB rows, perhaps padded. */
function rgba(pixmap: mupdf.Pixmap): Uint8ClampedArray {
  const pixels = pixmap.getPixels();
  const [width, height, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride()];
  const channels = pixmap.getNumberOfComponents();
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = y * stride + x * channels;
      const to = (y * width + x) * 4;
      out[to] = pixels[from] ?? 0;
      out[to + 1] = pixels[from + 1] ?? 0;
      out[to + 2] = pixels[from + 2] ?? 0;
      out[to + 3] = 255;
    }
  }
  return out;
}

describe('certificates', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  const put = (student: Student, url: string, payload: object) =>
    backend.app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { authorization: `Bearer ${student.token}` },
    });
  const myCertificates = async (student: Student) => {
    const response = await student.get('/api/certificates/my');
    expect(response.statusCode).toBe(200);
    return myCertificatesResponse.parse(response.json());
  };
  const publicGet = (url: string) => backend.app.inject({ method: 'GET', url });
  const verifyCredential = (credential: string) =>
    backend.app.inject({
      method: 'POST',
      url: '/api/certificates/verify-credential',
      payload: { credential },
    });

  /** A student who completed core-one, passing its practices, and chose NAME. */
  async function graduate() {
    const student = await newStudent(backend);
    await student.completeFixtureCourse('core-one', { passPrompt: true });
    expect((await put(student, '/api/certificates/name', { name: NAME })).statusCode).toBe(200);
    const [certificate] = (await myCertificates(student)).data;
    if (!certificate) throw new Error('no certificate issued');
    return { student, certificate };
  }

  describe('issuing', () => {
    it('issues one certificate when the last lesson of a guide is finished, and none before', async () => {
      const student = await newStudent(backend);
      expect((await myCertificates(student)).data).toEqual([]);
      await student.completeFixtureCourse('core-one', { passPrompt: true });
      // Finishing the last lesson again changes nothing.
      expect((await student.finishLesson('core-one')).statusCode).toBe(200);

      const list = await myCertificates(student);
      expect(list.name).toBeNull();
      expect(list.data).toHaveLength(1);
      const [certificate] = list.data;
      expect(certificate).toEqual({
        id: expect.any(String),
        publishedAt: expect.any(String),
        certificateNumber: expect.stringMatching(certificateNumberPattern),
        course: { id: 'core-one', title: 'Core one' },
        certificateUrl: `http://web.test/verify/${certificate?.certificateNumber}`,
        firstTry: { passed: 2, of: 2 },
      });
      expect(certificate?.certificateNumber.slice(3, 7)).toBe(String(new Date().getUTCFullYear()));
      const rows = await backend.database.db
        .select()
        .from(certificates)
        .where(eq(certificates.learnerId, student.learner.id));
      expect(rows).toHaveLength(1);
    });

    it('issues one certificate when the last lesson is finished twice at once', async () => {
      const student = await newStudent(backend);
      const course = 'core-two';
      for (const step of [
        () => student.startLesson(course),
        () => student.completeFragment(course, 0, 'first-idea'),
        () => student.answer(course, 1, 'second', 'second-1', '2'),
        () => student.completeFragment(course, 1, 'second'),
        () => student.answer(course, 2, 'write-a-prompt', `${course}-prompt`, GOOD_PROMPT),
        () => student.completeFragment(course, 2, 'write-a-prompt'),
      ]) {
        expect((await step()).statusCode).toBe(200);
      }
      const finishes = await Promise.all([1, 2, 3].map(() => student.finishLesson(course)));
      expect(finishes.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const { data } = await myCertificates(student);
      expect(data.map((certificate) => certificate.course.id)).toEqual([course]);
    });

    it('lists newest first, with numbers of their own', async () => {
      const student = await newStudent(backend);
      await student.completeFixtureCourse('core-one', { passPrompt: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await student.completeFixtureCourse('core-three', { passPrompt: true });
      const { data } = await myCertificates(student);
      expect(data.map((certificate) => certificate.course.id)).toEqual(['core-three', 'core-one']);
      expect(new Set(data.map((certificate) => certificate.certificateNumber)).size).toBe(2);
      expect(new Set(data.map((certificate) => certificate.id)).size).toBe(2);
    });

    it('issues on reading the list a certificate earned but never issued, dated when it was earned', async () => {
      const student = await newStudent(backend);
      await student.completeFixtureCourse('core-four', { passPrompt: true });
      const [before] = (await myCertificates(student)).data;
      await backend.database.db.delete(certificates).where(eq(certificates.learnerId, student.learner.id));

      const { data } = await myCertificates(student);
      expect(data).toHaveLength(1);
      expect(data[0]?.course.id).toBe('core-four');
      expect(data[0]?.publishedAt).toBe(before?.publishedAt);
      expect(data[0]?.certificateNumber).not.toBe(before?.certificateNumber);
      expect((await myCertificates(student)).data).toEqual(data);
    });

    it('answers 401 signed out', async () => {
      expect((await publicGet('/api/certificates/my')).statusCode).toBe(401);
    });
  });

  describe('what earns a certificate', () => {
    const course = 'core-two';
    const courseDetail = async (student: Student) =>
      courseResponse.parse((await student.get(`/api/courses/${course}`)).json()).data;
    const submit = async (
      student: Student,
      fragment: number,
      id: string,
      practice: string,
      answer: string,
    ) => {
      const response = await student.answer(course, fragment, id, practice, answer);
      expect(response.statusCode).toBe(200);
      return submitPracticeResponse.parse(response.json()).data;
    };

    /** Every lesson of core-two finished, both of its required practices skipped. */
    async function skipper() {
      const student = await newStudent(backend);
      for (const step of [
        () => student.startLesson(course),
        () => student.completeFragment(course, 0, 'first-idea'),
        () => student.answer(course, 1, 'second', 'second-1', 'SKIPPED'),
        () => student.completeFragment(course, 1, 'second'),
        () => student.answer(course, 2, 'write-a-prompt', `${course}-prompt`, 'SKIPPED'),
        () => student.completeFragment(course, 2, 'write-a-prompt'),
      ]) {
        expect((await step()).statusCode).toBe(200);
      }
      const finished = await student.finishLesson(course);
      expect(finished.statusCode).toBe(200);
      return { student, finished: finishLessonResponse.parse(finished.json()).data };
    }

    it('gives a learner who skipped every required practice the lessons, but no certificate or credential', async () => {
      const { student, finished } = await skipper();
      expect(finished.lessonProgress.finished).toBe(true);
      expect(finished.courseProgress).toMatchObject({
        status: 'completed',
        completed: true,
        lessonsCompleted: 1,
        certificateEarned: false,
        practicesToPass: 2,
      });

      const detail = await courseDetail(student);
      expect(detail).toMatchObject({ status: 'completed', progressPercentage: 100 });
      expect(detail.certificate).toEqual({
        earned: false,
        requiredPractices: 2,
        passedPractices: 0,
        passedFirstTry: 0,
        practicesToPass: [
          {
            practiceId: 'second-1',
            practiceType: 'SINGLE_CHOICE_TEST',
            title: 'Which option is right?',
            lang: 'en',
            lesson: { id: 'core-two-lesson', lang: 'en', title: 'The core two lesson', number: 1 },
            fragmentIndex: 1,
          },
          {
            practiceId: 'core-two-prompt',
            practiceType: 'PROMPT_CREATION',
            title: 'Ask for a packing list',
            lang: 'en',
            lesson: { id: 'core-two-lesson', lang: 'en', title: 'The core two lesson', number: 1 },
            fragmentIndex: 2,
          },
        ],
      });

      expect((await myCertificates(student)).data).toEqual([]);
      await put(student, '/api/certificates/name', { name: NAME });
      for (const what of ['download', 'credential']) {
        const refused = await student.get(`/api/certificates/${course}/${what}`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().error.message).toBe(NOT_COMPLETED);
      }
      const rows = await backend.database.db
        .select()
        .from(certificates)
        .where(eq(certificates.learnerId, student.learner.id));
      expect(rows).toEqual([]);
    });

    it('issues it when the last required practice is passed afterwards, a retry after a wrong answer too', async () => {
      const { student } = await skipper();

      const wrong = await submit(student, 1, 'second', 'second-1', '3');
      expect(wrong).toMatchObject({ isCorrect: false, completed: false, certificateEarned: false });
      const right = await submit(student, 1, 'second', 'second-1', '2');
      expect(right).toMatchObject({ isCorrect: true, completed: true, certificateEarned: false });
      expect((await courseDetail(student)).certificate).toMatchObject({
        earned: false,
        passedPractices: 1,
        practicesToPass: [{ practiceId: 'core-two-prompt' }],
      });

      const weak = await submit(student, 2, 'write-a-prompt', `${course}-prompt`, 'write about AI');
      expect(weak).toMatchObject({ isCorrect: false, certificateEarned: false });
      expect((await myCertificates(student)).data).toEqual([]);

      const before = Date.now();
      const passed = await submit(student, 2, 'write-a-prompt', `${course}-prompt`, GOOD_PROMPT);
      expect(passed).toMatchObject({ isCorrect: true, completed: true, certificateEarned: true });
      expect((await courseDetail(student)).certificate).toMatchObject({
        earned: true,
        passedPractices: 2,
        practicesToPass: [],
      });
      const { data } = await myCertificates(student);
      expect(data.map((certificate) => certificate.course.id)).toEqual([course]);
      // Dated when it was earned: the pass that came after the lessons.
      expect(Date.parse(data[0]?.publishedAt ?? '')).toBeGreaterThanOrEqual(before);

      // Answered again, it is not issued again.
      const again = await submit(student, 2, 'write-a-prompt', `${course}-prompt`, GOOD_PROMPT);
      expect(again.certificateEarned).toBe(false);
      expect((await myCertificates(student)).data).toEqual(data);
    });

    it('states what was assessed in the signed credential', async () => {
      const { student, certificate } = await graduate();
      const credential = (await student.get(`/api/certificates/${certificate.id}/credential`)).json();
      expect(credential.credentialSubject.achievement.criteria).toEqual({
        narrative:
          'Completed the one lesson of the Skillpilot guide "Core one" and passed all 2 required practices ' +
          '(a correct answer to each single-choice question and a score of 3 of 5 or more for each prompt ' +
          'task, graded by Skillpilot):\n\n' +
          '1. The core one lesson: question "Which option is right?"\n' +
          '2. The core one lesson: prompt task "Ask for a packing list"',
      });
      expect(
        verifyCredentialResponse.parse((await verifyCredential(JSON.stringify(credential))).json()),
      ).toMatchObject({
        valid: true,
      });
    });

    it('keeps a certificate issued on lessons alone valid, with the words it was signed with', async () => {
      // Issued before practices counted: the guide completed with its prompt skipped.
      const student = await newStudent(backend);
      await student.completeFixtureCourse('core-five');
      expect((await myCertificates(student)).data).toEqual([]);
      await backend.database.db.insert(certificates).values({
        id: randomUUID(),
        number: 'SP-2025-7KQ2M9',
        learnerId: student.learner.id,
        courseId: 'core-five',
        issuedAt: new Date('2025-11-20T10:00:00Z'),
      });
      await put(student, '/api/certificates/name', { name: NAME });

      const [kept] = (await myCertificates(student)).data;
      expect(kept).toMatchObject({ certificateNumber: 'SP-2025-7KQ2M9', course: { id: 'core-five' } });
      expect((await student.get('/api/certificates/core-five/download')).statusCode).toBe(200);
      const credential = await student.get('/api/certificates/core-five/credential');
      expect(credential.json().credentialSubject.achievement.criteria).toEqual({
        narrative: 'Finish every lesson of the Skillpilot guide "Core five".',
      });
      expect((await verifyCredential(credential.body)).json()).toMatchObject({ valid: true });
      const verified = await publicGet('/api/certificates/verify/SP-2025-7KQ2M9');
      expect(verified.json().data).toMatchObject({ name: NAME, credentialVerified: true });
    });
  });

  describe('PUT /api/certificates/name', () => {
    it('keeps a name of any script, trimmed, and lists it at once', async () => {
      const student = await newStudent(backend);
      const response = await put(student, '/api/certificates/name', { name: `  ${NAME}  ` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: NAME });
      expect((await myCertificates(student)).name).toBe(NAME);
      const other = 'José Müller-Łukasiewicz';
      expect((await put(student, '/api/certificates/name', { name: other })).json()).toEqual({ name: other });
      expect((await myCertificates(student)).name).toBe(other);
    });

    it.each([
      ['blank', '   '],
      ['81 characters', 'a'.repeat(81)],
      ['a line break', 'Olena\nKovalenko'],
      ['a control character', 'Olena\u0007'],
    ])('refuses %s with 400', async (_, name) => {
      const student = await newStudent(backend);
      const response = await put(student, '/api/certificates/name', { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
      expect((await myCertificates(student)).name).toBeNull();
    });

    it.each([
      ['a lone high surrogate', 'Olena \ud83d Kovalenko'],
      ['a lone low surrogate', 'Olena\ude00'],
      ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].map(
        (control) => [
          `the direction control U+${control.codePointAt(0)?.toString(16).toUpperCase()}`,
          `Olena${control}gnp.exe`,
        ],
      ),
      ['a left-to-right mark', '\u200eOlena'],
      ['a right-to-left mark', 'Olena\u200f'],
      ['an Arabic letter mark', 'Olena\u061cK'],
    ])('refuses a name with %s, which would read otherwise than it is stored and signed', async (_, name) => {
      const student = await newStudent(backend);
      const response = await put(student, '/api/certificates/name', { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        status: 400,
        name: 'ValidationError',
        message: 'Invalid body field "name": certificates:errors.nameCharacters',
      });
      expect((await myCertificates(student)).name).toBeNull();
    });

    it('keeps names written right to left, and emoji made of surrogate pairs', async () => {
      const student = await newStudent(backend);
      for (const name of ['مريم الحسيني', 'נועה לוי', 'Olena 👩🏽‍💻 Kovalenko']) {
        const response = await put(student, '/api/certificates/name', { name });
        expect(response.statusCode).toBe(200);
        expect((await myCertificates(student)).name).toBe(name);
      }
    });

    it('takes 80 characters, and answers 401 signed out', async () => {
      const student = await newStudent(backend);
      expect((await put(student, '/api/certificates/name', { name: 'я'.repeat(80) })).statusCode).toBe(200);
      const signedOut = await backend.app.inject({
        method: 'PUT',
        url: '/api/certificates/name',
        payload: { name: 'Somebody' },
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('GET /api/certificates/{id}/download', () => {
    it('answers the PDF: A4 landscape, the name, guide, date, number and a QR code of the verify page', async () => {
      const { student, certificate } = await graduate();
      const response = await student.get(`/api/certificates/${certificate.id}/download`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="certificate-${certificate.certificateNumber}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/Lang \(en-US\)/);

      const document = mupdf.Document.openDocument(pdf, 'application/pdf');
      expect(document.countPages()).toBe(1);
      expect(document.getMetaData('info:Author')).toBe('Skillpilot');
      expect(document.getMetaData('info:Title')).toContain(certificate.certificateNumber);
      const page = document.loadPage(0);
      const [x0, y0, x1, y1] = page.getBounds();
      expect([Math.round(x1 - x0), Math.round(y1 - y0)]).toEqual([842, 595]);

      const text = page.toStructuredText('').asText();
      // Day, the month's name in English and year, in UTC: "25 November 2026".
      const issued = new Date(certificate.publishedAt);
      const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
      months.push('September', 'October', 'November', 'December');
      const date = `${issued.getUTCDate()} ${months[issued.getUTCMonth()]} ${issued.getUTCFullYear()}`;
      for (const expected of [
        'Skillpilot',
        NAME,
        'has completed the guide',
        'Core one',
        date,
        certificate.certificateNumber,
        certificate.certificateUrl,
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain(student.learner.email);

      // Page 1 as a picture, as a phone camera would see it.
      const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
      expect(Buffer.from(pixmap.asPNG()).subarray(1, 4).toString()).toBe('PNG');
      const qr = jsQR(rgba(pixmap), pixmap.getWidth(), pixmap.getHeight());
      expect(qr?.data).toBe(certificate.certificateUrl);

      // The second download is the same bytes (that it is drawn once is the PDF cache's own test,
      // tests/unit/certificate-pdf-cache.test.ts).
      const second = await student.get(`/api/certificates/${certificate.id}/download`);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(pdf)).toBe(true);
    });

    it('prints a corrected name, José Müller-Łukasiewicz, and answers by the guide’s id too', async () => {
      const { student, certificate } = await graduate();
      const before = await student.get(`/api/certificates/${certificate.id}/download`);
      expect(before.statusCode).toBe(200);
      const name = 'José Müller-Łukasiewicz';
      await put(student, '/api/certificates/name', { name });
      const response = await student.get('/api/certificates/core-one/download');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(certificate.certificateNumber);
      const text = mupdf.Document.openDocument(response.rawPayload, 'application/pdf')
        .loadPage(0)
        .toStructuredText('')
        .asText();
      expect(text).toContain(name);
      expect(text).not.toContain(NAME);
    });

    it('answers 409 certificate_name_required until a name is chosen', async () => {
      const student = await newStudent(backend);
      await student.completeFixtureCourse('core-one', { passPrompt: true });
      const response = await student.get('/api/certificates/core-one/download');
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ status: 409, name: 'certificate_name_required' });
    });

    it('answers 401 signed out, 403 for another learner’s, 404 unknown or not completed', async () => {
      const { student, certificate } = await graduate();
      expect((await publicGet(`/api/certificates/${certificate.id}/download`)).statusCode).toBe(401);
      // Downloaded once by its learner, so the certificate is also remembered in memory.
      expect((await student.get(`/api/certificates/${certificate.id}/download`)).statusCode).toBe(200);

      const other = await newStudent(backend);
      await put(other, '/api/certificates/name', { name: 'Other Learner' });
      const forbidden = await other.get(`/api/certificates/${certificate.id}/download`);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.name).toBe('Forbidden');
      expect((await other.get(`/api/certificates/${certificate.id}/credential`)).statusCode).toBe(403);
      expect((await other.get('/api/certificates/core-one/credential')).statusCode).toBe(404);

      const unknown = await other.get('/api/certificates/no-such-certificate/download');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.name).toBe('NotFound');

      const notCompleted = await other.get('/api/certificates/core-one/download');
      expect(notCompleted.statusCode).toBe(404);
      expect(notCompleted.json().error.message).toBe(NOT_COMPLETED);

      expect((await other.get('/api/certificates/not%20an%20id/download')).statusCode).toBe(400);
    });
  });

  describe('Open Badges credential and the verify calls', () => {
    it('answers a signed OpenBadgeCredential that verifies; changed, it does not', async () => {
      const { student, certificate } = await graduate();
      const response = await student.get(`/api/certificates/${certificate.id}/credential`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="certificate-${certificate.certificateNumber}.json"`,
      );
      const credential = response.json();
      expect(credential).toMatchObject({
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        id: certificate.certificateUrl,
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: { id: expect.stringMatching(/^did:key:z6Mk/), type: ['Profile'], name: 'Skillpilot' },
        validFrom: certificate.publishedAt.replace(/\.\d{3}Z$/, 'Z'),
        credentialSubject: {
          type: ['AchievementSubject'],
          name: NAME,
          achievement: {
            type: ['Achievement'],
            name: 'Core one',
            criteria: { narrative: expect.any(String) },
          },
        },
        proof: {
          type: 'DataIntegrityProof',
          cryptosuite: 'eddsa-jcs-2022',
          proofPurpose: 'assertionMethod',
          verificationMethod: `${credential.issuer.id}#${credential.issuer.id.slice('did:key:'.length)}`,
          proofValue: expect.stringMatching(/^z[1-9A-HJ-NP-Za-km-z]+$/),
        },
      });
      expect(JSON.stringify(credential)).not.toContain(student.learner.email);

      const valid = verifyCredentialResponse.parse((await verifyCredential(response.body)).json());
      expect(valid).toMatchObject({
        valid: true,
        certificate: {
          certificateNumber: certificate.certificateNumber,
          name: NAME,
          course: { id: 'core-one', title: 'Core one' },
          credentialVerified: true,
        },
      });

      const changes: ((copy: typeof credential) => void)[] = [
        (copy) => {
          copy.credentialSubject.name = 'Somebody Else';
        },
        (copy) => {
          copy.credentialSubject.achievement.name = 'Core two';
        },
        (copy) => {
          copy.validFrom = '2020-01-01T00:00:00Z';
        },
        (copy) => {
          copy.proof.created = '2020-01-01T00:00:00Z';
        },
      ];
      for (const change of changes) {
        const copy = structuredClone(credential);
        change(copy);
        expect((await verifyCredential(JSON.stringify(copy))).json()).toEqual({
          valid: false,
          reason: 'bad_signature',
        });
      }

      // The same credential signed by another key is not ours.
      const { proof: _, ...unsigned } = credential;
      const otherKey = issuerKeyOf(
        generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      );
      const forged = addProof(
        { ...unsigned, issuer: { ...unsigned.issuer, id: otherKey.did } },
        {
          privateKey: otherKey.privateKey,
          verificationMethod: otherKey.verificationMethod,
          created: new Date(),
        },
      );
      expect((await verifyCredential(JSON.stringify(forged))).json()).toEqual({
        valid: false,
        reason: 'unknown_issuer',
      });

      for (const garbage of ['not json', '[1, 2]', '{"type": ["VerifiableCredential"]}', '{}']) {
        expect((await verifyCredential(garbage)).json()).toEqual({ valid: false, reason: 'malformed' });
      }
      const badRequest = await backend.app.inject({
        method: 'POST',
        url: '/api/certificates/verify-credential',
        payload: { credential: 42 },
      });
      expect(badRequest.statusCode).toBe(400);
    });

    it('answers unknown_certificate for a genuine credential whose certificate is gone', async () => {
      const { student, certificate } = await graduate();
      const credential = (await student.get(`/api/certificates/${certificate.id}/credential`)).body;
      await backend.database.db.delete(certificates).where(eq(certificates.id, certificate.id));
      expect((await verifyCredential(credential)).json()).toEqual({
        valid: false,
        reason: 'unknown_certificate',
      });
    });

    it('refuses a credential that names a key twice with 400, even when its signature checks out', async () => {
      const { student, certificate } = await graduate();
      const genuine = (await student.get(`/api/certificates/${certificate.id}/credential`)).body;
      // The same signed credential with a second name before the signed one: JSON.parse keeps the
      // last (the signature holds), a reader keeping the first sees someone else.
      const twoNames = genuine.replace(
        '"credentialSubject":{',
        '"credentialSubject":{"name":"Someone Else",',
      );
      expect(twoNames).not.toBe(genuine);
      const refused = await verifyCredential(twoNames);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        status: 400,
        name: 'DuplicateKey',
        message: expect.stringContaining('names "name" twice in one object (line 1, column '),
      });

      // Written with an escape, or with the same value twice, a key is still named twice.
      const escaped = genuine.replace(
        '"validFrom":',
        '"\\u0076alidFrom":"2020-01-01T00:00:00Z","validFrom":',
      );
      expect((await verifyCredential(escaped)).json().error.message).toContain('names "validFrom" twice');
      const same = genuine.replace(
        '"type":["VerifiableCredential"',
        '"type":"X","type":["VerifiableCredential"',
      );
      expect((await verifyCredential(same)).statusCode).toBe(400);
      // The genuine one still checks out.
      expect((await verifyCredential(genuine)).json()).toMatchObject({ valid: true });
    });

    it('confirms a certificate by number, publicly, without the email', async () => {
      const { student, certificate } = await graduate();
      const response = await publicGet(`/api/certificates/verify/${certificate.certificateNumber}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(student.learner.email);
      const { data } = verifyCertificateResponse.parse(response.json());
      expect(data).toEqual({
        certificateNumber: certificate.certificateNumber,
        name: NAME,
        course: { id: 'core-one', title: 'Core one' },
        publishedAt: certificate.publishedAt,
        certificateUrl: certificate.certificateUrl,
        credentialUrl: `${certificate.certificateUrl}/credential`,
        credentialVerified: true,
      });
      // Lower case is read as the number.
      const lower = await publicGet(
        `/api/certificates/verify/${certificate.certificateNumber.toLowerCase()}`,
      );
      expect(lower.statusCode).toBe(200);

      const publicCredential = await publicGet(
        `/api/certificates/verify/${certificate.certificateNumber}/credential`,
      );
      expect(publicCredential.statusCode).toBe(200);
      expect(publicCredential.body).not.toContain(student.learner.email);
      expect((await verifyCredential(publicCredential.body)).json().valid).toBe(true);
    });

    it('answers 404 for an unknown number and 400 for one of the wrong shape', async () => {
      const unknown = await publicGet('/api/certificates/verify/SP-2020-000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.name).toBe('NotFound');
      expect((await publicGet('/api/certificates/verify/SP-2020-000000/credential')).statusCode).toBe(404);
      expect((await publicGet('/api/certificates/verify/SP-2020-00000I')).statusCode).toBe(400);
    });
  });

  describe('rate limits', () => {
    let limited: TestBackend;
    beforeAll(async () => {
      // Multiplier 0.1: three verify calls a minute per IP.
      limited = await createTestBackend({
        sharing: backend,
        env: { RATE_LIMIT_PER_MINUTE_MULTIPLIER: '0.1' },
      });
    });
    afterAll(() => limited?.close());

    it('shows a name chosen on one backend on another sharing the database', async () => {
      const student = await newStudent(backend);
      const onLimited = async () =>
        (
          await limited.app.inject({
            url: '/api/certificates/my',
            headers: { authorization: `Bearer ${student.token}` },
          })
        ).json().name;
      expect(await onLimited()).toBeNull();
      await put(student, '/api/certificates/name', { name: NAME });
      await expect.poll(onLimited).toBe(NAME);
    });

    it('limits the credential calls too', async () => {
      const ip = '203.0.113.9';
      const credential = (remoteAddress: string) =>
        limited.app.inject({
          url: '/api/certificates/verify/SP-2020-000000/credential',
          remoteAddress,
        });
      const check = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/certificates/verify-credential',
          payload: { credential: '{}' },
          remoteAddress,
        });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await credential(ip)).statusCode).toBe(404);
        expect((await check(ip)).statusCode).toBe(200);
      }
      expect((await credential(ip)).statusCode).toBe(429);
      expect((await check(ip)).statusCode).toBe(429);
    });

    it('answers 429 TooManyRequests to an IP checking too many numbers', async () => {
      const verify = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: '/api/certificates/verify/SP-2020-000000', remoteAddress });
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await verify('203.0.113.7')).statusCode).toBe(404);
      const refused = await verify('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ status: 429, name: 'TooManyRequests' });
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await verify('203.0.113.8')).statusCode).toBe(404);
    });
  });
});
