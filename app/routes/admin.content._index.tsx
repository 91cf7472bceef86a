import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { staffLanguageName } from '~/components/admin/ContentLanguagePicker';
import { callAsStaff, requireStaff } from '~/lib/admin/staff-session.server';

const CONTENT = ['content'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, CONTENT);
  return callAsStaff(request, staff, 'staffContentGuides', {});
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export default function ContentGuides() {
  const { guides } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Content</h1>
      <p className="muted">
        Every published guide as learners get it, in each language, with what the content checker finds wrong
        in its folder. The <Link to="/admin/content/news">news feeds</Link> are here too.
      </p>
      {guides.length === 0 ? (
        <p className="admin-empty">No guide is published yet: import the content first.</p>
      ) : (
        <ul className="content-guides">
          {guides.map((guide) => (
            <li key={guide.id} className="content-guide">
              <h2 className="content-guide-title">
                <Link to={`/admin/content/${encodeURIComponent(guide.id)}`}>{guide.title}</Link>
              </h2>
              <p className="content-guide-facts">
                <span className={`admin-badge content-stage content-stage-${guide.stage}`}>
                  {guide.stage === 'boost' ? 'Boost' : 'Core'}
                </span>
                <span>{plural(guide.chapters, 'chapter')}</span>
                <span>{plural(guide.lessons, 'lesson')}</span>
                <code className="content-id">{guide.id}</code>
              </p>
              <p className="content-guide-languages">
                <span className="visually-hidden">Languages: </span>
                <span className="content-lang">English</span>
                {guide.translations.map((translation) => (
                  <span
                    key={translation.lang}
                    className={`content-lang${translation.lessons < guide.lessons ? ' content-lang-partial' : ''}`}
                  >
                    {staffLanguageName(translation.lang)}
                    {translation.lessons < guide.lessons
                      ? ` · ${translation.lessons} of ${guide.lessons}`
                      : ''}
                  </span>
                ))}
                {guide.translations.length === 0 ? (
                  <span className="muted content-lang-none">No translations: English everywhere</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
