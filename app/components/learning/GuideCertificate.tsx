import type { CourseDetail } from '@contract/courses';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { MedalIcon } from '../icons';
import { PracticesToPassList } from './PracticesToPass';

/**
 * The guide page's word on its certificate: ready to download once earned; else the required
 * practices it waits for, each linked to its lesson; else what earns it.
 */
export function GuideCertificate({
  course,
}: {
  course: Pick<CourseDetail, 'id' | 'locked' | 'status' | 'certificate'>;
}) {
  const { t } = useTranslation('learning');
  const { certificate } = course;
  const toPass = certificate.practicesToPass;
  if (course.locked) return null;

  if (certificate.earned) {
    return (
      <section className="guide-certificate guide-certificate-earned" aria-labelledby="certificate-title">
        <span className="guide-certificate-medal" aria-hidden="true">
          <MedalIcon />
        </span>
        <div className="guide-certificate-body">
          <h2 id="certificate-title">{t('certificate.earnedTitle')}</h2>
          <p>{t('certificate.earned')}</p>
          {certificate.requiredPractices > 0 ? (
            <p className="muted">
              {t('certificate.firstTry', {
                passed: certificate.passedFirstTry,
                total: certificate.requiredPractices,
              })}
            </p>
          ) : null}
          {/* A file, so a plain link: the browser saves the PDF and stays here. */}
          <div className="certificate-card-actions">
            <a
              href={`/certificates/${encodeURIComponent(course.id)}/download`}
              className="button button-primary button-small"
            >
              {t('certificate.get')}
            </a>
            <Link to="/profile#certificates-title" className="text-link">
              {t('certificate.onProfile')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  if (toPass.length === 0) {
    if (certificate.requiredPractices === 0) return null;
    return (
      <p className="guide-certificate-rule">
        <MedalIcon filled={false} />
        <span>{t('certificate.rule', { count: certificate.requiredPractices })}</span>
      </p>
    );
  }

  return (
    <section className="guide-certificate" aria-labelledby="certificate-title">
      <span className="guide-certificate-medal" aria-hidden="true">
        <MedalIcon filled={false} />
      </span>
      <div className="guide-certificate-body">
        <h2 id="certificate-title">
          {/* Before the last lesson these are the ones gone past; the lessons ahead hold more. */}
          {course.status === 'completed'
            ? t('certificate.practicesLeft', { count: toPass.length })
            : t('certificate.practicesBehind', { count: toPass.length })}
        </h2>
        <p className="muted">{t('certificate.intro')}</p>
        <div className="guide-certificate-meter">
          <progress
            className="progress-bar"
            max={certificate.requiredPractices}
            value={certificate.passedPractices}
            aria-labelledby="certificate-passed"
          />
          <p id="certificate-passed">
            {t('certificate.passed', {
              passed: certificate.passedPractices,
              count: certificate.requiredPractices,
            })}
          </p>
        </div>
        <PracticesToPassList courseId={course.id} practices={toPass} ns="learning" />
      </div>
    </section>
  );
}
