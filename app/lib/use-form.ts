import type { SubmissionResult } from '@conform-to/react';
import { type FormEvent, type SyntheticEvent, useEffect, useRef, useState } from 'react';

// The forms' checks in the browser. The fields carry their rules as HTML attributes (required,
// type=email, maxlength…), which the browser checks and screen readers announce; this hook turns a
// failed check into the locale key the server would answer with, so the same translated message
// shows either way. The server checks every post again with its zod schema and has the last word:
// its answer (`lastResult`, conform's `submission.reply()`) replaces what the browser found.

const checks = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooLong', 'tooShort'] as const;

/** The locale key each failed browser check of a field stands for. */
export type FieldMessages = Partial<Record<(typeof checks)[number], string>>;
/** Locale keys by field name; '' holds the form's own errors. */
export type FormErrors = Record<string, string[] | undefined>;
export type FormResult = SubmissionResult<string[]> | null | undefined;

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Options = {
  id: string;
  lastResult?: FormResult;
  defaultValue?: Record<string, string>;
  messages?: Record<string, FieldMessages>;
  /** What attributes cannot say (a rating or a text; four boxes making one PIN): errors by field. */
  check?: (form: HTMLFormElement) => FormErrors;
  /** 'blur': a field is checked when it is left, then again as it is typed in. Default: on submit. */
  checkOn?: 'blur' | 'submit';
  /** A valid form the page handles itself instead of sending (the default is to send it). */
  onValid?: (event: FormEvent<HTMLFormElement>, form: HTMLFormElement) => void;
};

function errorsOf(result: FormResult): FormErrors {
  const errors: FormErrors = {};
  for (const [name, keys] of Object.entries(result?.error ?? {})) errors[name] = keys ?? undefined;
  return errors;
}

function fieldErrors(element: FormField, messages: FieldMessages | undefined): string[] | undefined {
  const failed = checks.find((check) => element.validity[check]);
  const key = failed ? messages?.[failed] : undefined;
  return key ? [key] : undefined;
}

function isField(target: unknown): target is FormField {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export function useForm({ id, lastResult, defaultValue, messages = {}, check, checkOn, onValid }: Options) {
  const [errors, setErrors] = useState(() => errorsOf(lastResult));
  // Fields checked as they are typed in: those left once, and all after a submit or an answer, so
  // an error goes while it is corrected, not when the button is pressed (the button would move
  // under the pointer as the error summary above it goes).
  const checked = useRef(new Set<string>());
  const checkAll = () => {
    for (const name of Object.keys(messages)) checked.current.add(name);
  };
  // The server's answer to a post replaces what the browser found.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts
  useEffect(() => {
    setErrors(errorsOf(lastResult));
    if (lastResult) checkAll();
  }, [lastResult]);

  const checkField = (target: EventTarget, leaving: boolean) => {
    if (checkOn !== 'blur' || !isField(target) || !(target.name in messages)) return;
    if (leaving) checked.current.add(target.name);
    if (checked.current.has(target.name)) {
      setErrors((shown) => ({ ...shown, [target.name]: fieldErrors(target, messages[target.name]) }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const found: FormErrors = {};
    for (const [name, fieldMessages] of Object.entries(messages)) {
      const element = form.elements.namedItem(name);
      if (element && isField(element)) found[name] = fieldErrors(element, fieldMessages);
    }
    Object.assign(found, check?.(form));
    checkAll();
    setErrors(found);
    if (Object.values(found).some((keys) => keys?.length)) event.preventDefault();
    else onValid?.(event, form);
  };

  const initial = lastResult?.initialValue;
  return {
    errors: errors[''],
    formProps: {
      id,
      noValidate: true,
      onSubmit,
      onBlur: (event: SyntheticEvent) => checkField(event.target, true),
      onInput: (event: SyntheticEvent) => checkField(event.target, false),
    },
    field(name: string) {
      const sent = initial?.[name];
      return {
        id: `${id}-${name}`,
        name,
        defaultValue: typeof sent === 'string' ? sent : defaultValue?.[name],
        errors: errors[name],
      };
    },
  };
}
