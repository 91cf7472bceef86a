import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { retryLaterResponse } from '../../contract/errors';
import { operations } from '../../contract/operations';
import { mayDoForLearner } from '../../contract/staff';
import { AppError } from '../../errors/app-error';
import { errors, operationRoute } from '../../http/operation-route';
import type { RouteRateLimits } from '../../http/rate-limits';
import { bearerOf, type StaffGuard, staffOf } from '../../http/require-staff';
import type { StaffRepository } from './staff.repository';
import type { StaffAuthService } from './staff-auth.service';
import type { StaffLearnersService } from './staff-learners.service';
import { auditView } from './staff-learners.service';
import type { StaffMembersService } from './staff-members.service';

interface StaffRoutesOptions {
  staffAuth: StaffAuthService;
  staffLearners: StaffLearnersService;
  staffMembers: StaffMembersService;
  staffRepository: StaffRepository;
  guard: StaffGuard;
  rateLimits: RouteRateLimits;
  refuseWhenHashingIsFull: () => Promise<void>;
  clock: Clock;
}

const tags = ['staff'];
const staffToken = [{ staffToken: [] }];
const AUDIT_PAGE = 50;

/** The back office's API: staff sign-in with a second factor, learners, and the audit log. */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  const { staffAuth, staffLearners, guard, rateLimits } = options;
  app.decorateRequest('staffContext', null);

  app.route({
    ...operationRoute(app, operations.staffSetup, {
      operationId: 'staffSetup',
      tags,
      summary: 'Whom a set-password link is for',
      description: '404 when the link is unknown, used or past its 72 hours.',
      response: { ...errors(400, 404), 429: retryLaterResponse },
    }),
    config: { rateLimit: rateLimits.confirmReset },
    handler: (request) => staffAuth.setupOf(request.query.token),
  });

  app.route({
    ...operationRoute(app, operations.staffSetPassword, {
      operationId: 'staffSetPassword',
      tags,
      summary: 'Sets a staff member’s password from their one-time link',
      description:
        'NIST SP 800-63B rules: 12 to 128 characters, no composition rules, refused when common, ' +
        'breached-looking or built from the email (400 WeakPassword, saying why).',
      response: { ...errors(400, 404), 429: retryLaterResponse, 503: retryLaterResponse },
    }),
    onRequest: options.refuseWhenHashingIsFull,
    config: { ownQueue: true, rateLimit: rateLimits.confirmReset },
    handler: async (request) => {
      await staffAuth.setPassword(request.body.token, request.body.password);
      return { message: 'Your password is set: sign in.' };
    },
  });

  app.route({
    ...operationRoute(app, operations.staffSignIn, {
      operationId: 'staffSignIn',
      tags,
      summary: 'Email and password to a session that still needs its second factor',
      description:
        'A wrong email or password answers 401 InvalidCredentials; five wrong tries lock the address ' +
        'as for learners (429 SignInLocked). The token works only for the second-factor calls until a code is given.',
      response: { ...errors(400, 401), 429: retryLaterResponse, 503: retryLaterResponse },
    }),
    onRequest: options.refuseWhenHashingIsFull,
    config: { ownQueue: true, rateLimit: rateLimits.login },
    handler: (request) => staffAuth.signIn(request.body.email, request.body.password),
  });

  app.route({
    ...operationRoute(app, operations.staffEnrollment, {
      operationId: 'staffEnrollment',
      security: staffToken,
      tags,
      summary: 'The TOTP secret to add to an authenticator app (first sign-in)',
      response: errors(401, 409),
    }),
    handler: (request) => staffAuth.enrollment(bearerOf(request)),
  });

  app.route({
    ...operationRoute(app, operations.staffConfirmEnrollment, {
      operationId: 'staffConfirmEnrollment',
      security: staffToken,
      tags,
      summary: 'A first code confirms the second factor; answers ten recovery codes, shown once',
      response: { ...errors(400, 401, 409), 429: retryLaterResponse },
    }),
    config: { rateLimit: rateLimits.login },
    handler: (request) => staffAuth.confirmEnrollment(bearerOf(request), request.body.code),
  });

  app.route({
    ...operationRoute(app, operations.staffVerifyCode, {
      operationId: 'staffVerifyCode',
      security: staffToken,
      tags,
      summary: 'A code from the app, or a recovery code, finishes signing in',
      description: 'Each code works once; five wrong codes lock for 15 minutes (429 CodeLocked).',
      response: { ...errors(400, 401, 409), 429: retryLaterResponse },
    }),
    config: { rateLimit: rateLimits.login },
    handler: (request) => staffAuth.verifySecondFactor(bearerOf(request), request.body.code),
  });

  app.route({
    ...operationRoute(app, operations.staffMe, {
      operationId: 'staffMe',
      security: staffToken,
      tags,
      summary: 'The signed-in staff member',
      response: errors(401),
    }),
    onRequest: guard.allow('support', 'finance', 'content'),
    handler: (request) => {
      const { staff, freshUntil } = staffOf(request);
      return { ...staff, freshUntil: freshUntil?.toISOString() ?? null };
    },
  });

  app.route({
    ...operationRoute(app, operations.staffSignOut, {
      operationId: 'staffSignOut',
      security: staffToken,
      tags,
      summary: 'Ends the back-office session',
      response: errors(401),
    }),
    handler: async (request) => {
      await staffAuth.signOut(bearerOf(request));
      return { message: 'Signed out.' };
    },
  });

  app.route({
    ...operationRoute(app, operations.staffList, {
      operationId: 'staffList',
      security: staffToken,
      tags,
      summary: 'Every staff member with their role (owners)',
      response: errors(401, 403),
    }),
    onRequest: guard.allow('owner'),
    handler: async () => ({
      staff: (await options.staffRepository.list()).map((member) => ({
        id: member.id,
        email: member.email,
        role: member.role,
        secondFactor: member.totpConfirmedAt !== null,
        disabled: member.disabledAt !== null,
        lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
        createdAt: member.createdAt.toISOString(),
      })),
    }),
  });

  app.route({
    ...operationRoute(app, operations.staffCreate, {
      operationId: 'staffCreate',
      security: staffToken,
      tags,
      status: 201,
      summary: 'Adds a staff member (owners); answers their one-time set-password link',
      description: 'Needs a second factor within 5 minutes, or `code` (403 FreshCodeNeeded). 409 EmailTaken.',
      response: { ...errors(400, 401, 403, 409), 429: retryLaterResponse },
    }),
    onRequest: guard.allow('owner'),
    handler: async (request, reply) => {
      const context = staffOf(request);
      await staffAuth.requireFreshFactor(context, request.body.code);
      const created = await staffAuth.createStaff(request.body.email, request.body.role);
      await options.staffRepository.addAudit({
        staffId: context.staff.id,
        staffEmail: context.staff.email,
        action: 'create-staff',
        learnerId: null,
        learnerEmail: null,
        reason: `New ${created.staff.role}`,
        before: null,
        after: created.staff,
        createdAt: options.clock(),
      });
      return reply.status(201).send({ ...created.staff, setupUrl: created.setupUrl });
    },
  });

  app.route({
    ...operationRoute(app, operations.staffMemberAction, {
      operationId: 'staffMemberAction',
      security: staffToken,
      tags,
      summary: 'Changes a staff member’s role, disables or enables them, or starts them again (owners)',
      description:
        'Needs a second factor within 5 minutes, or `code` (403 FreshCodeNeeded); 409 OwnAccount on ' +
        'the owner’s own account. start-again answers a new set-password link.',
      response: { ...errors(400, 401, 403, 404, 409), 429: retryLaterResponse },
    }),
    onRequest: guard.allow('owner'),
    handler: (request) => options.staffMembers.act(staffOf(request), request.params.id, request.body),
  });

  app.route({
    ...operationRoute(app, operations.staffSearchLearners, {
      operationId: 'staffSearchLearners',
      security: staffToken,
      tags,
      summary: 'Learners whose email or name holds the text (25 at most)',
      response: errors(400, 401, 403),
    }),
    onRequest: guard.allow('support', 'finance'),
    handler: async (request) => ({ learners: await staffLearners.search(request.query.q) }),
  });

  app.route({
    ...operationRoute(app, operations.staffLearner, {
      operationId: 'staffLearner',
      security: staffToken,
      tags,
      summary: 'A learner: profile, PIN, plans and charges, progress, certificates, mail, messages, audit',
      response: errors(400, 401, 403, 404),
    }),
    onRequest: guard.allow('support', 'finance'),
    handler: (request) => staffLearners.detail(request.params.id),
  });

  app.route({
    ...operationRoute(app, operations.staffLearnerAction, {
      operationId: 'staffLearnerAction',
      security: staffToken,
      tags,
      summary: 'Does one thing for a learner, with a reason, and writes it to the audit log',
      description:
        'Support: every action; finance: plans (grant, extend, cancel at period end). A new email and ' +
        'deleting need a second factor within 5 minutes, or `code` (403 FreshCodeNeeded).',
      response: { ...errors(400, 401, 403, 404, 409), 429: retryLaterResponse },
    }),
    onRequest: guard.allow('support', 'finance'),
    handler: (request) => {
      const context = staffOf(request);
      if (!mayDoForLearner(context.staff.role, request.body.action))
        throw AppError.forbidden('Your role does not allow this action.');
      return staffLearners.act(context, request.params.id, request.body);
    },
  });

  app.route({
    ...operationRoute(app, operations.staffAudit, {
      operationId: 'staffAudit',
      security: staffToken,
      tags,
      summary: 'The audit log, newest first, 50 at a time (owners)',
      response: errors(400, 401, 403),
    }),
    onRequest: guard.allow('owner'),
    handler: async (request) => {
      const entries = await options.staffRepository.audit({
        learnerId: request.query.learnerId,
        beforeId: request.query.before,
        limit: AUDIT_PAGE + 1,
      });
      const page = entries.slice(0, AUDIT_PAGE);
      return {
        entries: page.map(auditView),
        nextBefore: entries.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
      };
    },
  });
};
