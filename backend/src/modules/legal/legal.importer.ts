import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { renderMarkdown } from '../../content/markdown';
import type { LegalRepository } from './legal.repository';
import { readLegalSources, splitTitle } from './legal-sources';

export interface ImportLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface LegalImportSummary {
  saved: number;
  unchanged: number;
  removed: number;
}

interface LegalImporterDeps {
  legalRepository: LegalRepository;
  contentDir: string;
  logger: ImportLogger;
  clock?: () => Date;
}

/**
 * Brings the legal_documents table in line with `<contentDir>/legal`. Idempotent: a text whose source
 * did not change is neither rendered nor written, and keeps its updatedAt.
 */
export function createLegalImporter({
  legalRepository,
  contentDir,
  logger,
  clock = () => new Date(),
}: LegalImporterDeps) {
  return {
    async importAll(): Promise<LegalImportSummary> {
      const legalDir = join(contentDir, 'legal');
      const sources = await readLegalSources(legalDir, (message) => logger.warn(message));
      if (!sources) {
        logger.warn(`No legal texts imported: ${legalDir} does not exist`);
        return { saved: 0, unchanged: 0, removed: 0 };
      }

      const stored = new Map(
        (await legalRepository.listSourceHashes()).map((r) => [`${r.key}/${r.lang}`, r.sourceHash]),
      );
      const summary: LegalImportSummary = { saved: 0, unchanged: 0, removed: 0 };
      for (const source of sources) {
        const id = `${source.key}/${source.lang}`;
        const storedHash = stored.get(id);
        stored.delete(id);
        if (storedHash === source.sourceHash) {
          summary.unchanged += 1;
          continue;
        }
        const { title, body } = splitTitle(source.markdown, source.path);
        const html = await renderMarkdown(body);
        await legalRepository.save({
          key: source.key,
          lang: source.lang,
          title,
          html,
          sourceHash: source.sourceHash,
          updatedAt: clock(),
        });
        summary.saved += 1;
        // Lets the sanitiser's DOM garbage go between documents.
        await nextTurn();
      }
      for (const id of stored.keys()) {
        const [key = '', lang = ''] = id.split('/');
        await legalRepository.remove(key, lang);
        summary.removed += 1;
      }
      logger.info(
        `Legal texts: ${summary.saved} saved, ${summary.unchanged} unchanged, ${summary.removed} removed`,
      );
      return summary;
    },
  };
}
