import type { CatalogCourse } from './catalog';
import type { ContentProblems } from './content-problem';

/** A link inside a lesson to a page of the app itself (`/courses`, `/course/<guide>`...). */
export interface AppLink {
  file: string;
  line: number;
  href: string;
}

// The app's pages a lesson may send a learner to. Pages for one person (a checkout, a reset link)
// and the forms of the funnel are left out: a lesson has no business linking there.
const STATIC_PAGES = new Set([
  '/',
  '/courses',
  '/all-courses',
  '/boost',
  '/news',
  '/profile',
  '/help',
  '/help-contact',
  '/support',
  '/terms',
  '/privacy',
  '/subscription-terms',
  '/subscription',
  '/language',
  '/feedback',
  '/verify',
]);
const GUIDE_PAGE = /^\/course\/([a-z0-9-]+)$/;
const LESSON_PAGE = /^\/course\/([a-z0-9-]+)\/lesson\/([a-z0-9-]+)\/(?:start|learn)$/;

/** Every in-app link must lead to a page that exists: a known page, or a guide or lesson of the catalog. */
export function checkAppLinks(courses: CatalogCourse[], links: AppLink[], problems: ContentProblems): void {
  const lessonsByGuide = new Map(
    courses.map((course) => [
      course.id,
      new Set(course.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id))),
    ]),
  );
  for (const link of links) {
    const path = link.href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
    const guide = GUIDE_PAGE.exec(path);
    const lesson = LESSON_PAGE.exec(path);
    const exists =
      STATIC_PAGES.has(path) ||
      (guide !== null && lessonsByGuide.has(guide[1] ?? '')) ||
      (lesson !== null && (lessonsByGuide.get(lesson[1] ?? '')?.has(lesson[2] ?? '') ?? false));
    if (!exists) problems.add(link.file, link.line, `link "${link.href}" leads to no page of the app`);
  }
}
