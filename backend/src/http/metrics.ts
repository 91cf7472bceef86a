import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics';
import { createAdminGuard } from './require-admin';

/**
 * Times every request by its route template (an unknown address is `unmatched`, so a scan of
 * random paths cannot add label values) and counts those in flight. Measured when the answer ends,
 * sent or abandoned by its caller.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    metrics.httpInFlight.inc();
    reply.raw.once('close', () => {
      metrics.httpInFlight.dec();
      metrics.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    done();
  });
}

/** GET /metrics in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only. */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  const requireToken = createAdminGuard(token, 'METRICS_TOKEN');
  app.get(
    '/metrics',
    {
      onRequest: requireToken,
      // Watching a busy server matters most: a scrape is never shed.
      config: { alwaysAnswered: true },
      schema: { hide: true },
    },
    async (_request, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
}
