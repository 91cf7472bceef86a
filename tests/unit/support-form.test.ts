import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { supportMailto } from '~/forms/support-form';
import { supportFormSchema } from '~/forms/support-form.server';

const labels = {
  subject: 'Support Request: ',
  name: 'Name',
  email: 'Email',
  concern: 'Concern',
  details: 'Details',
  footer: 'Sent from the Skillpilot contact form.',
};

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return parseWithZod(data, { schema: supportFormSchema });
}

function errorsOf(values: Record<string, string>) {
  const result = form(values);
  return result.status === 'error' ? result.error : null;
}

describe('support form', () => {
  it('requires email, concern and details, and explains each', () => {
    expect(errorsOf({ name: '', email: '', concern: '', details: '' })).toEqual({
      email: ['support.errors.emailRequired'],
      concern: ['support.errors.concernRequired'],
      details: ['support.errors.detailsRequired'],
    });
  });

  it('rejects a malformed email', () => {
    expect(errorsOf({ email: 'not an email', concern: 'x', details: 'y' })).toEqual({
      email: ['support.errors.emailInvalid'],
    });
  });

  it('builds the mail: subject with the concern, every field in the body, the footer', () => {
    const result = form({
      name: 'Ada',
      email: 'ada@example.com',
      concern: 'Billing & plans',
      details: 'Line 1\nLine 2',
    });
    if (result.status !== 'success') throw new Error('expected a valid form');
    const mailto = new URL(supportMailto('support@skillpilot.app', result.value, labels));
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('support@skillpilot.app');
    expect(mailto.searchParams.get('subject')).toBe('Support Request: Billing & plans');
    expect(mailto.searchParams.get('body')).toBe(
      'Name: Ada\nEmail: ada@example.com\nConcern: Billing & plans\n\nDetails:\nLine 1\nLine 2\n\n--\nSent from the Skillpilot contact form.',
    );
  });
});
