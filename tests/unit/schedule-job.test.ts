import { describe, expect, it } from 'vitest';
import { accountPurgeJob } from '../../backend/src/jobs/account-purge.job';
import { billingJob } from '../../backend/src/jobs/billing.job';
import { newsImportJob } from '../../backend/src/jobs/news-import.job';
import { type Job, scheduleJob } from '../../backend/src/jobs/schedule-job';
import { createMetrics, type Metrics } from '../../backend/src/metrics/metrics';

/** The value of one series of a metric (a histogram's count), as Prometheus would scrape it. */
async function seriesValue(metrics: Metrics, name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  const values = (metric?.values ?? []) as {
    labels: Record<string, unknown>;
    value: number;
    metricName?: string;
  }[];
  const series = values.find(
    (value) =>
      (value.metricName === undefined || value.metricName === `${name}_count`) &&
      Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted),
  );
  return series?.value ?? Number.NaN;
}

function recordingLogger() {
  const lines: string[] = [];
  const errors: { err: unknown; message: string }[] = [];
  return {
    lines,
    errors,
    info: (message: string) => lines.push(message),
    error: (details: { err: unknown }, message: string) => errors.push({ err: details.err, message }),
  };
}

// Never due while the test runs: only trigger() runs it.
const never = '0 0 1 1 *';

describe('scheduleJob', () => {
  it('runs the job, logs what the run did, and counts and times its runs', async () => {
    const logger = recordingLogger();
    const metrics = createMetrics();
    const results = [3, 0];
    const job: Job<number> = {
      name: 'counting',
      pattern: never,
      failure: 'Counting failed',
      run: async () => results.shift() ?? 0,
      report: (count) => (count > 0 ? `Counted ${count}` : null),
    };
    const cron = scheduleJob(job, logger, metrics);
    try {
      expect(cron.getPattern()).toBe(never);
      expect(
        await seriesValue(metrics, 'skillpilot_job_runs_total', { job: 'counting', outcome: 'failed' }),
      ).toBe(0);
      await cron.trigger();
      await cron.trigger();
      expect(logger.lines).toEqual(['Counted 3']);
      expect(logger.errors).toEqual([]);
      expect(
        await seriesValue(metrics, 'skillpilot_job_runs_total', { job: 'counting', outcome: 'succeeded' }),
      ).toBe(2);
      expect(await seriesValue(metrics, 'skillpilot_job_duration_seconds', { job: 'counting' })).toBe(2);
    } finally {
      cron.stop();
    }
  });

  it('logs and counts a failed run with its error and keeps the schedule', async () => {
    const logger = recordingLogger();
    const metrics = createMetrics();
    const failure = new Error('database gone');
    const cron = scheduleJob(
      {
        name: 'failing',
        pattern: never,
        failure: 'The failing job failed',
        run: async () => {
          throw failure;
        },
        report: () => 'never reached',
      },
      logger,
      metrics,
    );
    try {
      await cron.trigger();
      expect(logger.errors).toEqual([{ err: failure, message: 'The failing job failed' }]);
      expect(
        await seriesValue(metrics, 'skillpilot_job_runs_total', { job: 'failing', outcome: 'failed' }),
      ).toBe(1);
      expect(
        await seriesValue(metrics, 'skillpilot_job_runs_total', { job: 'failing', outcome: 'succeeded' }),
      ).toBe(0);
      expect(logger.lines).toEqual([]);
      expect(cron.isRunning()).toBe(true);
      expect(cron.nextRun()).not.toBeNull();
    } finally {
      cron.stop();
    }
    expect(cron.isStopped()).toBe(true);
  });
});

describe('the jobs', () => {
  it('billing counts what it moved by outcome', async () => {
    const metrics = createMetrics();
    const run = { renewed: 2, failed: 1, ended: 0, reminded: 3, stuck: 1 };
    const job = billingJob({ runDue: async () => run } as never, metrics);
    expect(await job.run()).toEqual(run);
    const counted = async (outcome: string) =>
      seriesValue(metrics, 'skillpilot_billing_subscriptions_total', { outcome });
    expect(await counted('renewed')).toBe(2);
    expect(await counted('refused')).toBe(1);
    expect(await counted('ended')).toBe(0);
    expect(await counted('reminded')).toBe(3);
    expect(await counted('could_not_move')).toBe(1);
  });

  it('billing says what it moved, and nothing when nothing was due', () => {
    const job = billingJob({} as never, createMetrics());
    expect(job.pattern).toBe('* * * * *');
    expect(job.report({ renewed: 2, failed: 1, ended: 0, reminded: 0, stuck: 1 })).toBe(
      'Billing: 2 renewed, 1 refused, 0 ended, 0 reminded, 1 could not be moved',
    );
    expect(job.report({ renewed: 0, failed: 0, ended: 0, reminded: 0, stuck: 0 })).toBeNull();
  });

  it('the account purge says what it deleted and forgot, hourly', () => {
    const job = accountPurgeJob({} as never);
    expect(job.pattern).toBe('0 * * * *');
    expect(job.report({ purged: 1, forgottenPinAttempts: 4, endedStaffSessions: 2 })).toBe(
      'Account purge: deleted 1 account(s) past their 28-day grace period; forgot 4 stale PIN attempt record(s); ended 2 idle back-office session(s)',
    );
    expect(job.report({ purged: 0, forgottenPinAttempts: 0, endedStaffSessions: 0 })).toBeNull();
    expect(job.report({ skipped: 'another backend is purging' })).toBeNull();
  });

  it('the news import reports its feeds on its configured schedule', () => {
    const job = newsImportJob({} as never, '15 * * * *', createMetrics());
    expect(job.pattern).toBe('15 * * * *');
    expect(
      job.report({
        inserted: 3,
        updated: 1,
        pruned: 0,
        feeds: 2,
        failed: [{ url: 'https://feed.example', error: 'timed out' }],
      }),
    ).toBe('News import: 3 new, 1 updated, 0 pruned, 1 of 2 feed(s) read');
    expect(job.report({ skipped: 'another backend is importing' })).toBeNull();
  });

  it('the news import counts the items it stored and the feeds it could not read', async () => {
    const metrics = createMetrics();
    const runs = [
      {
        inserted: 3,
        updated: 1,
        pruned: 0,
        feeds: 2,
        failed: [{ url: 'https://feed.example', error: 'timed out' }],
      },
      { skipped: 'another backend is importing' as const },
      { inserted: 2, updated: 0, pruned: 0, feeds: 2, failed: [] },
    ];
    const job = newsImportJob({ run: async () => runs.shift() } as never, '15 * * * *', metrics);
    await job.run();
    expect(await seriesValue(metrics, 'skillpilot_news_items_imported_total', { change: 'inserted' })).toBe(
      3,
    );
    expect(await seriesValue(metrics, 'skillpilot_news_feeds_failing', {})).toBe(1);
    // A run another backend made changes nothing here.
    await job.run();
    expect(await seriesValue(metrics, 'skillpilot_news_feeds_failing', {})).toBe(1);
    await job.run();
    expect(await seriesValue(metrics, 'skillpilot_news_items_imported_total', { change: 'inserted' })).toBe(
      5,
    );
    expect(await seriesValue(metrics, 'skillpilot_news_items_imported_total', { change: 'updated' })).toBe(1);
    expect(await seriesValue(metrics, 'skillpilot_news_feeds_failing', {})).toBe(0);
  });
});
