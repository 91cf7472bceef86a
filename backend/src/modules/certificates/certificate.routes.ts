import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateDownloadParams, verifyCertificateParams } from '../../contract/certificates';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import type { RouteRateLimits } from '../../http/rate-limits';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { CertificateService } from './certificate.service';

interface CertificateRoutesOptions {
  certificateService: CertificateService;
  guard: LearnerGuard;
  rateLimits: RouteRateLimits;
}

const tags = ['certificates'];
const security = [{ learnerToken: [] }];

// Sent as bytes, so never serialised: described per content type, as the API description shows it.
const pdfBody = z.string().meta({ format: 'binary' });
const pdfResponse = {
  description: 'The certificate, A4 landscape',
  content: { 'application/pdf': { schema: pdfBody } },
};
const credentialBody = z
  .record(z.string(), z.unknown())
  .describe(
    'An Open Badges 3.0 OpenBadgeCredential (W3C VC 2.0) with a Data Integrity proof, cryptosuite ' +
      'eddsa-jcs-2022, by the issuer’s did:key',
  );

function attachment(reply: FastifyReply, fileName: string, type: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
}

/**
 * Certificates. The learner's list, name, PDF and credential need a session (no running plan: what was
 * earned stays downloadable); the verify calls are public, by number, rate limited per IP.
 */
export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (app, options) => {
  const { certificateService, guard, rateLimits } = options;
  const signedIn = guard.requireLearner;
  const ownErrors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

  app.route({
    ...operationRoute(app, operations.myCertificates, {
      operationId: 'myCertificates',
      security,
      tags,
      summary: 'The learner’s certificates, newest first, and the name printed on them',
      description:
        'One per completed guide. Guides completed before certificates existed get theirs on this call.',
      response: errors(401),
    }),
    onRequest: signedIn,
    handler: async (request) => certificateService.myCertificates(learnerOf(request)),
  });

  app.route({
    ...operationRoute(app, operations.setCertificateName, {
      operationId: 'setCertificateName',
      security,
      tags,
      summary: 'Sets the name printed on every certificate of the learner',
      description:
        'Trimmed, 1 to 80 characters on one line, letters of any script; no lone surrogate and no ' +
        'bidirectional control (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069). 400 ' +
        'ValidationError else.',
      response: errors(400, 401),
    }),
    onRequest: signedIn,
    handler: async (request) => certificateService.setName(learnerOf(request).id, request.body.name),
  });

  app.get(
    '/:id/download',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadCertificate',
        security,
        tags,
        summary: 'The certificate as a PDF (A4 landscape)',
        description:
          '`id` is the certificate’s id or the id of the completed guide. Answers application/pdf with ' +
          '`content-disposition: attachment; filename="certificate-SP-YYYY-XXXXXX.pdf"`. 403 for another ' +
          'learner’s certificate; 404 for an unknown id or a guide not completed; 409 ' +
          '`certificate_name_required` until the learner has chosen a name (PUT /api/certificates/name).',
        params: certificateDownloadParams,
        response: { 200: pdfResponse, ...ownErrors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await certificateService.download(learnerOf(request), request.params.id);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );

  app.get(
    '/:id/credential',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadCertificateCredential',
        security,
        tags,
        summary: 'The certificate as a signed Open Badges 3.0 credential (JSON)',
        description:
          '`id` as for download. Answers with `content-disposition: attachment; ' +
          'filename="certificate-SP-YYYY-XXXXXX.json"`. The subject’s name is left out until chosen.',
        params: certificateDownloadParams,
        response: { 200: credentialBody, ...ownErrors },
      },
    },
    async (request, reply) => {
      const { credential, fileName } = await certificateService.credential(
        learnerOf(request),
        request.params.id,
      );
      return attachment(reply, fileName, 'application/json; charset=utf-8').send(credential);
    },
  );

  const publicErrors = { 400: errorResponse, 404: errorResponse, 429: retryLaterResponse };

  app.route({
    ...operationRoute(app, operations.verifyCertificate, {
      operationId: 'verifyCertificate',
      tags,
      summary: 'Confirms a certificate by its number: public, never the email',
      description:
        '`name` is the name the learner chose (empty until chosen). `credentialVerified` is the signed ' +
        'credential of the certificate checked against the issuer key. 404 for an unknown number.',
      response: publicErrors,
    }),
    config: { rateLimit: rateLimits.verifyCertificate },
    handler: async (request) => ({ data: await certificateService.verify(request.params.number) }),
  });

  app.get(
    '/verify/:number/credential',
    {
      config: { rateLimit: rateLimits.verifyCertificate },
      schema: {
        operationId: 'certificateCredential',
        tags,
        summary: 'The signed Open Badges 3.0 credential of a certificate, by its number: public',
        params: verifyCertificateParams,
        response: { 200: credentialBody, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { credential, fileName } = await certificateService.publicCredential(request.params.number);
      return attachment(reply, fileName, 'application/json; charset=utf-8').send(credential);
    },
  );

  app.route({
    ...operationRoute(app, operations.verifyCredential, {
      operationId: 'verifyCredential',
      tags,
      summary: 'Checks a credential someone was given: signature, issuer and certificate',
      description:
        '`credential` is the credential JSON as text. Answers 200 `{valid: true, certificate}`, or ' +
        '`{valid: false, reason}`: malformed (not a credential), unknown_issuer (not signed by this ' +
        'Skillpilot), bad_signature (changed since it was signed), unknown_certificate (no such ' +
        'certificate any more). 400 DuplicateKey for a credential that names a key twice in one object ' +
        '(it could be read two ways; the message says which key and where).',
      response: { 400: errorResponse, 429: retryLaterResponse },
    }),
    config: { rateLimit: rateLimits.verifyCredential },
    handler: async (request) => certificateService.verifyCredential(request.body.credential),
  });
};
