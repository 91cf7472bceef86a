import type { Metrics } from '../metrics/metrics';
import type { NewsImport } from '../modules/news/news-import.service';
import type { Job } from './schedule-job';

/**
 * Imports the configured news feeds on a schedule (NEWS_IMPORT_SCHEDULE, hourly by default; the
 * server also runs it once when ready). Several backends may run it at once: each fetches, an
 * advisory lock lets one of them write.
 */
export function newsImportJob(
  newsImport: NewsImport,
  pattern: string,
  metrics: Metrics,
): Job<Awaited<ReturnType<NewsImport['run']>>> {
  const inserted = metrics.newsItems.labels('inserted');
  const updated = metrics.newsItems.labels('updated');
  inserted.inc(0);
  updated.inc(0);
  return {
    name: 'news-import',
    pattern,
    failure: 'The news import failed',
    run: async () => {
      const result = await newsImport.run();
      if (!('skipped' in result)) {
        inserted.inc(result.inserted);
        updated.inc(result.updated);
        metrics.newsFeedsFailing.set(result.failed.length);
      }
      return result;
    },
    // Each failed feed was logged by the import.
    report: (result) =>
      'skipped' in result
        ? null
        : `News import: ${result.inserted} new, ${result.updated} updated, ${result.pruned} pruned, ` +
          `${result.feeds - result.failed.length} of ${result.feeds} feed(s) read`,
  };
}
