import type { FormErrors } from '~/lib/use-form';

// The four PIN boxes, in the browser and on the server (which checks with the contract's rule).

export const pinLength = 4;
export const pinFieldName = 'pin';

/** The four boxes' values as one PIN; empty boxes count as nothing (so four empty boxes are ''). */
export function joinPinDigits(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value.trim() : '')).join('');
}

/** A copy of the form with the boxes joined into one `pin` value, ready for the schema. */
export function withJoinedPin(formData: FormData): FormData {
  const joined = new FormData();
  for (const [name, value] of formData.entries()) {
    if (name !== pinFieldName) joined.append(name, value);
  }
  joined.set(pinFieldName, joinPinDigits(formData.getAll(pinFieldName)));
  return joined;
}

/** The browser's check of the boxes, with the contract's messages: none typed, or not four digits. */
export function pinErrors(pin: string): string[] | undefined {
  if (pin === '') return ['auth:errors.pinRequired'];
  return new RegExp(`^\\d{${pinLength}}$`).test(pin) ? undefined : ['auth:errors.pinFormat'];
}

export function checkPinForm(form: HTMLFormElement): FormErrors {
  return { [pinFieldName]: pinErrors(joinPinDigits(new FormData(form).getAll(pinFieldName))) };
}
