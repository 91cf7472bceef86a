import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExport,
  changeEmailRequest,
  confirmEmailChangeRequest,
  confirmEmailChangeResponse,
  messageResponse,
  productUser,
  updateLanguageRequest,
  updateLanguageResponse,
} from '../../contract/accounts';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { toLanguage } from '../../contract/i18n';
import type { RouteRateLimits } from '../../http/rate-limits';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import { type AccountService, toProductUser } from './account.service';
import type { EmailChangeService } from './email-change.service';

interface AccountRoutesOptions {
  accountService: AccountService;
  emailChangeService: EmailChangeService;
  guard: LearnerGuard;
  rateLimits: RouteRateLimits;
}

const tags = ['accounts'];

/** The signed-in learner's own account: profile, email, language, deletion and data export. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { accountService, emailChangeService, guard } = options;
  const signedIn = guard.requireLearner;

  app.get(
    '/me',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getMe',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'The signed-in learner',
        response: { 200: productUser, 401: errorResponse },
      },
    },
    async (request) => toProductUser(learnerOf(request)),
  );

  app.post(
    '/generate-change-email-token',
    {
      onRequest: signedIn,
      config: { rateLimit: options.rateLimits.changeEmail },
      schema: {
        operationId: 'generateChangeEmailToken',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'Mails a confirmation link (valid 24 hours) to the new address',
        description:
          '400 SameEmail when the address is the current one. An address that belongs to another learner ' +
          'gets the same answer and no email.',
        body: changeEmailRequest,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse, 429: retryLaterResponse },
      },
    },
    async (request) => {
      emailChangeService.requestChange(learnerOf(request), request.body.newEmail);
      return { message: 'Verification email has been sent.' };
    },
  );

  app.post(
    '/confirm-email-change',
    {
      schema: {
        operationId: 'confirmEmailChange',
        tags,
        summary: 'Moves the account to the confirmed address; every session ends',
        description: '400 InvalidToken for a wrong, used or expired link; 409 EmailTaken if taken meanwhile.',
        body: confirmEmailChangeRequest,
        response: { 200: confirmEmailChangeResponse, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request) => ({
      message: 'Your email address has been changed. Sign in with the new address.',
      email: await emailChangeService.confirmChange(request.body.token),
    }),
  );

  app.delete(
    '/delete-account',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'deleteAccount',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'Deactivates the account at once; signing in within 28 days restores it',
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await accountService.deleteAccount(learnerOf(request));
      return { message: 'Your account has been deleted successfully.' };
    },
  );

  app.put(
    '/update-language',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateLanguage',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'Sets the learner’s language (us is read as en, ua as uk)',
        body: updateLanguageRequest,
        response: { 200: updateLanguageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const lang = await accountService.updateLanguage(learnerOf(request), toLanguage(request.body.language));
      return { message: 'Language updated.', lang };
    },
  );

  app.get(
    '/export',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'exportAccount',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'Everything the backend holds about the learner, as JSON',
        response: { 200: accountExport, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="skillpilot-data.json"');
      return accountService.exportData(learnerOf(request));
    },
  );
};
