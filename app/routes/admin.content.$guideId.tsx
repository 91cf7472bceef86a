import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import {
  ContentLanguagePicker,
  previewLanguageOf,
  staffLanguageName,
} from '~/components/admin/ContentLanguagePicker';
import { notFound } from '~/lib/admin/admin-form.server';
import { callAsStaff, requireStaff } from '~/lib/admin/staff-session.server';
import { ApiError } from '~/lib/api.server';

const CONTENT = ['content'] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, CONTENT);
  const lang = previewLanguageOf(request);
  try {
    return await callAsStaff(request, staff, 'staffContentGuide', {
      params: { id: params.guideId ?? '' },
      query: { lang },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

export default function ContentGuide() {
  const guide = useLoaderData<typeof loader>();
  const asked = guide.asked;
  const textLang = (lang: string) => (lang === 'en' ? undefined : lang);
  const query = asked === 'en' ? '' : `?lang=${asked}`;
  // Each part's fallback is marked when the language is part-translated; the warning says it for all.
  const untranslated = asked !== 'en' && !guide.languages.includes(asked);
  const marked = (translated: boolean) => !translated && !untranslated;
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="admin-crumbs">
        <Link to="/admin/content">Content</Link> › <span aria-current="page">{guide.id}</span>
      </nav>
      <h1 id="page-title" lang={textLang(guide.lang)}>
        {guide.title}
      </h1>
      <ContentLanguagePicker lang={asked} translated={guide.languages} />
      {untranslated ? (
        <p className="admin-message admin-message-warning">
          Nothing in this guide is translated into {staffLanguageName(asked)}: learners who chose it read it
          in English.
        </p>
      ) : null}

      <section className="admin-section" aria-labelledby="problems-title">
        <h2 id="problems-title">Content problems</h2>
        {guide.problems.length === 0 ? (
          <p className="content-no-problems">
            <span aria-hidden="true">✓ </span>No problems found: the content checker reads this guide’s folder
            cleanly.
          </p>
        ) : (
          <>
            <p className="admin-message admin-message-error">
              The content checker finds {guide.problems.length} problem
              {guide.problems.length === 1 ? '' : 's'} in this guide’s folder. Learners still get the version
              imported last; fix these before the next import.
            </p>
            <ul className="content-problems">
              {guide.problems.map((problem) => (
                <li key={problem}>
                  <code>{problem}</code>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="admin-section" aria-labelledby="outline-title">
        <h2 id="outline-title">Outline in {staffLanguageName(asked)}</h2>
        <ol className="content-chapters">
          {guide.chapters.map((chapter) => (
            <li key={chapter.id} className="content-chapter">
              <h3 lang={textLang(chapter.lang)}>
                {chapter.title}
                {marked(chapter.translated) ? (
                  <span className="admin-badge content-fallback">English fallback</span>
                ) : null}
              </h3>
              <ol className="content-lessons">
                {chapter.lessons.map((lesson) => (
                  <li key={lesson.id} className="content-lesson">
                    <Link
                      to={`/admin/content/${encodeURIComponent(guide.id)}/${encodeURIComponent(lesson.id)}${query}`}
                      lang={textLang(lesson.lang)}
                    >
                      {lesson.title}
                    </Link>
                    <span className="content-lesson-facts muted">
                      {lesson.minutes ? `${lesson.minutes} min · ` : ''}
                      {lesson.fragments} part{lesson.fragments === 1 ? '' : 's'} · {lesson.practices} practice
                      {lesson.practices === 1 ? '' : 's'}
                    </span>
                    {marked(lesson.translated) ? (
                      <span className="admin-badge content-fallback">English fallback</span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
