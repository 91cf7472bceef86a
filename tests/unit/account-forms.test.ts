import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeEmailSchema,
  deleteAccountSchema,
  feedbackFormSchema,
  languageFormSchema,
} from '~/forms/account-forms.server';
import { contactFormSchema } from '~/forms/contact-form.server';
import { helpTopicOf } from '~/lib/help-topics';

function errorsOf(schema: z.ZodType, values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  const result = parseWithZod(data, { schema });
  return result.status === 'error' ? result.error : null;
}

describe('change email form', () => {
  const schema = changeEmailSchema('ada@example.com');

  it('accepts a new valid address', () => {
    expect(errorsOf(schema, { newEmail: 'ada.new@example.com' })).toBeNull();
  });

  it('refuses the current address, whatever its case', () => {
    expect(errorsOf(schema, { newEmail: ' ADA@example.com ' })).toEqual({
      newEmail: ['account:changeEmail.errors.sameEmail'],
    });
  });

  it('refuses a malformed or missing address', () => {
    expect(errorsOf(schema, { newEmail: 'not an email' })?.newEmail).toEqual(['auth:errors.emailInvalid']);
    expect(errorsOf(schema, {})?.newEmail).toEqual(['auth:errors.emailRequired']);
  });
});

describe('delete account form', () => {
  const schema = deleteAccountSchema('DELETE');

  it('passes with the word in any case', () => {
    expect(errorsOf(schema, { confirmation: 'delete' })).toBeNull();
    // Turkish: typed on any keyboard, "sil" is the word SİL.
    expect(errorsOf(deleteAccountSchema('SİL'), { confirmation: 'sil' })).toBeNull();
  });

  it('explains a wrong or missing word', () => {
    const mismatch = { confirmation: ['account:deleteAccount.errors.mismatch'] };
    expect(errorsOf(schema, { confirmation: 'GOODBYE' })).toEqual(mismatch);
    expect(errorsOf(schema, {})).toEqual(mismatch);
  });

  it('uses, in every language, one word in the label, the message and the check', () => {
    for (const language of readdirSync(join(import.meta.dirname, '../../locales'))) {
      const dictionary = JSON.parse(
        readFileSync(join(import.meta.dirname, '../../locales', language, 'account.json'), 'utf8'),
      );
      const { word, confirmation, errors } = dictionary.deleteAccount;
      expect(confirmation).toContain('{{word}}');
      expect(errors.mismatch).toContain(word);
      expect(errorsOf(deleteAccountSchema(word), { confirmation: word.toLowerCase() })).toBeNull();
    }
  });
});

describe('feedback form', () => {
  it('needs a rating or a message', () => {
    expect(errorsOf(feedbackFormSchema, {})).toEqual({ rating: ['account:feedback.errors.empty'] });
    expect(errorsOf(feedbackFormSchema, { rating: '4' })).toBeNull();
    expect(errorsOf(feedbackFormSchema, { message: 'Great lessons' })).toBeNull();
  });

  it('keeps the rating between 1 and 5 and the message to 150 characters', () => {
    expect(errorsOf(feedbackFormSchema, { rating: '6' })).toEqual({
      rating: ['account:feedback.errors.rating'],
    });
    expect(errorsOf(feedbackFormSchema, { message: 'x'.repeat(151) })?.message).toEqual([
      'account:feedback.errors.tooLong',
    ]);
    expect(errorsOf(feedbackFormSchema, { message: 'x'.repeat(150) })).toBeNull();
  });
});

describe('language form', () => {
  it('takes a supported language only', () => {
    expect(errorsOf(languageFormSchema, { language: 'uk' })).toBeNull();
    expect(errorsOf(languageFormSchema, { language: 'de' })).toEqual({
      language: ['account:language.errors.required'],
    });
  });
});

describe('contact form', () => {
  it('requires email, concern and details', () => {
    expect(errorsOf(contactFormSchema, {})).toEqual({
      email: ['auth:errors.emailRequired'],
      topic: ['account:contact.errors.topic'],
      details: ['account:contact.errors.details'],
    });
  });

  it('accepts only the listed concerns', () => {
    const valid = { email: 'ada@example.com', details: 'Help' };
    expect(errorsOf(contactFormSchema, { ...valid, topic: 'refund' })).toBeNull();
    expect(errorsOf(contactFormSchema, { ...valid, topic: 'lottery' })).toEqual({
      topic: ['account:contact.errors.topic'],
    });
  });
});

describe('helpTopicOf', () => {
  it('defaults to unsubscribe and sends unknown types to the generic text', () => {
    expect(helpTopicOf(null)).toBe('unsubscribe');
    expect(helpTopicOf('')).toBe('unsubscribe');
    expect(helpTopicOf('refund')).toBe('refund');
    expect(helpTopicOf('lottery')).toBe('generic');
  });
});
