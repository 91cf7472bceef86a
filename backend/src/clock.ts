/** The current time. Injected everywhere time matters, so tests move it instead of waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMilliseconds = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
