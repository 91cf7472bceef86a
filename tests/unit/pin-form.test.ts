import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { joinPinDigits, withJoinedPin } from '~/forms/pin-form';
import { pinStepSchema } from '~/forms/pin-form.server';

function boxes(...digits: string[]) {
  const form = new FormData();
  form.set('csrf', 'token');
  for (const digit of digits) form.append('pin', digit);
  return form;
}

const errorsOf = (form: FormData) => {
  const submission = parseWithZod(withJoinedPin(form), { schema: pinStepSchema });
  return submission.status === 'success' ? null : submission.error?.pin;
};

describe('PIN boxes', () => {
  it('join in order, trimming each box and counting an empty one as nothing', () => {
    expect(joinPinDigits(['1', '2', '3', '4'])).toBe('1234');
    expect(joinPinDigits([' 0', '0 ', '0', '7'])).toBe('0007');
    expect(joinPinDigits(['1', '', '3', '4'])).toBe('134');
    expect(joinPinDigits([])).toBe('');
  });

  it('become one pin field and keep the rest of the form', () => {
    const joined = withJoinedPin(boxes('4', '2', '4', '2'));
    expect(joined.getAll('pin')).toEqual(['4242']);
    expect(joined.get('csrf')).toBe('token');
  });

  it('pass the contract rule when four digits are given', () => {
    const submission = parseWithZod(withJoinedPin(boxes('0', '1', '2', '3')), { schema: pinStepSchema });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.pin).toBe('0123');
  });

  it('ask for a PIN when every box is empty, and for 4 digits otherwise', () => {
    expect(errorsOf(boxes('', '', '', ''))).toEqual(['auth:errors.pinRequired']);
    expect(errorsOf(boxes('1', '2', '', ''))).toEqual(['auth:errors.pinFormat']);
    expect(errorsOf(boxes('1', 'a', '3', '4'))).toEqual(['auth:errors.pinFormat']);
    expect(errorsOf(boxes('1', '2', '3', '45'))).toEqual(['auth:errors.pinFormat']);
  });
});
