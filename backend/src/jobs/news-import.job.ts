import { Cron } from 'croner';
import type { NewsImport } from '../modules/news/news-import.service';

interface NewsImportJobLogger {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/**
 * Imports the configured news feeds on a schedule (NEWS_IMPORT_SCHEDULE, hourly by default; the
 * server also runs it once when ready). Several backends may run it at once: each fetches, an
 * advisory lock lets one of them write.
 */
export function scheduleNewsImport({
  newsImport,
  logger,
  pattern,
}: {
  newsImport: NewsImport;
  logger: NewsImportJobLogger;
  pattern: string;
}): Cron {
  return new Cron(
    pattern,
    {
      name: 'news-import',
      protect: true,
      catch: (error: unknown) => logger.error({ err: error }, 'The news import failed'),
    },
    async () => {
      const result = await newsImport.run();
      // Each failed feed was logged by the import.
      if ('skipped' in result) return;
      logger.info(
        `News import: ${result.inserted} new, ${result.updated} updated, ${result.pruned} pruned, ` +
          `${result.feeds - result.failed.length} of ${result.feeds} feed(s) read`,
      );
    },
  );
}
