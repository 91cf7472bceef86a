import { formatProblem } from '../../content/courses/content-problem';
import { readCatalog } from '../../content/courses/read-catalog';
import { renderLessonHtml } from '../../content/courses/render-lesson';
import type { ImportLogger } from '../legal/legal.importer';
import type { CatalogImportRepository, CatalogImportSummary } from './catalog-import.repository';

export type CatalogImportResult = (CatalogImportSummary & { refused: 0 }) | { refused: number };

interface CatalogImporterDeps {
  catalogImportRepository: CatalogImportRepository;
  contentDir: string;
  logger: ImportLogger;
  clock?: () => Date;
}

/**
 * Brings the catalog tables in line with `<contentDir>/courses`. A catalog that fails the content
 * check is refused as a whole, its problems logged, and the catalog already imported keeps serving.
 */
export function createCatalogImporter({
  catalogImportRepository,
  contentDir,
  logger,
  clock = () => new Date(),
}: CatalogImporterDeps) {
  return {
    async importAll(): Promise<CatalogImportResult> {
      const { courses, problems } = await readCatalog(contentDir);
      if (problems.length > 0) {
        for (const problem of problems) logger.warn(`Catalog: ${formatProblem(problem)}`);
        logger.warn(
          `Catalog not imported: ${problems.length} problems (npm run content:check); the previous catalog keeps serving`,
        );
        return { refused: problems.length };
      }
      for (const lesson of courses.flatMap((course) =>
        course.chapters.flatMap((chapter) => chapter.lessons),
      )) {
        lesson.html = await renderLessonHtml(lesson);
        for (const translation of Object.values(lesson.translations))
          translation.html = await renderLessonHtml(translation);
      }
      const summary = await catalogImportRepository.replaceCatalog(courses, clock());
      logger.info(
        `Catalog: ${summary.saved} guides saved, ${summary.unchanged} unchanged, ${summary.retired} retired`,
      );
      return { ...summary, refused: 0 };
    },
  };
}
