import type { StreakStats } from '@contract/streaks';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { CsrfInput } from '../CsrfInput';
import { FlameIcon } from '../icons';

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

/** The courses banner: this week's days, the current streak and 'Mark Today as Active' as a form. */
export function StreakStrip({ stats, failed }: { stats: StreakStats | null; failed: boolean }) {
  const { t, i18n } = useTranslation('learning');
  if (!stats || failed) {
    return (
      <section className="streak-strip streak-strip-error" aria-labelledby="streak-title">
        <h2 id="streak-title" className="streak-strip-title">
          {t('streak.title')}
        </h2>
        <p role="alert">{t('streak.loadFailed')}</p>
        <Link to="." className="button button-secondary" reloadDocument>
          {t('streak.retry')}
        </Link>
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
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="mark-active" />
            <button type="submit" className="button button-primary">
              {t('streak.markActive')}
            </button>
          </Form>
        )}
        {stats.freezes.held > 0 ? (
          <p className="muted streak-freezes" title={t('streak.freezeHint')}>
            ❄ {t('streak.freezes', { count: stats.freezes.held })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
