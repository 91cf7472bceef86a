import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useRequestReference } from '~/lib/nonce';
import { NotFound } from './NotFound';

const knownCodes = [
  'backend_unavailable',
  'backend_timeout',
  'backend_error',
  'backend_busy',
  'too_large',
  'csrf',
] as const;
type KnownCode = (typeof knownCodes)[number];

function codeOf(error: unknown): KnownCode | 'badRequest' | 'unexpected' | 'notFound' {
  if (!isRouteErrorResponse(error)) return 'unexpected';
  if (error.status === 404) return 'notFound';
  const code = (error.data as { code?: string } | null)?.code;
  if (knownCodes.includes(code as KnownCode)) return code as KnownCode;
  return error.status >= 400 && error.status < 500 ? 'badRequest' : 'unexpected';
}

/**
 * What a page shows when it cannot be served: a reason in plain words and a way to try again, its
 * own (`children`: a form that sends again what was typed) or a reload.
 */
export function ErrorPage({ signedIn, children }: { signedIn: boolean; children?: ReactNode }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const code = codeOf(error);
  // A busy server says when to come back (backend_busy): "try again in N s".
  const seconds = isRouteErrorResponse(error) ? Number(error.data?.retryAfterSeconds) || 1 : 1;
  // Only the server knows it, and writes it from a dictionary the browser never needs.
  const reference = useRequestReference();
  if (code === 'notFound') return <NotFound signedIn={signedIn} />;
  if (code === 'unexpected' && !isRouteErrorResponse(error)) console.error(error);

  return (
    <section className="page page-centered" aria-labelledby="page-title">
      <h1 id="page-title">{t(`errors.${code}.title`)}</h1>
      <p className="muted">{t(`errors.${code}.text`, { seconds })}</p>
      {children ??
        (code === 'badRequest' ? (
          <a href="/" className="button button-primary">
            {t('errors.home')}
          </a>
        ) : (
          // A full reload, so retrying works the same with or without JavaScript.
          <a href={`${location.pathname}${location.search}`} className="button button-primary" data-retry>
            {t('errors.retry')}
          </a>
        ))}
      {/* Hydration keeps markup set this way as the server wrote it, so the browser, which knows
          no reference, leaves it be. Safe as markup: our own text, and an id of [\w.:@/+=-] only. */}
      <p
        className="error-reference muted"
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
        dangerouslySetInnerHTML={{ __html: reference ? t('pages:errorReference', { reference }) : '' }}
      />
    </section>
  );
}
