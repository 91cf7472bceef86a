import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { CloseIcon } from '../icons';
import { GuideWords, useTextLanguage } from './GuideWords';

/** The lesson screens' top bar: close (back to the guide) and the lesson's progress. */
export function LessonBar({ courseId, percent }: { courseId: string; percent: number }) {
  const { t } = useTranslation('learning');
  return (
    <div className="lesson-bar">
      <div className="lesson-bar-inner">
        <Link
          to={`/course/${encodeURIComponent(courseId)}`}
          className="icon-button"
          aria-label={t('lesson.close')}
        >
          <CloseIcon />
        </Link>
        <progress
          className="progress-bar lesson-bar-progress"
          max={100}
          value={percent}
          aria-label={t('lesson.progress', { percent })}
        />
        <span className="lesson-bar-percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
    </div>
  );
}

/** A lesson screen's heading: its place in the guide, then its title (the page's h1). */
export function LessonHeading(props: {
  number: number;
  total: number;
  course: string;
  courseLang: string;
  title: string;
  lang: string;
}) {
  const { t } = useTranslation('learning');
  const textLang = useTextLanguage();
  return (
    <>
      <p className="lesson-kicker muted">
        <GuideWords
          text={t('lesson.kicker', { number: props.number, total: props.total, course: props.course })}
          words={props.course}
          lang={props.courseLang}
        />
      </p>
      <h1 id="page-title" lang={textLang(props.lang)}>
        {props.title}
      </h1>
    </>
  );
}
