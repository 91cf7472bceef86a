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
