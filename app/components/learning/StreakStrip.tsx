import type { ContinueLesson } from '@contract/courses';
import type { StreakStats } from '@contract/streaks';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { fragmentHref, lessonPath } from '~/lib/lesson-links';
import { FlameIcon } from '../icons';
import { PartUnavailable } from '../PartUnavailable';
import { useTextLanguage } from './GuideWords';

// Making a date format costs far more than using one: one of each kind per language.
const dayFormats = new Map<string, { short: Intl.DateTimeFormat; long: Intl.DateTimeFormat }>();
function dayFormatsOf(language: string) {
  let formats = dayFormats.get(language);
  if (!formats) {
    formats = {
      short: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }),
    };
    dayFormats.set(language, formats);
  }
  return formats;
}

/**
 * The courses banner: this week's days, the current streak, and the way to keep it: a day counts
 * when the learner learns, so the banner leads to their next lesson.
 */
export function StreakStrip({
  stats,
  continueLesson,
}: {
  /** Null when the backend could not give the streak just now: the strip says so. */
  stats: StreakStats | null;
  continueLesson: ContinueLesson | null;
}) {
  const { t, i18n } = useTranslation('learning');
  if (!stats) {
    return (
      <section className="streak-strip streak-strip-error" aria-labelledby="streak-title">
        <h2 id="streak-title" className="streak-strip-title">
          {t('streak.title')}
        </h2>
        <PartUnavailable message={t('unavailable.streak')} />
        {continueLesson ? <ContinueLink lesson={continueLesson} /> : null}
      </section>
    );
  }
  const { short: weekday, long: dayName } = dayFormatsOf(i18n.language);
  return (
    <section className="streak-strip" aria-labelledby="streak-title">
      <div className="streak-strip-head">
        <h2 id="streak-title" className="streak-strip-title">
          {t('streak.title')}
        </h2>
        <p className="streak-strip-count">
          <span className="flame">
            <FlameIcon lit={stats.totalActiveDays > 0} />
          </span>
          {t('streak.days', { count: stats.currentStreak })}
        </p>
      </div>
      <ol className="streak-week" aria-label={t('streak.week')}>
        {stats.week.map((day) => {
          const date = new Date(`${day.date}T00:00:00Z`);
          const name = dayName.format(date);
          const label = day.active
            ? t('streak.dayActive', { day: name })
            : day.frozen
              ? t('streak.dayFrozen', { day: name })
              : t('streak.dayInactive', { day: name });
          const state = day.active ? 'active' : day.frozen ? 'frozen' : 'inactive';
          return (
            <li
              key={day.date}
              className={`streak-day streak-day-${state}${day.today ? ' streak-day-today' : ''}`}
              aria-current={day.today ? 'date' : undefined}
            >
              <span aria-hidden="true" className="streak-day-name">
                {weekday.format(date)}
              </span>
              <span aria-hidden="true" className="streak-day-mark">
                {day.active ? '✓' : day.frozen ? '❄' : ''}
              </span>
              <span className="visually-hidden">{label}</span>
            </li>
          );
        })}
      </ol>
      <div className="streak-strip-foot">
        {stats.activeToday ? (
          <p className="streak-active-today">{t('streak.activeToday')}</p>
        ) : (
          <p className="muted streak-how">{t('streak.howToKeep')}</p>
        )}
        {stats.freezes.held > 0 ? (
          <p className="muted streak-freezes" title={t('streak.freezeHint')}>
            ❄ {t('streak.freezes', { count: stats.freezes.held })}
          </p>
        ) : null}
      </div>
      {continueLesson ? <ContinueLink lesson={continueLesson} /> : null}
    </section>
  );
}

/** 'Continue where you left off': the next lesson of the guide the learner worked on last. */
function ContinueLink({ lesson }: { lesson: ContinueLesson }) {
  const { t } = useTranslation('learning');
  const textLang = useTextLanguage();
  const href =
    lesson.state === 'current'
      ? fragmentHref(lesson.courseId, lesson.lessonId, lesson.fragmentIndex)
      : lessonPath(lesson.courseId, lesson.lessonId, 'start');
  return (
    <Link to={href} className="streak-continue">
      <span className="streak-continue-text">
        <span className="streak-continue-label">{t('streak.continue')}</span>
        <span className="streak-continue-lesson" lang={textLang(lesson.lessonLang)}>
          {lesson.lessonTitle}
        </span>
        <span className="streak-continue-guide muted" lang={textLang(lesson.courseLang)}>
          {lesson.courseTitle}
        </span>
      </span>
      <span className="streak-continue-arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
