import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

/** The way to a person when an answer is not enough. */
export function ContactPrompt() {
  const { t } = useTranslation('help');
  return (
    <section className="account-card contact-prompt" aria-labelledby="contact-prompt-title">
      <h2 id="contact-prompt-title" className="account-card-title">
        {t('contactTitle')}
      </h2>
      <p className="muted">{t('contactText')}</p>
      <Link to="/help-contact" className="button button-secondary">
        {t('contactLink')}
      </Link>
    </section>
  );
}
