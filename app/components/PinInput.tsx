import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n';

const boxes = [0, 1, 2, 3] as const;
const clearAfterMs = 1000;

type PinInputProps = {
  /** Every box posts under this name; the server joins them. */
  name: string;
  /** Box n gets the id `${idPrefix}-n`, so an error summary can link to the first box. */
  idPrefix: string;
  legend: string;
  /** Text under the boxes (errors), wired to the group for screen readers. */
  errors?: ReactNode;
  invalid?: boolean;
  /** A new value after a failed attempt clears the boxes a second later. */
  clearSignal?: unknown;
  /** Called once all four boxes hold a digit. */
  onComplete?: () => void;
  autoFocus?: boolean;
};

/**
 * Four one-digit boxes. As plain HTML they are four native inputs posted together; with
 * JavaScript a digit moves on to the next box, Backspace goes back, a pasted PIN fills every box
 * and a complete PIN tells the form.
 */
export function PinInput({
  name,
  idPrefix,
  legend,
  errors,
  invalid,
  clearSignal,
  onComplete,
  autoFocus,
}: PinInputProps) {
  const { t } = useTranslation('auth');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const pendingClear = useRef<ReturnType<typeof setTimeout>>();
  const errorId = `${idPrefix}-error`;

  const box = (index: number) => inputs.current[index] ?? null;
  const clearAll = () => {
    for (const input of inputs.current) if (input) input.value = '';
  };
  const cancelPendingClear = () => {
    if (pendingClear.current === undefined) return;
    clearTimeout(pendingClear.current);
    pendingClear.current = undefined;
    // Typing again starts a new PIN: the digits of the failed one go at once.
    clearAll();
  };
  const reportIfComplete = () => {
    if (inputs.current.every((input) => input && /^\d$/.test(input.value))) onComplete?.();
  };
  const fillFrom = (start: number, digits: string) => {
    let index = start;
    for (const digit of digits) {
      const input = box(index);
      if (!input) break;
      input.value = digit;
      index += 1;
    }
    box(Math.min(index, boxes.length - 1))?.focus();
    reportIfComplete();
  };

  // Digits typed before the page's JavaScript started count as typed now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the boxes first appear
  useEffect(() => reportIfComplete(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new failed attempt
  useEffect(() => {
    if (clearSignal === undefined || clearSignal === null) return;
    pendingClear.current = setTimeout(() => {
      pendingClear.current = undefined;
      const focusWasInside = inputs.current.some((input) => input === document.activeElement);
      clearAll();
      if (focusWasInside) box(0)?.focus();
    }, clearAfterMs);
    return () => clearTimeout(pendingClear.current);
  }, [clearSignal]);

  const onInput = (index: number, input: HTMLInputElement) => {
    const digits = input.value.replace(/\D/g, '');
    cancelPendingClear();
    if (digits.length === 0) {
      input.value = '';
      return;
    }
    // One digit is the usual case; more arrive from autofill of a one-time code.
    if (digits.length > 1) {
      fillFrom(digits.length >= boxes.length ? 0 : index, digits.slice(0, boxes.length));
      return;
    }
    input.value = digits;
    if (index < boxes.length - 1) box(index + 1)?.focus();
    reportIfComplete();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key === 'Backspace' && input.value === '' && index > 0) {
      event.preventDefault();
      const previous = box(index - 1);
      if (previous) {
        previous.value = '';
        previous.focus();
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      box(index - 1)?.focus();
    } else if (event.key === 'ArrowRight' && index < boxes.length - 1) {
      event.preventDefault();
      box(index + 1)?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    cancelPendingClear();
    fillFrom(digits.length >= boxes.length ? 0 : index, digits.slice(0, boxes.length));
  };

  return (
    <fieldset
      className={`pin-field${invalid ? ' pin-field-invalid' : ''}`}
      aria-describedby={errors ? errorId : undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className="pin-boxes">
        {boxes.map((index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={`${idPrefix}-${index + 1}`}
            name={name}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // One digit per box when typed; without JavaScript a pasted PIN stays whole in the box
            // it lands in, and the server joins the boxes.
            maxLength={boxes.length}
            autoComplete="one-time-code"
            aria-label={t('pin.digit', { position: index + 1, total: boxes.length })}
            aria-invalid={invalid || undefined}
            // biome-ignore lint/a11y/noAutofocus: the PIN is the only thing these pages ask for
            autoFocus={autoFocus && index === 0}
            className="pin-box"
            onInput={(event) => onInput(index, event.currentTarget)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      {errors ? (
        <div id={errorId} className="field-error">
          {errors}
        </div>
      ) : null}
    </fieldset>
  );
}
