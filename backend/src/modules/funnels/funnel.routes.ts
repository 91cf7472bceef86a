import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { stepAheadResponse } from '../../contract/funnels';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import type { RouteRateLimits } from '../../http/rate-limits';
import type { FunnelService } from './funnel.service';

interface FunnelRoutesOptions {
  funnelService: FunnelService;
  rateLimits: RouteRateLimits;
}

const tags = ['quiz'];
const leadErrors = { 400: errorResponse, 404: errorResponse, 429: retryLaterResponse };

/**
 * The one-minute quiz, for visitors (no sign-in): a funnel's steps, and a lead that holds one
 * visitor's answers, result and email. The lead id is random; the web app keeps it in the session.
 */
export const funnelRoutes: FastifyPluginAsyncZod<FunnelRoutesOptions> = async (app, options) => {
  const { funnelService, rateLimits } = options;

  app.route({
    ...operationRoute(app, operations.funnel, {
      operationId: 'getFunnel',
      tags,
      summary: "A quiz funnel's steps for one variant, the catalog's facts and any consented testimonials",
      description:
        'Options carry no points: how answers score stays on the server. 404 for an unknown funnel or variant.',
      response: errors(400, 404),
    }),
    handler: async (request) => ({
      data: await funnelService.funnel(request.params.funnel, request.params.variant),
    }),
  });

  app.route({
    ...operationRoute(app, operations.startQuiz, {
      operationId: 'startQuiz',
      tags,
      summary: 'Starts a quiz: a new lead for the funnel and variant',
      response: leadErrors,
      status: 201,
    }),
    config: { rateLimit: rateLimits.startQuiz },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await funnelService.start(request.body.funnel, request.body.variant) }),
  });

  app.route({
    ...operationRoute(app, operations.lead, {
      operationId: 'getLead',
      tags,
      summary: 'A lead: its answers, the next step to answer and, once finished, the result',
      description:
        'result: the readiness level, points, the percentile (computed from real results once 100 ' +
        'exist, the funnel prior before), the growth chart and the guide to start with.',
      response: leadErrors,
    }),
    handler: async (request) => ({ data: await funnelService.lead(request.params.leadId) }),
  });

  app.route({
    ...operationRoute(app, operations.answerQuizStep, {
      operationId: 'answerQuizStep',
      tags,
      summary: 'Answers a step (from 1); an earlier step may be answered again',
      description:
        'single: an option id; multiple: option ids (none is an answer); scale: 1 to 5; info: no ' +
        'answer. 400 ValidationError for an id over 64 characters or over 20 ids, 400 InvalidAnswer ' +
        'for anything else the step does not take; 409 StepAhead (with nextStep) for a step after ' +
        'the first unanswered one.',
      response: { 409: stepAheadResponse, ...leadErrors },
    }),
    config: { rateLimit: rateLimits.quizAnswer },
    handler: async (request) => ({
      data: await funnelService.answer(request.params.leadId, request.params.step, request.body.answer),
    }),
  });

  app.route({
    ...operationRoute(app, operations.leaveQuizEmail, {
      operationId: 'leaveQuizEmail',
      tags,
      summary: 'The email step: the address, the terms accepted and the optional marketing consent',
      description:
        '409 QuizUnfinished before the last step is answered; 409 EmailTaken when a learner has the ' +
        'address (they sign in instead).',
      response: { 409: errorResponse, ...leadErrors },
    }),
    config: { rateLimit: rateLimits.quizEmail },
    handler: async (request) => ({
      data: await funnelService.leaveEmail(request.params.leadId, request.body),
    }),
  });
};
