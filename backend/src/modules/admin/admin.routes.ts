import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLearnerParams,
  createLearnerRequest,
  createLearnerResponse,
  expireSubscriptionRequest,
  findLearnerQuery,
  grantSubscriptionRequest,
  learnerSummary,
  outboxQuery,
  outboxResponse,
} from '../../contract/admin';
import { errorResponse } from '../../contract/errors';
import { funnelReportResponse } from '../../contract/funnels';
import { createStaffResponse, staffRole } from '../../contract/staff';
import { AppError } from '../../errors/app-error';
import type { LearnerClocks } from '../../learner-clocks';
import type { BillingRun } from '../subscriptions/billing.service';
import type { AdminService } from './admin.service';

interface AdminRoutesOptions {
  adminService: AdminService;
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  funnelReport: () => Promise<z.infer<typeof funnelReportResponse>>;
  runBilling: () => Promise<BillingRun>;
  /** Only with LEARNER_CLOCK_CONTROL (test stacks): the route that moves a learner's clock. */
  learnerClocks?: LearnerClocks;
  learnerExists?: (id: number) => Promise<boolean>;
  createStaff: (
    email: string,
    role: z.infer<typeof staffRole>,
  ) => Promise<z.infer<typeof createStaffResponse>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const tags = ['admin'];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** Operators' API: every route needs `Authorization: Bearer <ADMIN_TOKEN>`. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { adminService } = options;
  app.addHook('onRequest', options.requireAdmin);

  app.post(
    '/learners',
    {
      schema: {
        operationId: 'adminCreateLearner',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Creates a learner with a subscription; without a PIN, mails a set-PIN link',
        description: '409 EmailTaken when a learner (even a deleted one) has the email.',
        body: createLearnerRequest,
        response: { 201: createLearnerResponse, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await adminService.createLearner(request.body)),
  );

  app.get(
    '/learners',
    {
      schema: {
        operationId: 'adminFindLearner',
        security: [{ adminToken: [] }],
        tags,
        summary: 'A learner by email, with the current subscription',
        querystring: findLearnerQuery,
        response: { 200: learnerSummary, ...errors },
      },
    },
    async (request) => adminService.findLearner(request.query.email),
  );

  app.delete(
    '/learners/:id',
    {
      schema: {
        operationId: 'adminDeleteLearner',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Deletes a learner and everything theirs at once, as the 28-day purge does',
        description: 'The browser tests remove the learners they make with it. 404 for an unknown id.',
        params: adminLearnerParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await adminService.deleteLearner(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/subscriptions/grant',
    {
      schema: {
        operationId: 'adminGrantSubscription',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Starts an active subscription to a plan, ending any running one',
        body: grantSubscriptionRequest,
        response: { 200: learnerSummary, ...errors },
      },
    },
    async (request) => adminService.grantSubscription(request.body.email, request.body.plan),
  );

  app.post(
    '/subscriptions/expire',
    {
      schema: {
        operationId: 'adminExpireSubscription',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Ends every running subscription of a learner now (status canceled, period over)',
        body: expireSubscriptionRequest,
        response: { 200: learnerSummary, ...errors },
      },
    },
    async (request) => adminService.expireSubscription(request.body.email),
  );

  app.post(
    '/staff',
    {
      schema: {
        operationId: 'adminCreateStaff',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Adds a back-office staff member; answers the one-time link that sets their password',
        description: 'The first owner is made this way (`npm run admin -- staff:create`). 409 EmailTaken.',
        body: z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), role: staffRole }),
        response: { 201: createStaffResponse, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await options.createStaff(request.body.email, request.body.role)),
  );

  app.get(
    '/funnels/report',
    {
      schema: {
        operationId: 'adminFunnelReport',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Quiz conversion per funnel and variant: started, each step answered, finished, emails',
        response: { 200: funnelReportResponse, 401: errorResponse },
      },
    },
    () => options.funnelReport(),
  );

  app.post(
    '/billing/run',
    {
      schema: {
        operationId: 'adminRunBilling',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Runs billing now, as the minute job does: renewals, retries, endings and trial reminders',
        response: {
          200: z.object({
            renewed: z.number().int(),
            failed: z.number().int(),
            ended: z.number().int(),
            reminded: z.number().int(),
            stuck: z
              .number()
              .int()
              .describe(
                'Due subscriptions this run could not move, each logged; the next run tries them again',
              ),
          }),
          401: errorResponse,
        },
      },
    },
    () => options.runBilling(),
  );

  const { learnerClocks, learnerExists } = options;
  if (learnerClocks && learnerExists)
    app.post(
      '/learners/:id/clock',
      {
        schema: {
          // A test stack's tool, not part of the API an operator uses.
          hide: true,
          params: adminLearnerParams,
          body: z.object({ days: z.number().int().min(1).max(60) }),
          response: { 200: z.object({ offsetDays: z.number() }), ...errors },
        },
      },
      async (request) => {
        if (!(await learnerExists(request.params.id))) throw AppError.notFound('Learner not found');
        const offsetMs = learnerClocks.advance(request.params.id, request.body.days * DAY_MS);
        return { offsetDays: offsetMs / DAY_MS };
      },
    );

  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'adminListOutbox',
        security: [{ adminToken: [] }],
        tags,
        summary: 'Messages kept by the embedded mail provider, newest first (empty when SMTP is used)',
        querystring: outboxQuery,
        response: { 200: outboxResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => adminService.outbox(request.query),
  );
};
