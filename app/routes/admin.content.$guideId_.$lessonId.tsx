import type { Lesson } from '@contract/progress';
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
  const asked = previewLanguageOf(request);
  try {
    const { data: lesson } = await callAsStaff(request, staff, 'staffContentLesson', {
      params: { lessonId: params.lessonId ?? '' },
      query: { lang: asked },
    });
    if (lesson.course.id !== params.guideId) throw notFound();
    return { lesson, asked };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

type Fragment = Lesson['fragments'][number];
type Practice = Fragment['practices'][number];

/** The lang attribute of a guide's words: set where they are not in English, the page's language. */
const textLang = (lang: string) => (lang === 'en' ? undefined : lang);

/** Sanitised HTML from the content import, as the lesson player shows it. */
function Prose({ html, lang }: { html: string; lang: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the backend when the lesson was imported
  return <div className="prose" lang={textLang(lang)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A practice as learners see it before answering, without its form: nothing is sent from a preview. */
function PracticePreview({ practice, lang }: { practice: Practice; lang: string }) {
  const titleId = `practice-${practice.id}-title`;
  const required = practice.isRequired ? 'required' : 'optional';
  return (
    <section className="practice-card content-practice" aria-labelledby={titleId}>
      <div className="practice-head">
        <p className="practice-kind">
          {practice.singleChoiceTest ? 'Single-choice question' : 'Prompt to write'} · {required}
        </p>
        <span className="admin-badge content-preview-badge">Preview</span>
      </div>
      {practice.singleChoiceTest ? (
        <>
          <h3 id={titleId} lang={textLang(lang)}>
            {practice.singleChoiceTest.question}
          </h3>
          <ul className="content-options" lang={textLang(lang)}>
            {practice.singleChoiceTest.options.map((option) => (
              <li key={option.id}>{option.text}</li>
            ))}
          </ul>
          {practice.singleChoiceTest.hint ? (
            <p className="muted">
              Hint: <span lang={textLang(lang)}>{practice.singleChoiceTest.hint}</span>
            </p>
          ) : null}
        </>
      ) : practice.promptCreation ? (
        <>
          <h3 id={titleId} lang={textLang(lang)}>
            {practice.promptCreation.title}
          </h3>
          <div lang={textLang(lang)}>
            <p>{practice.promptCreation.description}</p>
            {practice.promptCreation.fullDescription ? (
              <p>{practice.promptCreation.fullDescription}</p>
            ) : null}
            {practice.promptCreation.tip ? <p className="muted">Tip: {practice.promptCreation.tip}</p> : null}
          </div>
        </>
      ) : null}
      <p className="content-practice-note muted">Learners answer here; a preview sends nothing.</p>
    </section>
  );
}

function FragmentPreview({
  fragment,
  index,
  count,
  lang,
}: {
  fragment: Fragment;
  index: number;
  count: number;
  lang: string;
}) {
  const practices = new Map(fragment.practices.map((practice) => [practice.id, practice]));
  const titleId = `fragment-${index}-title`;
  return (
    <section id={`fragment-${index}`} className="fragment content-fragment" aria-labelledby={titleId}>
      <p className="fragment-step">
        Part {index + 1} of {count}
      </p>
      <h2 id={titleId} lang={textLang(lang)}>
        {fragment.title}
      </h2>
      {fragment.blocks.map((block, position) => {
        if (block.type === 'html')
          // biome-ignore lint/suspicious/noArrayIndexKey: a fragment's blocks never move
          return <Prose key={position} html={block.html} lang={lang} />;
        const practice = practices.get(block.practiceId);
        return practice ? <PracticePreview key={practice.id} practice={practice} lang={lang} /> : null;
      })}
    </section>
  );
}

export default function ContentLessonPreview() {
  const { lesson, asked } = useLoaderData<typeof loader>();
  const guideHref = `/admin/content/${encodeURIComponent(lesson.course.id)}${asked === 'en' ? '' : `?lang=${asked}`}`;
  const fellBack = asked !== 'en' && lesson.lang !== asked;
  return (
    <section className="admin-page content-preview" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="admin-crumbs">
        <Link to="/admin/content">Content</Link> › <Link to={guideHref}>{lesson.course.id}</Link> ›{' '}
        <span aria-current="page">{lesson.id}</span>
      </nav>
      <div className="content-banner" role="note" aria-label="Preview">
        <p>
          <strong>Preview: learners see this lesson like this</strong> in {staffLanguageName(asked)}.
        </p>
        {fellBack ? (
          <p>
            This lesson is not translated into {staffLanguageName(asked)}: learners who chose it read it in
            English.
          </p>
        ) : null}
        <p className="muted">Read-only: nothing here counts as progress, and practices send nothing.</p>
      </div>
      <ContentLanguagePicker lang={asked} />

      <article className="lesson-page content-lesson-article" aria-labelledby="page-title">
        <p className="lesson-kicker muted">
          Lesson {lesson.number} of {lesson.totalLessons} ·{' '}
          <span lang={textLang(lesson.course.lang)}>{lesson.course.title}</span> ·{' '}
          <span lang={textLang(lesson.chapter.lang)}>{lesson.chapter.title}</span>
          {lesson.minutes ? ` · ${lesson.minutes} min` : ''}
        </p>
        <h1 id="page-title" lang={textLang(lesson.lang)}>
          {lesson.title}
        </h1>
        <section className="content-intro" aria-labelledby="intro-title">
          <h2 id="intro-title" className="content-part-label">
            Introduction
          </h2>
          {lesson.contentHtml ? (
            <Prose html={lesson.contentHtml} lang={lesson.lang} />
          ) : (
            <p lang={textLang(lesson.lang)}>{lesson.content}</p>
          )}
        </section>
        {lesson.fragments.map((fragment, index) => (
          <FragmentPreview
            key={fragment.id}
            fragment={fragment}
            index={index}
            count={lesson.fragments.length}
            lang={lesson.lang}
          />
        ))}
        {lesson.keyPoints.length > 0 ? (
          <section className="content-key-points" aria-labelledby="key-points-title">
            <h2 id="key-points-title" className="content-part-label">
              Key points (shown when the lesson is finished)
            </h2>
            <ul lang={textLang(lesson.lang)}>
              {lesson.keyPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </section>
  );
}
