import { data, redirect } from '@remix-run/node';
import { catalogOverviewIn, quizStartOf } from '~/lib/catalog-overview.server';
import { fallbackLanguage } from '~/lib/languages';

// /quiz: the way into the one-minute quiz from the menu and the sign-in page. Where it starts (the
// funnel and variant) comes from the funnel content, so no link names a funnel of its own.
export async function loader() {
  const start = quizStartOf(await catalogOverviewIn(fallbackLanguage));
  if (!start) throw data({ code: 'not_found' }, { status: 404 });
  throw redirect(start);
}

// Never shown: the loader always sends the visitor on. A page, not a resource route, so a link's
// client-side navigation follows the redirect.
export default function QuizStart() {
  return null;
}
