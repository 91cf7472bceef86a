import type { Certificate } from '@contract/certificates';
import { Link } from '@remix-run/react';
import { formatDate } from '~/lib/format-date';
import { useTranslation } from '~/lib/i18n';
import { MedalIcon } from '../icons';

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
  const { t } = useTranslation('profile');
  return (
    <section className="certificates" aria-labelledby="certificates-title">
      <h2 id="certificates-title" className="profile-progress-title">
        {t('certificates.list.title')}
      </h2>
      {certificates === null ? (
        <p role="alert">{t('certificates.list.loadFailed')}</p>
      ) : certificates.length === 0 ? (
        <p className="muted certificates-empty">{t('certificates.list.empty')}</p>
      ) : (
        <>
          <p className="certificates-name">
            {name ? t('certificates.list.nameOn', { name }) : t('certificates.list.nameMissing')}{' '}
            <Link to="/profile/certificate-name" className="text-link">
              {name ? t('certificates.list.changeName') : t('certificates.list.chooseName')}
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
  const { t, i18n } = useTranslation('profile');
  // A certificate names the guide as it was written, in English, whatever the reader's language.
  const guide = certificate.course.title;
  const id = encodeURIComponent(certificate.id);
  return (
    <li className="certificate-item">
      <span className="certificate-medal" aria-hidden="true">
        <MedalIcon />
      </span>
      <div className="certificate-item-body">
        <h3 className="certificate-item-title" lang={i18n.language === 'en' ? undefined : 'en'}>
          {guide}
        </h3>
        {/* The date and the number on lines of their own: no separator left dangling when one wraps. */}
        <p className="muted">
          {t('certificates.list.issued', { date: formatDate(certificate.publishedAt, i18n.language) })}
        </p>
        <p className="muted">
          <span className="visually-hidden">{t('certificates.list.number')} </span>
          <span className="certificate-number">{certificate.certificateNumber}</span>
        </p>
        {certificate.firstTry && certificate.firstTry.of > 0 ? (
          <p className="muted">
            {t('certificates.list.firstTry', {
              passed: certificate.firstTry.passed,
              total: certificate.firstTry.of,
            })}
          </p>
        ) : null}
        <div className="certificate-actions">
          <a
            href={`/certificates/${id}/download`}
            className="button button-primary button-small"
            aria-label={t('certificates.list.downloadLabel', { guide })}
          >
            {t('certificates.list.download')}
          </a>
          <a
            href={`/verify/${encodeURIComponent(certificate.certificateNumber)}`}
            className="text-link"
            aria-label={t('certificates.list.verifyPageLabel', { guide })}
          >
            {t('certificates.list.verifyPage')}
          </a>
          <a
            href={`/certificates/${id}/credential`}
            className="text-link"
            aria-label={t('certificates.list.credentialLabel', { guide })}
          >
            {t('certificates.list.credential')}
          </a>
        </div>
      </div>
    </li>
  );
}
