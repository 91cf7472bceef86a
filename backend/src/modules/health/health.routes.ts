import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, healthUnavailableResponse } from '../../contract/health';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ healthService: HealthService }> = async (
  app,
  { healthService },
) => {
  app.get(
    '',
    {
      // A busy server still says it is alive: shedding load is not being down.
      config: { alwaysAnswered: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Whether the backend and its database answer',
        response: { 200: healthResponse, 503: healthUnavailableResponse },
      },
    },
    async (request, reply) => {
      if (await healthService.isDatabaseUp()) return { status: 'ok', database: 'ok' } as const;
      request.log.warn('Health check: the database does not answer');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    },
  );
};
