import { Cron } from 'croner';
import type { Metrics } from '../metrics/metrics';

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
export function scheduleJob<T>(job: Job<T>, logger: JobLogger, metrics: Metrics): Cron {
  const runs = (outcome: 'succeeded' | 'failed' | 'skipped') => {
    const series = metrics.jobRuns.labels(job.name, outcome);
    series.inc(0);
    return series;
  };
  // Each outcome is exported from the start: a job that never succeeded shows 0, not nothing.
  const [succeeded, failed, skipped] = [runs('succeeded'), runs('failed'), runs('skipped')];
  return new Cron(
    job.pattern,
    {
      name: job.name,
      protect: () => skipped.inc(),
      catch: (error: unknown) => {
        failed.inc();
        logger.error({ err: error }, job.failure);
      },
    },
    async () => {
      const timer = metrics.jobDuration.startTimer({ job: job.name });
      try {
        const line = job.report(await job.run());
        succeeded.inc();
        if (line) logger.info(line);
      } finally {
        timer();
      }
    },
  );
}
