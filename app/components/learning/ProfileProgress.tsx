import type { CourseSummary } from '@contract/courses';
import type { StreakStats } from '@contract/streaks';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { FlameIcon, MedalIcon } from '../icons';
import { PracticesToPassList } from './PracticesToPass';

/** Practices the card lists; the guide page lists them all. */
const PRACTICES_ON_CARD = 3;

/**
 * The guide the certificate card follows: the first whose lessons are done but whose certificate
 * waits for practices (the nearest certificate), else the first in progress, else the latest earned.
 */
export function certificateGuideOf(started: CourseSummary[]): CourseSummary | null {
  return (
    started.find((course) => course.status === 'completed' && !course.certificate.earned) ??
    started.find((course) => course.status === 'in_progress') ??
    started.filter((course) => course.status === 'completed').at(-1) ??
    null
  );
}

/** The profile's streak card: the current streak with the longest and total, and the week on /courses. */
export function StreakCard({ stats }: { stats: StreakStats | null }) {
  const { t } = useTranslation('profile');
  return (
    <section className="profile-progress-card" aria-labelledby="streak-card-title">
      <h2 id="streak-card-title" className="profile-progress-title">
        {t('streak.title')}
      </h2>
      {stats ? (
        <>
          <p className="streak-card-count">
            <span className="flame" aria-hidden="true">
              <FlameIcon lit={stats.totalActiveDays > 0} />
            </span>
            {t('streak.days', { count: stats.currentStreak })}
          </p>
          <p className="muted">
            {t('streak.longest', { count: stats.longestStreak })} ·{' '}
            {t('streak.total', { count: stats.totalActiveDays })}
          </p>
          {stats.activeToday ? <p className="streak-active-today">{t('streak.activeToday')}</p> : null}
        </>
      ) : (
        <p role="alert">{t('streak.loadFailed')}</p>
      )}
      <Link to="/courses" className="text-link">
        {t('progress.seeWeek')}
      </Link>
    </section>
  );
}

// The ring sweeps 270°: three quarters of its circumference, open at the bottom.
const radius = 42;
const sweep = 2 * Math.PI * radius * 0.75;

/** The certificate progress card: how far the learner is through the guide that earns the next one. */
export function CertificateCard({ guide, failed }: { guide: CourseSummary | null; failed: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const percent = guide?.progressPercentage ?? 0;
  const earned = guide?.certificate.earned ?? false;
  const toPass = guide?.certificate.practicesToPass ?? [];
  const guideHref = guide ? `/course/${encodeURIComponent(guide.id)}` : '/courses';
  return (
    <section className="profile-progress-card certificate-card" aria-labelledby="certificate-card-title">
      <h2 id="certificate-card-title" className="profile-progress-title">
        {t('progress.certificateTitle')}
      </h2>
      {failed ? (
        <p role="alert">{t('guidesLoadFailed')}</p>
      ) : guide ? (
        <>
          <div className="certificate-card-body">
            <svg className="progress-ring" viewBox="0 0 100 100" width="96" height="96" aria-hidden="true">
              <circle
                className="progress-ring-track"
                cx="50"
                cy="50"
                r={radius}
                strokeDasharray={`${sweep} 999`}
              />
              {percent > 0 ? (
                <circle
                  className={`progress-ring-value${earned ? ' progress-ring-done' : ''}`}
                  cx="50"
                  cy="50"
                  r={radius}
                  strokeDasharray={`${(sweep * percent) / 100} 999`}
                />
              ) : null}
              <text x="50" y="56" textAnchor="middle" className="progress-ring-text">
                {`${percent}%`}
              </text>
            </svg>
            <div>
              <p
                className="certificate-card-guide"
                lang={guide.lang === i18n.language ? undefined : guide.lang}
              >
                {guide.title}
              </p>
              <p className="muted">
                {earned
                  ? t('progress.certificateEarned')
                  : guide.status === 'completed'
                    ? t('progress.lessonsDone')
                    : t('progress.certificateProgress', {
                        done: guide.lessonsCompleted,
                        total: guide.totalLessons,
                        percent,
                      })}
              </p>
              {earned ? (
                <div className="certificate-card-actions">
                  {/* A file, so a plain link: the browser saves the PDF and stays on the profile. */}
                  <a
                    href={`/certificates/${encodeURIComponent(guide.id)}/download`}
                    className="button button-primary button-small"
                  >
                    <MedalIcon />
                    {t('certificates.card.getCertificate')}
                  </a>
                  <Link to="/courses" className="text-link">
                    {t('progress.jumpAhead')}
                  </Link>
                </div>
              ) : toPass.length === 0 ? (
                <Link to={guideHref} className="text-link">
                  {t('progress.keepGoing')}
                </Link>
              ) : null}
            </div>
          </div>
          {!earned && toPass.length > 0 ? (
            <div className="certificate-card-practices">
              <p className="certificate-card-practices-title">
                <MedalIcon filled={false} />
                {guide.status === 'completed'
                  ? t('progress.practicesLeft', { count: toPass.length })
                  : t('progress.practicesBehind', { count: toPass.length })}
              </p>
              <PracticesToPassList
                courseId={guide.id}
                practices={toPass.slice(0, PRACTICES_ON_CARD)}
                ns="profile"
              />
              <Link to={guideHref} className="text-link">
                {toPass.length > PRACTICES_ON_CARD ? t('progress.practicesAll') : t('progress.openGuide')}
              </Link>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <p className="muted">{t('progress.certificateNone')}</p>
          <Link to="/courses" className="text-link">
            {t('progress.pickGuide')}
          </Link>
        </>
      )}
    </section>
  );
}
