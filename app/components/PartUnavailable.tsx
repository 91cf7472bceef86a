import { useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

/**
 * In place of a part of a page the backend could not give just now (the streak, a list): one line
 * saying so, and a link that loads the page again (a whole new page, with or without JavaScript).
 */
export function PartUnavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <p className="part-unavailable" role="status">
      {message}{' '}
      <a href={`${pathname}${search}`} className="text-link">
        {t('partUnavailable.retry')}
      </a>
    </p>
  );
}
