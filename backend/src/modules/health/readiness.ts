import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Why a backend is, or is not, to be sent traffic (the database is asked on each check). */
export type ReadinessPhase = 'starting' | 'ready' | 'draining';

export type Readiness = ReturnType<typeof createReadiness>;

export function createReadiness() {
  let phase: ReadinessPhase = 'starting';
  return {
    phase: (): ReadinessPhase => phase,
    /** Only from starting: a backend told to stop while it boots never takes traffic. */
    ready(): void {
      if (phase === 'starting') phase = 'ready';
    },
    draining(): void {
      phase = 'draining';
    },
  };
}

/**
 * Stops the way a load balancer can follow: for `drainMs` the backend still answers everything
 * but says it is not ready, so the balancer stops sending it traffic; then the server closes,
 * finishing the requests in flight. Once closing, Fastify refuses new ones with a bare 503.
 * A backend that never became ready has no traffic to drain and closes at once.
 */
export async function drainAndClose(
  server: Pick<FastifyInstance, 'close'>,
  readiness: Readiness,
  drainMs: number,
): Promise<void> {
  const tookTraffic = readiness.phase() === 'ready';
  readiness.draining();
  if (tookTraffic && drainMs > 0) await sleep(drainMs);
  await server.close();
}
