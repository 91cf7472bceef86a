import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { toLanguage } from '../../contract/i18n';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
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

  app.route({
    ...operationRoute(app, operations.me, {
      operationId: 'getMe',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'The signed-in learner',
      response: errors(401),
    }),
    onRequest: signedIn,
    handler: async (request) => toProductUser(learnerOf(request)),
  });

  app.route({
    ...operationRoute(app, operations.requestEmailChange, {
      operationId: 'generateChangeEmailToken',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Mails a confirmation link (valid 24 hours) to the new address',
      description:
        '400 SameEmail when the address is the current one. An address that belongs to another learner ' +
        'gets the same answer and no email.',
      response: { 400: errorResponse, 401: errorResponse, 429: retryLaterResponse },
    }),
    onRequest: signedIn,
    config: { rateLimit: options.rateLimits.changeEmail },
    handler: async (request) => {
      emailChangeService.requestChange(learnerOf(request), request.body.newEmail);
      return { message: 'Verification email has been sent.' };
    },
  });

  app.route({
    ...operationRoute(app, operations.confirmEmailChange, {
      operationId: 'confirmEmailChange',
      tags,
      summary: 'Moves the account to the confirmed address; every session ends',
      description: '400 InvalidToken for a wrong, used or expired link; 409 EmailTaken if taken meanwhile.',
      response: errors(400, 409),
    }),
    handler: async (request) => ({
      message: 'Your email address has been changed. Sign in with the new address.',
      email: await emailChangeService.confirmChange(request.body.token),
    }),
  });

  app.route({
    ...operationRoute(app, operations.deleteAccount, {
      operationId: 'deleteAccount',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Deactivates the account at once; signing in within 28 days restores it',
      response: errors(401),
    }),
    onRequest: signedIn,
    handler: async (request) => {
      await accountService.deleteAccount(learnerOf(request));
      return { message: 'Your account has been deleted successfully.' };
    },
  });

  app.route({
    ...operationRoute(app, operations.updateLanguage, {
      operationId: 'updateLanguage',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Sets the learner’s language (us is read as en, ua as uk)',
      response: errors(400, 401),
    }),
    onRequest: signedIn,
    handler: async (request) => {
      const lang = await accountService.updateLanguage(learnerOf(request), toLanguage(request.body.language));
      return { message: 'Language updated.', lang };
    },
  });

  app.route({
    ...operationRoute(app, operations.exportAccount, {
      operationId: 'exportAccount',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Everything the backend holds about the learner, as JSON',
      response: errors(401),
    }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="skillpilot-data.json"');
      return accountService.exportData(learnerOf(request));
    },
  });
};
