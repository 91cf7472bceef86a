import type { CourseDetail } from '@contract/courses';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { lessonHref } from '~/lib/lesson-links';
import { useTextLanguage } from './GuideWords';
import { HereMark, LockMark, OpenMark, RightMark } from './LessonIcons';

type OutlineLesson = CourseDetail['chapters'][number]['lessons'][number];

/** What the player's outline needs of the guide: its chapters and each lesson's state, nothing more. */
export interface GuideOutline {
  id: string;
  title: string;
  lang: string;
  chapters: {
    id: string;
    title: string;
    lang: string;
    lessons: Pick<OutlineLesson, 'id' | 'title' | 'lang' | 'state' | 'fragmentIndex'>[];
  }[];
}

export function guideOutlineOf(course: CourseDetail): GuideOutline {
  return {
    id: course.id,
    title: course.title,
    lang: course.lang,
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lang: chapter.lang,
      lessons: chapter.lessons.map(({ id, title, lang, state, fragmentIndex }) => ({
        id,
        title,
        lang,
        state,
        fragmentIndex,
      })),
    })),
  };
}

const stateKey = {
  finished: 'course.lessonFinished',
  current: 'course.lessonCurrent',
  available: 'course.lessonAvailable',
  locked: 'course.lessonLocked',
} as const;

/**
 * Beside the lesson on wide screens: the guide's chapters and lessons, which are done, which is
 * open now, and which are locked. Each lesson open to the learner is a plain link.
 */
export function LessonOutline({ guide, lessonId }: { guide: GuideOutline; lessonId: string }) {
  const { t } = useTranslation('learning');
  const textLang = useTextLanguage();
  return (
    <nav className="lesson-outline" aria-labelledby="outline-title">
      <p className="lesson-outline-kicker muted">{t('outline.kicker')}</p>
      <h2 id="outline-title" className="lesson-outline-title" lang={textLang(guide.lang)}>
        {guide.title}
      </h2>
      {guide.chapters.map((chapter, index) => (
        <section
          key={chapter.id}
          className="lesson-outline-chapter"
          aria-labelledby={`outline-${chapter.id}`}
        >
          <h3 id={`outline-${chapter.id}`} className="lesson-outline-chapter-title">
            <span className="muted">{t('outline.chapter', { number: index + 1 })}</span>{' '}
            <span lang={textLang(chapter.lang)}>{chapter.title}</span>
          </h3>
          <ol className="lesson-outline-list">
            {chapter.lessons.map((lesson) => {
              const here = lesson.id === lessonId;
              const mark =
                lesson.state === 'finished' ? (
                  <RightMark className="outline-mark outline-mark-done" />
                ) : here || lesson.state === 'current' ? (
                  <HereMark className="outline-mark outline-mark-here" />
                ) : lesson.state === 'locked' ? (
                  <LockMark className="outline-mark outline-mark-locked" />
                ) : (
                  <OpenMark className="outline-mark" />
                );
              const body = (
                <>
                  {mark}
                  <span className="lesson-outline-text">
                    <span lang={textLang(lesson.lang)}>{lesson.title}</span>
                    <span className="visually-hidden">
                      {' · '}
                      {here ? t('outline.here') : t(stateKey[lesson.state])}
                    </span>
                  </span>
                </>
              );
              return (
                <li
                  key={lesson.id}
                  className={`lesson-outline-item lesson-outline-${lesson.state}${here ? ' lesson-outline-here' : ''}`}
                >
                  {lesson.state === 'locked' ? (
                    <span className="lesson-outline-link">{body}</span>
                  ) : (
                    <Link
                      to={lessonHref(guide.id, lesson)}
                      className="lesson-outline-link"
                      aria-current={here ? 'page' : undefined}
                    >
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
