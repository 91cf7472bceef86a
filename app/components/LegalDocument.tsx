import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

const documents = [
  { to: '/terms', key: 'termsAndConditions' },
  { to: '/privacy', key: 'privacyPolicy' },
  { to: '/subscription-terms', key: 'subscriptionTerms' },
] as const;

type LegalDocumentProps = {
  document: { key: string; lang: string; title: string; html: string };
  shownInEnglish: boolean;
};

/** A legal text. Its HTML was sanitised by the content backend when the text was imported. */
export function LegalDocument({ document, shownInEnglish }: LegalDocumentProps) {
  const { t } = useTranslation();
  return (
    <article className="page legal" aria-labelledby="page-title" lang={document.lang}>
      <h1 id="page-title">{document.title}</h1>
      {shownInEnglish ? <p className="legal-notice">{t('legal.shownInEnglish')}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the product's rules at import */}
      <div className="legal-body" dangerouslySetInnerHTML={{ __html: document.html }} />
      <nav className="legal-other" aria-labelledby="legal-other-title">
        <h2 id="legal-other-title">{t('legal.otherDocuments')}</h2>
        <ul>
          {documents
            .filter((item) => item.key !== document.key)
            .map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(`legal.${item.key}`)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}
