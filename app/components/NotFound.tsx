import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

export function NotFound({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="page page-centered" aria-labelledby="page-title">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to={signedIn ? '/profile' : '/login'} className="button button-primary">
        {signedIn ? t('notFound.goToProfile') : t('notFound.goToLogin')}
      </Link>
    </section>
  );
}
