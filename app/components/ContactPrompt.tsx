import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** The way to a person when an answer is not enough. */
export function ContactPrompt() {
  const { t } = useTranslation('account');
  return (
    <section className="account-card contact-prompt" aria-labelledby="contact-prompt-title">
      <h2 id="contact-prompt-title" className="account-card-title">
        {t('help.contactTitle')}
      </h2>
      <p className="muted">{t('help.contactText')}</p>
      <Link to="/help-contact" className="button button-secondary">
        {t('help.contactLink')}
      </Link>
    </section>
  );
}
