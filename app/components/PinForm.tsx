import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useRef } from 'react';
import { checkPinForm, pinFieldName } from '~/forms/pin-form';
import type { FormMessage } from '~/lib/auth-errors';
import { useTranslation } from '~/lib/i18n';
import { type FormResult, useForm } from '~/lib/use-form';
import { useHydrated } from '~/lib/use-hydrated';
import { BusyNotice } from './BusyNotice';
import { CsrfInput } from './CsrfInput';
import { ErrorSummary, type FormError } from './ErrorSummary';
import { FormMessageOffer } from './FormMessageOffer';
import { PinInput } from './PinInput';

type PinFormProps = {
  id: string;
  /** Where the form posts (the page's own route, with its step). */
  action: string;
  legend: string;
  submitLabel: string;
  lastResult?: FormResult;
  /** A form-level message from the action (backend refusal) or the loader (PINs did not match). */
  message?: FormMessage | null;
  /** Changes with every answer of the action, so a failed PIN is cleared from the boxes. */
  attempt?: unknown;
  children?: ReactNode;
};

/**
 * A form that asks for one 4-digit PIN. Without JavaScript it is posted with its button; with
 * JavaScript it is checked in the browser and sent as soon as the fourth digit is typed.
 */
export function PinForm({
  id,
  action,
  legend,
  submitLabel,
  lastResult,
  message,
  attempt,
  children,
}: PinFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Checked when sent: leaving one box for the next would flag a PIN still being typed.
  const form = useForm({ id, lastResult, check: checkPinForm });
  const pinErrors = form.field(pinFieldName).errors ?? [];
  // Too busy to check the PIN: not an error, the form is sent again (BusyNotice).
  const busySeconds = message?.retryInSeconds;
  const errorMessage = busySeconds === undefined ? message : null;
  const formErrors: FormError[] = [...(form.errors ?? []), ...(errorMessage ? [errorMessage] : [])];
  const texts = [
    ...pinErrors.map((key) => t(key)),
    ...formErrors.map((error) => (typeof error === 'string' ? t(error) : t(error.key, error.values))),
  ];
  const submitting = navigation.state === 'submitting';
  const sendAgain = () => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>(`input[name="${pinFieldName}"]`);
    const complete =
      boxes !== undefined && boxes.length > 0 && [...boxes].every((box) => /^\d$/.test(box.value));
    if (complete) formRef.current?.requestSubmit();
    else boxes?.[0]?.focus();
    return complete;
  };

  return (
    <>
      <ErrorSummary
        fieldErrors={{ [pinFieldName]: pinErrors }}
        formErrors={formErrors}
        fieldIds={{ [pinFieldName]: `${id}-pin-1` }}
      />
      {/* A polite live region, present before anything is put in it, so the notice is heard. */}
      <div role="status" className="busy-status">
        {busySeconds !== undefined ? (
          <BusyNotice
            seconds={busySeconds}
            buttonLabel={submitLabel}
            onRetry={sendAgain}
            attempt={attempt}
            hydrated={hydrated}
          />
        ) : null}
      </div>
      <Form {...form.formProps} ref={formRef} method="post" action={action} className="form">
        <CsrfInput />
        <PinInput
          name={pinFieldName}
          idPrefix={`${id}-pin`}
          legend={legend}
          invalid={texts.length > 0}
          // The PIN of a form the server was too busy for stays, to be sent again.
          clearSignal={busySeconds === undefined ? attempt : undefined}
          autoFocus
          onComplete={() => {
            if (!submitting) formRef.current?.requestSubmit();
          }}
          errors={
            texts.length > 0 ? (
              <>
                {texts.map((text) => (
                  <p key={text} className="pin-error-line">
                    {text}
                  </p>
                ))}
                <FormMessageOffer offer={errorMessage?.offer} />
              </>
            ) : null
          }
        />
        {/* Kept for pages without JavaScript and for anyone who prefers to press it. */}
        <button
          type="submit"
          className={`button ${hydrated ? 'button-secondary' : 'button-primary'}`}
          disabled={submitting}
        >
          {submitLabel}
        </button>
        {children}
      </Form>
    </>
  );
}
