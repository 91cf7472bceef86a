import type { Database } from '../db/database';
import { createCatalogImporter } from '../modules/catalog/catalog.importer';
import { createCatalogImportRepository } from '../modules/catalog/catalog-import.repository';
import { createLegalImporter, type ImportLogger } from '../modules/legal/legal.importer';
import { createLegalRepository } from '../modules/legal/legal.repository';
import { createNewsRepository } from '../modules/news/news.repository';
import { importNewsSeed } from '../modules/news/news-seed.importer';

interface ImportContentOptions {
  db: Database;
  contentDir: string;
  logger: ImportLogger;
  clock?: () => Date;
}

/** Imports the content files into the database; run at every start, before listening. */
export async function importContent({ db, contentDir, logger, clock }: ImportContentOptions) {
  const legal = await createLegalImporter({
    legalRepository: createLegalRepository(db),
    contentDir,
    logger,
    clock,
  }).importAll();
  const catalog = await createCatalogImporter({
    catalogImportRepository: createCatalogImportRepository(db),
    contentDir,
    logger,
    clock,
  }).importAll();
  const news = await importNewsSeed({
    newsRepository: createNewsRepository(db),
    contentDir,
    logger,
    clock,
  });
  return { legal, catalog, news };
}
