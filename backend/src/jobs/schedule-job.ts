import { Cron } from 'croner';

export interface JobLogger {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/** A piece of work the backend does on a schedule. */
export interface Job<T> {
  /** Short and stable: names the schedule in logs. */
  name: string;
  /** A cron pattern (croner's syntax). */
  pattern: string;
  /** Logged with the error when a run fails. */
  failure: string;
  run(): Promise<T>;
  /** What a run did, in one line for the log; null when there is nothing worth a line. */
  report(result: T): string | null;
}

/**
 * Starts `job` on its schedule; call stop() on the answer at shutdown. A run still going when the
 * next is due is not overlapped (the next is skipped), and a failed run is logged, never thrown:
 * the schedule goes on. Jobs that several backends may run at once take their own advisory lock.
 */
export function scheduleJob<T>(job: Job<T>, logger: JobLogger): Cron {
  return new Cron(
    job.pattern,
    { name: job.name, protect: true, catch: (error: unknown) => logger.error({ err: error }, job.failure) },
    async () => {
      const line = job.report(await job.run());
      if (line) logger.info(line);
    },
  );
}
