import type { Certificate } from '@contract/certificates';
import { Link } from '@remix-run/react';
import { formatDate } from '~/lib/account-format';
import { useTranslation } from '~/lib/i18n';

/**
 * The profile's certificates: each with its PDF, its public page and its signed credential. Files are
 * plain links (no `download` attribute), so a learner without a name yet is led to the form instead
 * of saving that page as a file.
 */
export function CertificateList({
  certificates,
  name,
}: {
  certificates: Certificate[] | null;
  name: string | null;
}) {
  const { t } = useTranslation('certificates');
  return (
    <section className="certificates" aria-labelledby="certificates-title">
      <h2 id="certificates-title" className="profile-progress-title">
        {t('list.title')}
      </h2>
      {certificates === null ? (
        <p role="alert">{t('list.loadFailed')}</p>
      ) : certificates.length === 0 ? (
        <p className="muted certificates-empty">{t('list.empty')}</p>
      ) : (
        <>
          <p className="certificates-name">
            {name ? t('list.nameOn', { name }) : t('list.nameMissing')}{' '}
            <Link to="/profile/certificate-name" className="text-link">
              {name ? t('list.changeName') : t('list.chooseName')}
            </Link>
          </p>
          <ul className="certificate-list">
            {certificates.map((certificate) => (
              <CertificateItem key={certificate.id} certificate={certificate} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('certificates');
  const guide = certificate.course.title;
  const id = encodeURIComponent(certificate.id);
  return (
    <li className="certificate-item">
      <span className="certificate-medal" aria-hidden="true">
        <MedalIcon />
      </span>
      <div className="certificate-item-body">
        <h3 className="certificate-item-title">{guide}</h3>
        <p className="muted">
          {t('list.issued', { date: formatDate(Date.parse(certificate.publishedAt) / 1000) })} ·{' '}
          <span className="visually-hidden">{t('list.number')} </span>
          <span className="certificate-number">{certificate.certificateNumber}</span>
        </p>
        <div className="certificate-actions">
          <a
            href={`/certificates/${id}/download`}
            className="button button-primary button-small"
            aria-label={t('list.downloadLabel', { guide })}
          >
            {t('list.download')}
          </a>
          <a
            href={`/verify/${encodeURIComponent(certificate.certificateNumber)}`}
            className="text-link"
            aria-label={t('list.verifyPageLabel', { guide })}
          >
            {t('list.verifyPage')}
          </a>
          <a
            href={`/certificates/${id}/credential`}
            className="text-link"
            aria-label={t('list.credentialLabel', { guide })}
          >
            {t('list.credential')}
          </a>
        </div>
      </div>
    </li>
  );
}

/** A rosette: the certificate's mark in the list and on the progress card once earned. */
export function MedalIcon({ filled = true }: { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
      <path
        d="M8 14.5 6 22l6-3 6 3-2-7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle
        cx="12"
        cy="9"
        r="6.5"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
      {filled ? (
        <path
          d="m9.4 9.2 1.8 1.8 3.5-3.6"
          fill="none"
          stroke="var(--color-surface, #fff)"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
