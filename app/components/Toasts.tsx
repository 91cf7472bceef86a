import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { type ShownToast, subscribeToToasts } from '~/lib/toast-bus';

const autoCloseMs = 4000;

/**
 * One-time messages carried in the session. The live region is always in the page so screen
 * readers hear what is added to it; with JavaScript a message closes itself after four seconds.
 */
export function Toasts({ toast }: { toast: ShownToast | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState<ShownToast | null>(toast);
  // The dismiss button needs JavaScript, so it appears only once the page is hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (toast) setVisible(toast);
  }, [toast]);
  useEffect(() => subscribeToToasts(setVisible), []);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(null), autoCloseMs);
    return () => clearTimeout(timer);
  }, [visible]);

  return (
    <div className="toasts" role="status" aria-live="polite">
      {visible ? (
        <div className={`toast toast-${visible.type}`} data-testid="toast">
          <span className="visually-hidden">{t(`toast.${visible.type}`)}: </span>
          <p>{visible.message}</p>
          {hydrated ? (
            <button
              type="button"
              className="toast-dismiss"
              onClick={() => setVisible(null)}
              aria-label={t('toast.dismiss')}
            >
              ×
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
