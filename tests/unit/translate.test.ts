import { describe, expect, it } from 'vitest';
import { createT, type Dictionary } from '~/lib/translate';

const dictionaries: Record<string, Dictionary> = {
  common: { pageTitle: '{{title}} · Skillpilot', form: { errorTitle: 'Error: {{title}}' } },
  auth: {
    errors: {
      triesLeft: '{{count}} tries left',
      triesLeft_one: '{{count}} try left',
    },
  },
};
const t = (namespace?: string, language = 'en') => createT(language, (name) => dictionaries[name], namespace);

describe('texts from the dictionaries', () => {
  it('reads nested keys in the default namespace or the one a key names', () => {
    expect(t()('pageTitle', { title: 'Help' })).toBe('Help · Skillpilot');
    expect(t('auth')('common:form.errorTitle', { title: 'Log in' })).toBe('Error: Log in');
    expect(t()('auth:errors.triesLeft', { count: 3 })).toBe('3 tries left');
  });

  it('picks the plural form of the language, else the plain key', () => {
    expect(t('auth')('errors.triesLeft', { count: 1 })).toBe('1 try left');
    expect(t('auth')('errors.triesLeft', { count: 4 })).toBe('4 tries left');
    // Ukrainian says 'few' for 3; without a `_few` key the plain one is used.
    expect(t('auth', 'uk')('errors.triesLeft', { count: 3 })).toBe('3 tries left');
    expect(t('auth', 'uk')('errors.triesLeft', { count: 21 })).toBe('21 try left');
  });

  it('keeps placeholders without a value, and puts values in as they are', () => {
    expect(t()('form.errorTitle', { title: '{{title}}' })).toBe('Error: {{title}}');
    expect(t()('form.errorTitle')).toBe('Error: {{title}}');
    expect(t()('pageTitle', { title: '<b>&' })).toBe('<b>& · Skillpilot');
  });

  it('answers a missing key with its default text, or the key itself', () => {
    expect(t()('plans.other', 'Other plan')).toBe('Other plan');
    expect(t()('auth:errors.unknown')).toBe('errors.unknown');
    expect(t()('missing:key')).toBe('key');
  });
});
