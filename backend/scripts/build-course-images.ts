// Makes the guides' images in every format for the web app: `npm run build:images [content] [out]`.
// Runs before the web app's build, which serves public/ as it is.
import { resolve } from 'node:path';
import { formatProblem } from '../src/content/courses/content-problem';
import { renderCourseImages } from '../src/content/courses/course-images';
import { readCatalog } from '../src/content/courses/read-catalog';

const contentDir = resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? 'content');
const outDir = resolve(process.argv[3] ?? 'public/course-images');
const { courses, problems } = await readCatalog(contentDir);
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error('Course images not made: the catalog has problems (npm run content:check).');
  process.exit(1);
}
const { written, removed } = await renderCourseImages(contentDir, courses, outDir);
console.log(`Course images: ${written} written, ${removed} old folders removed, in ${outDir}`);
