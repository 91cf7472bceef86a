import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Metrics } from '../metrics/metrics';

const outcomes = [
  'signed_in',
  'wrong_pin',
  'locked',
  'limited',
  'no_plan',
  'busy',
  'invalid',
  'error',
] as const;
type Outcome = (typeof outcomes)[number];

/**
 * Counts PIN sign-ins by outcome from the answers of the `login` operation, whoever answered it: the
 * route, the per-address rate limit (429 TooManyRequests) or the hashing queue (503 ServerBusy).
 */
export function countSignIns(app: FastifyInstance, metrics: Metrics): void {
  const counted = Object.fromEntries(outcomes.map((outcome) => [outcome, metrics.signIns.labels(outcome)]));
  for (const series of Object.values(counted)) series.inc(0);
  const count: onSendHookHandler = (_request, reply, payload, done) => {
    counted[outcomeOf(reply.statusCode, payload)]?.inc();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (route.schema?.operationId !== 'login') return;
    const own = route.onSend ?? [];
    route.onSend = [...(Array.isArray(own) ? own : [own]), count];
  });
}

function outcomeOf(status: number, payload: unknown): Outcome {
  if (status === 200) return 'signed_in';
  if (status === 401) return 'wrong_pin';
  if (status === 423) return 'no_plan';
  if (status === 429)
    return typeof payload === 'string' && payload.includes('"PinLocked"') ? 'locked' : 'limited';
  if (status === 503) return 'busy';
  if (status === 400) return 'invalid';
  return 'error';
}
