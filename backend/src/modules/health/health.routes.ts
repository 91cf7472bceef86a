import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponse,
  healthUnavailableResponse,
  liveResponse,
  notReadyResponse,
  readyResponse,
} from '../../contract/health';
import type { HealthService } from './health.service';
import type { Readiness } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod<{
  healthService: HealthService;
  readiness: Readiness;
}> = async (app, { healthService, readiness }) => {
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

  app.get(
    '/live',
    {
      // Nothing but the process: a database outage must not get every backend restarted.
      config: { alwaysAnswered: true },
      schema: {
        operationId: 'getHealthLive',
        tags: ['health'],
        summary: 'Whether the process answers at all (liveness)',
        response: { 200: liveResponse },
      },
    },
    async () => ({ status: 'live' }) as const,
  );

  app.get(
    '/ready',
    {
      // Shedding load is not a reason to take a backend out: the others would only get busier.
      config: { alwaysAnswered: true },
      schema: {
        operationId: 'getHealthReady',
        tags: ['health'],
        summary: 'Whether the backend should be sent traffic (readiness)',
        response: { 200: readyResponse, 503: notReadyResponse },
      },
    },
    async (request, reply) => {
      const phase = readiness.phase();
      if (phase !== 'ready') return reply.status(503).send({ status: 'not_ready', reason: phase });
      if (!(await healthService.isDatabaseUp())) {
        request.log.warn('Readiness check: the database does not answer');
        return reply.status(503).send({ status: 'not_ready', reason: 'database_unreachable' });
      }
      return { status: 'ready' } as const;
    },
  );
};
