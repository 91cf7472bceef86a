import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import type { OverloadConfig } from '../config/config';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered however busy the server is (the health check): never shed, never counted. */
    alwaysAnswered?: boolean;
    /**
     * Bounded by a queue of its own (the PIN checks): shed past the requests in flight, not for a
     * lagging event loop, so a burst of sign-ins waits its turn in that queue.
     */
    ownQueue?: boolean;
  }
}

// Logged at most this often while shedding, so a crowd does not turn into a flood of log lines.
const LOG_EVERY_MS = 10_000;

/**
 * Sheds load before any route runs: past `maxInFlight` requests being answered, or while the event
 * loop lags more than `maxEventLoopDelayMs` (@fastify/under-pressure measures it), a request is
 * answered at once with 503 ServerBusy and Retry-After instead of queueing behind the others. It
 * has read nothing and done nothing, so the caller may send it again as it was.
 */
export function shedOverload(
  app: FastifyInstance,
  options: OverloadConfig,
  shedCount: Counter<'reason'>,
): void {
  const busy = AppError.serverBusy(
    'The server is too busy to take this request now; nothing was done: try again shortly',
    options.retryAfterSeconds,
  );
  // Made once: a refusal must cost next to nothing.
  const body = JSON.stringify({
    error: { status: busy.status, name: busy.name, message: busy.message, ...busy.details },
  });
  let shedSinceLog = 0;
  let lastLog = 0;

  const shed = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    shedCount.inc({ reason: reason === 'requestsInFlight' ? 'requests_in_flight' : 'event_loop_delay' });
    shedSinceLog += 1;
    const now = Date.now();
    if (now - lastLog >= LOG_EVERY_MS) {
      request.log.warn({ reason, refused: shedSinceLog }, 'Too busy: refusing requests with 503 ServerBusy');
      lastLog = now;
      shedSinceLog = 0;
    }
    reply.code(503).headers(busy.headers).type('application/json; charset=utf-8').send(body);
  };

  app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    pressureHandler: (request, reply, type, value) => {
      const { alwaysAnswered, ownQueue } = request.routeOptions.config;
      if (alwaysAnswered || ownQueue) return;
      // A sample without a single tick of the loop (a start-up's long migration) reads as Infinity,
      // which only says the loop lagged at least one sample's length.
      if (value === Number.POSITIVE_INFINITY && options.sampleIntervalMs <= options.maxEventLoopDelayMs)
        return;
      shed(request, reply, type);
    },
  });

  let inFlight = 0;
  const release = () => {
    inFlight -= 1;
  };
  // After the plugin's own hook: a request refused for the event loop is never counted.
  app.after(() =>
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.alwaysAnswered) return done();
      if (inFlight >= options.maxInFlight) {
        shed(request, reply, 'requestsInFlight');
        return;
      }
      inFlight += 1;
      // 'close' comes once for every response: sent, failed, or its client gone.
      reply.raw.once('close', release);
      done();
    }),
  );
}
