// The web app's Prometheus metrics: every page and form timed by its route, requests in flight and
// refused, the process (event-loop delay, heap, GC), and what the app counts itself (the backend
// calls, the render memo) on prom-client's registry of this process. Served at /metrics on the web
// app's own port, only to `Authorization: Bearer $METRICS_TOKEN`; unset, there is no /metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerBuild } from '@remix-run/node';
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { collectDefaultMetrics, register } from 'prom-client';
import { z } from 'zod';
import { sharedCounter, sharedGauge, sharedHistogram } from '../shared/process-metrics';

const tokenSchema = z.string().min(32, { error: 'METRICS_TOKEN must be at least 32 characters long' });

/** The bearer token from the environment, or null when metrics are off; a short one stops the start. */
export function metricsToken(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.METRICS_TOKEN?.trim();
  if (!value) return null;
  const parsed = tokenSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`Invalid web app configuration:\n  ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

const duration = sharedHistogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a page, a form or a page’s data, by route and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const inFlight = sharedGauge({ name: 'http_requests_in_flight', help: 'Requests being answered now' });

/** Requests refused at once with the busy page, by what was over its bound. */
export const shedCount = sharedCounter({
  name: 'http_requests_shed_total',
  help: 'Requests refused at once with 503 and the busy page, by what was over its bound',
  labelNames: ['reason'] as const,
});
shedCount.labels('requests_in_flight').inc(0);
shedCount.labels('event_loop_delay').inc(0);

/**
 * The route a path is answered by, as Remix matches it: its route id (`routes/course.$id`), never the
 * address, so labels stay a short fixed list whatever is asked. Kept per path for the last 1,000.
 */
export function routeOfPath(build: Pick<ServerBuild, 'routes'>): (path: string) => string {
  const tree = routeTree(build.routes, undefined);
  const known = new LRUCache<string, string>({ max: 1_000 });
  return (path) => {
    let route = known.get(path);
    if (route === undefined) {
      const page = path.endsWith('.data') ? path.slice(0, -'.data'.length) || '/' : path;
      route = matchRoutes(tree, page)?.at(-1)?.route.id ?? 'unmatched';
      known.set(path, route);
    }
    return route;
  };
}

function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route?.id);
      const shape = { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive };
      return route?.index ? { ...shape, index: true } : { ...shape, children };
    });
}

/** Times each request Remix answers (or the busy page refuses), measured when its answer ends. */
export function measureRequests(routeOf: (path: string) => string): RequestHandler {
  return (request, response, next) => {
    inFlight.inc();
    const end = duration.startTimer();
    response.once('close', () => {
      inFlight.dec();
      end({ method: request.method, route: routeOf(request.path), status_code: String(response.statusCode) });
    });
    next();
  };
}

/** GET /metrics for the bearer of the token; everyone else is told 401 and sees nothing. */
export function metricsEndpoint(token: string): RequestHandler {
  collectDefaultMetrics();
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return async (request, response) => {
    const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    response.setHeader('Cache-Control', 'no-store');
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      response.status(401).json({ error: 'This needs Authorization: Bearer <METRICS_TOKEN>' });
      return;
    }
    response.setHeader('Content-Type', register.contentType);
    response.end(await register.metrics());
  };
}
