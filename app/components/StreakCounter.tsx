import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useHydrated } from '~/lib/use-hydrated';
import { FlameIcon } from './icons';
import { PartUnavailable } from './PartUnavailable';

export type HeaderStreak = {
  current: number;
  longest: number;
  total: number;
  activeToday: boolean;
  /** The streak rose since this learner's previous page: '+1' shows for two seconds. */
  rose: boolean;
};

const plusOneMs = 2000;

/**
 * The header's streak: the flame (filled once there is any active day) and the current streak; a
 * disclosure opens the details, so it works without JavaScript. '?' when the streak could not load.
 */
export function StreakCounter({ streak }: { streak: HeaderStreak | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [showPlus, setShowPlus] = useState(streak?.rose ?? false);
  useEffect(() => {
    setShowPlus(streak?.rose ?? false);
    if (!streak?.rose) return;
    const timer = setTimeout(() => setShowPlus(false), plusOneMs);
    return () => clearTimeout(timer);
  }, [streak]);

  const count = streak ? String(streak.current) : '?';
  return (
    <details className="streak-counter">
      <summary
        className="streak-counter-button"
        title={streak ? t('streakCounter.hint') : t('partUnavailable.streak')}
        aria-label={
          streak ? t('streakCounter.label', { count: streak.current }) : t('partUnavailable.streak')
        }
      >
        <span className="flame" aria-hidden="true">
          <FlameIcon lit={(streak?.total ?? 0) > 0} />
        </span>
        <span className="streak-counter-number" aria-hidden="true">
          {count}
        </span>
        {hydrated && showPlus ? (
          <span className="streak-plus" aria-hidden="true">
            +1
          </span>
        ) : null}
      </summary>
      <div className="streak-counter-panel">
        {streak ? (
          <>
            <p className="streak-counter-title">{t('streakCounter.title')}</p>
            <ul>
              <li>{t('streakCounter.current', { count: streak.current })}</li>
              {streak.longest > streak.current ? (
                <li>{t('streakCounter.longest', { count: streak.longest })}</li>
              ) : null}
              <li>{t('streakCounter.total', { count: streak.total })}</li>
            </ul>
            {streak.activeToday ? (
              <p className="streak-counter-today">{t('streakCounter.activeToday')}</p>
            ) : null}
          </>
        ) : (
          <PartUnavailable message={t('partUnavailable.streak')} />
        )}
      </div>
    </details>
  );
}
