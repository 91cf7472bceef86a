import { formatProblem } from '../../content/courses/content-problem';
import { readNewsSeed } from '../../content/news/read-news-seed';
import type { ImportLogger } from '../legal/legal.importer';
import type { NewsRepository } from './news.repository';

/**
 * Brings the items of `<contentDir>/news/seed.yaml` into the news list at start. Idempotent: an
 * unchanged item is not written; a seed with problems is logged and not imported.
 */
export async function importNewsSeed({
  newsRepository,
  contentDir,
  logger,
  clock = () => new Date(),
}: {
  newsRepository: NewsRepository;
  contentDir: string;
  logger: ImportLogger;
  clock?: () => Date;
}) {
  const { items, problems, warnings } = await readNewsSeed(contentDir, clock());
  if (items === undefined) return { inserted: 0, updated: 0 };
  if (problems.length > 0) {
    for (const problem of problems) logger.warn(formatProblem(problem));
    logger.warn('News seed not imported: fix the problems above');
    return { inserted: 0, updated: 0 };
  }
  for (const warning of warnings) logger.warn(formatProblem(warning));
  const saved = await newsRepository.saveSeed(items, clock());
  logger.info(
    `News seed: ${saved.inserted} new, ${saved.updated} updated, ${items.length - saved.inserted - saved.updated} unchanged`,
  );
  return saved;
}
