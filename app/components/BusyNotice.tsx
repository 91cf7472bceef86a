import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n';

type BusyNoticeProps = {
  /** Seconds the server asked to wait before the form is sent again. */
  seconds: number;
  /** The form's button, named in the no-JavaScript text ("press Log in again"). */
  buttonLabel: string;
  /** Sends the form again (JavaScript only) once the seconds have passed; false when it cannot. */
  onRetry: () => boolean;
  /** Changes with every answer, so a second busy answer with the same seconds counts down again. */
  attempt: unknown;
  /** Whether the page's JavaScript runs (the form's, known before this notice appears). */
  hydrated: boolean;
};

/**
 * Too many PINs were being checked at once and the server did none of this one. With JavaScript
 * the form is sent again by itself after the seconds asked for, counting down on screen; without,
 * the page says when to press the button again. Not an error: nothing was wrong with what was typed.
 */
export function BusyNotice({ seconds, buttonLabel, onRetry, attempt, hydrated }: BusyNoticeProps) {
  const { t } = useTranslation('auth');
  const [left, setLeft] = useState(seconds);
  // A PIN typed before the page's JavaScript started is not on the page again: then it is pressed.
  const [mustPress, setMustPress] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: counts down again for each new answer
  useEffect(() => {
    if (!hydrated) return;
    const started = Date.now();
    setLeft(seconds);
    setMustPress(false);
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        setMustPress(!onRetry());
      }
    }, 250);
    return () => clearInterval(timer);
  }, [hydrated, seconds, attempt]);

  return (
    <div
      className="busy-notice"
      tabIndex={-1}
      // Without JavaScript the browser moves focus here, so a screen reader reads it first.
      // biome-ignore lint/a11y/noAutofocus: the notice is what the person must hear after the form
      autoFocus={!hydrated}
    >
      <p className="busy-notice-title">{t('busy.title')}</p>
      {mustPress ? (
        <p>{t('busy.pressNow', { button: buttonLabel })}</p>
      ) : hydrated ? (
        <p>
          {/* The ticking number is for the eyes; a screen reader hears the wait once. */}
          <span aria-hidden="true">
            {left > 0 ? t('busy.retrying', { count: left }) : t('busy.retryingNow')}
          </span>
          <span className="visually-hidden">{t('busy.retrying', { count: seconds })}</span>
        </p>
      ) : (
        <p>{t('busy.pressAgain', { count: seconds, button: buttonLabel })}</p>
      )}
    </div>
  );
}
