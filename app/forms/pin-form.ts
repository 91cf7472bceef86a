import { pinField, pinLength } from '@contract/fields';
import { z } from 'zod';

export { pinLength };

/** Every PIN step posts the four boxes under one name; the schema checks them joined. */
export const pinFieldName = 'pin';
export const pinStepSchema = z.object({ [pinFieldName]: pinField });

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
