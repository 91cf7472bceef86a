import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PinHasher } from '../../auth/pin-hasher';
import { invalidCredentialsResponse, subscriptionInactiveResponse } from '../../contract/accounts';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import type { RouteRateLimits } from '../../http/rate-limits';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { AccountService } from './account.service';
import type { LoginService } from './login.service';
import { type PinService, RESET_LINK_SENT } from './pin.service';

interface AuthRoutesOptions {
  loginService: LoginService;
  pinService: PinService;
  accountService: AccountService;
  /** Refuses a PIN request when hashing is full, before the rate limit counts it. */
  pinHasher: PinHasher;
  guard: LearnerGuard;
  rateLimits: RouteRateLimits;
}

const tags = ['accounts'];

/** Signing in and out, and the PIN: set the first one, reset a forgotten one. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { loginService, pinService, pinHasher, guard, rateLimits } = options;
  // Runs before the rate limit's hook: a request refused as too busy uses none of the visitor's tries.
  const refuseWhenHashingIsFull = async () => pinHasher.refuseWhenFull();

  app.route({
    ...operationRoute(app, operations.login, {
      operationId: 'login',
      tags,
      summary: 'Email and PIN to a bearer token',
      description:
        'Unknown email and wrong PIN answer the same 401 InvalidCredentials, with `error.attemptsLeft`. ' +
        'Every email address, with an account or not, counts its wrong PINs: the fifth in a row locks ' +
        'PIN sign-in for that address for 15 minutes, doubling with each further lock up to a day: 429 ' +
        'PinLocked with `error.retryAfterSeconds` and a `retry-after` header (the per-IP rate limit ' +
        'answers 429 TooManyRequests in the same shape). A PIN reset lifts the lock. A correct PIN ' +
        'without an active or trialing subscription answers 423 SubscriptionInactive with ' +
        '`error.renewalToken`, which starts a checkout for this account (an hour, once). Signing in ' +
        'restores an account deleted less than 28 days ago. When too many PINs are being checked at once, ' +
        '503 ServerBusy with `error.retryAfterSeconds` and a `retry-after` header: nothing was counted.',
      response: {
        400: errorResponse,
        401: invalidCredentialsResponse,
        423: subscriptionInactiveResponse,
        429: retryLaterResponse,
        503: retryLaterResponse,
      },
    }),
    onRequest: refuseWhenHashingIsFull,
    config: { ownQueue: true, rateLimit: rateLimits.login },
    handler: async (request) => ({ jwt: await loginService.login(request.body.email, request.body.pin) }),
  });

  app.route({
    ...operationRoute(app, operations.logout, {
      operationId: 'logout',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Ends every session of the learner: tokens issued before stop working',
      response: errors(401),
    }),
    onRequest: guard.requireLearner,
    handler: async (request) => {
      await options.accountService.logout(learnerOf(request));
      return { message: 'Signed out.' };
    },
  });

  app.route({
    ...operationRoute(app, operations.setPin, {
      operationId: 'setPin',
      tags,
      summary: 'Sets the first PIN with the setup token from the welcome email, and signs in',
      description:
        '400 InvalidToken for a wrong, used or expired token; 409 PinAlreadySet; 423 SubscriptionInactive ' +
        'when the PIN was set but there is no running subscription to sign in with.',
      response: {
        400: errorResponse,
        409: errorResponse,
        423: errorResponse,
        429: retryLaterResponse,
        503: retryLaterResponse,
      },
    }),
    onRequest: refuseWhenHashingIsFull,
    config: { ownQueue: true, rateLimit: rateLimits.setPin },
    handler: async (request) => ({
      message: 'Your PIN is ready.',
      jwt: await pinService.setFirstPin(request.body),
    }),
  });

  app.route({
    ...operationRoute(app, operations.sendResetLink, {
      operationId: 'generateResetPinLink',
      tags,
      summary: 'Mails a PIN reset link (valid 1 hour); answers the same whether or not the email exists',
      response: { 400: errorResponse, 429: retryLaterResponse },
    }),
    config: { rateLimit: rateLimits.resetLink },
    handler: async (request) => {
      pinService.requestReset(request.body.email);
      return { message: RESET_LINK_SENT };
    },
  });

  app.route({
    ...operationRoute(app, operations.checkResetPinToken, {
      operationId: 'checkResetPinToken',
      tags,
      summary: 'Tells whether a reset link still works, before the learner chooses a PIN',
      description: '400 InvalidToken when the link is wrong, used, retired by a newer one or expired.',
      response: { 400: errorResponse, 429: retryLaterResponse },
    }),
    config: { rateLimit: rateLimits.confirmReset },
    handler: async (request) => {
      await pinService.checkReset(request.body.token);
      return { message: 'This reset link can be used.' };
    },
  });

  app.route({
    ...operationRoute(app, operations.confirmResetPin, {
      operationId: 'confirmResetPin',
      tags,
      summary: 'Sets a new PIN from a reset link; unlocks PIN sign-in and ends every session',
      description: '400 InvalidToken when the link is wrong, used or expired.',
      response: { 400: errorResponse, 429: retryLaterResponse, 503: retryLaterResponse },
    }),
    onRequest: refuseWhenHashingIsFull,
    config: { ownQueue: true, rateLimit: rateLimits.confirmReset },
    handler: async (request) => {
      await pinService.confirmReset(request.body);
      return { message: 'Your PIN has been changed. Sign in with your new PIN.' };
    },
  });
};
