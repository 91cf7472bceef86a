import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pinFieldName, pinStepSchema, withJoinedPin } from '~/forms/pin-form';
import type { FormMessage } from '~/lib/auth-errors';
import { useHydrated } from '~/lib/use-hydrated';
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
  lastResult?: SubmissionResult<string[]> | null;
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
  const [form, fields] = useForm({
    id,
    lastResult,
    // Leaving one box for the next is a blur: checking then would flag a PIN still being typed.
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(withJoinedPin(formData), { schema: pinStepSchema }),
  });
  const pinErrors = fields[pinFieldName].errors ?? [];
  const formErrors: FormError[] = [...(form.errors ?? []), ...(message ? [message] : [])];
  const texts = [
    ...pinErrors.map((key) => t(key)),
    ...formErrors.map((error) => (typeof error === 'string' ? t(error) : t(error.key, error.values))),
  ];
  const submitting = navigation.state === 'submitting';

  return (
    <>
      <ErrorSummary
        fieldErrors={{ [pinFieldName]: pinErrors }}
        formErrors={formErrors}
        fieldIds={{ [pinFieldName]: `${id}-pin-1` }}
      />
      <Form {...getFormProps(form)} ref={formRef} method="post" action={action} noValidate className="form">
        <CsrfInput />
        <PinInput
          name={pinFieldName}
          idPrefix={`${id}-pin`}
          legend={legend}
          invalid={texts.length > 0}
          clearSignal={attempt}
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
                <FormMessageOffer offer={message?.offer} />
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
