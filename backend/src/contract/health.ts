import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Answered with status 503 when the database does not answer. */
export const healthUnavailableResponse = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
});
export type HealthUnavailableResponse = z.infer<typeof healthUnavailableResponse>;

/** The process answers: restarting it would not help while this holds. */
export const liveResponse = z.object({ status: z.literal('live') });
export type LiveResponse = z.infer<typeof liveResponse>;

/** The backend takes traffic: booted, not stopping, and its database answers. */
export const readyResponse = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponse>;

/** Answered with status 503: send this backend no traffic for now. */
export const notReadyResponse = z.object({
  status: z.literal('not_ready'),
  reason: z.enum(['starting', 'draining', 'database_unreachable']),
});
export type NotReadyResponse = z.infer<typeof notReadyResponse>;
