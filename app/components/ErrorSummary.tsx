import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n';

/** A locale key, or a key with the values its text needs (e.g. minutes left). */
export type FormError = string | { key: string; values?: Record<string, string | number> };

type ErrorSummaryProps = {
  /** Field errors as conform reports them (field name → locale keys), and form-level keys. */
  fieldErrors?: Record<string, string[] | undefined>;
  formErrors?: FormError[];
  /** The id prefix conform gives the form's fields, to link each error to its field. */
  fieldIds?: Record<string, string>;
};

/**
 * Lists a form's errors at its top, each linked to its field, and takes focus when it appears so
 * a screen reader announces it. Errors are locale keys, translated here.
 */
export function ErrorSummary({ fieldErrors = {}, formErrors = [], fieldIds = {} }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  const entries = Object.entries(fieldErrors).filter(([name, errors]) => name && errors?.length);
  const count = entries.length + formErrors.length;
  const signature = JSON.stringify([entries, formErrors]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again whenever the errors change
  useEffect(() => {
    if (count > 0) summary.current?.focus();
  }, [signature, count]);

  // The title says 'Error' while errors show, as the server's title does after a refused form.
  // The title's text node is changed in place, so React still finds it on the next page.
  useEffect(() => {
    const title = document.querySelector('title')?.firstChild;
    if (count === 0 || !title || title.nodeType !== Node.TEXT_NODE) return;
    const prefix = t('form.errorTitle', { title: '' });
    if (title.nodeValue?.startsWith(prefix)) return;
    title.nodeValue = `${prefix}${title.nodeValue ?? ''}`;
    return () => {
      if (title.nodeValue?.startsWith(prefix)) title.nodeValue = title.nodeValue.slice(prefix.length);
    };
  }, [count, t]);

  if (count === 0) return null;
  return (
    <div
      ref={summary}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      // Without JavaScript the browser itself moves focus here, so the errors are read first.
      // biome-ignore lint/a11y/noAutofocus: the summary is what the person must hear after a refused form
      autoFocus
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className="error-summary-title">
        {t('form.errorSummary')}
      </h2>
      <ul>
        {formErrors.map((error) => {
          const text = typeof error === 'string' ? t(error) : t(error.key, error.values);
          return <li key={text}>{text}</li>;
        })}
        {entries.map(([name, errors]) => (
          <li key={name}>
            <a href={`#${fieldIds[name] ?? name}`}>{(errors ?? []).map((key) => t(key)).join(' ')}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
