import type { Express } from 'express';
import { sharedGauge } from '../shared/process-metrics';

type Answer = { status: 'live' | 'ready' | 'not_ready'; reason?: 'draining' | 'backend_unreachable' };

/**
 * The web app's health for a load balancer: `/health/live` while the process answers at all;
 * `/health/ready` only while it should get visitors: not once told to stop (draining), and not
 * while the backend is not ready or cannot be reached within 2 s, since every page needs it.
 * `/health` keeps its meaning: the process answers.
 */
export function healthChecks(app: Express, backendUrl: string) {
  let draining = false;
  app.get('/health', (_request, response) => response.json({ status: 'ok' }));
  app.get('/health/live', (_request, response) => response.json({ status: 'live' } satisfies Answer));
  const readiness = async (): Promise<Answer> => {
    if (draining) return { status: 'not_ready', reason: 'draining' };
    const backendReady = await fetch(new URL('/api/health/ready', backendUrl), {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
    return backendReady ? { status: 'ready' } : { status: 'not_ready', reason: 'backend_unreachable' };
  };
  app.get('/health/ready', async (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    const answer = await readiness();
    response.status(answer.status === 'ready' ? 200 : 503).json(answer);
  });
  sharedGauge({
    name: 'skillpilot_ready',
    help: 'Whether this process would answer its readiness check with 200 now (1) or not (0)',
    async collect() {
      this.set((await readiness()).status === 'ready' ? 1 : 0);
    },
  });
  // While draining, each answer closes its connection: a kept-alive one would hold the stop back.
  app.use((_request, response, next) => {
    if (draining) response.setHeader('Connection', 'close');
    next();
  });
  return {
    drain() {
      draining = true;
    },
  };
}
