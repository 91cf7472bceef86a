import { describe, expect, it } from 'vitest';
import { toSupportedLanguage } from '~/lib/languages';

describe('toSupportedLanguage', () => {
  it('maps region tags and case to the base language', () => {
    expect(toSupportedLanguage('en-GB')).toBe('en');
    expect(toSupportedLanguage('UK')).toBe('uk');
    expect(toSupportedLanguage('pt_BR')).toBe('pt');
  });

  it('treats us as English and ua as Ukrainian', () => {
    expect(toSupportedLanguage('us')).toBe('en');
    expect(toSupportedLanguage('ua')).toBe('uk');
  });

  it('rejects what is not supported', () => {
    expect(toSupportedLanguage('de')).toBeNull();
    expect(toSupportedLanguage('')).toBeNull();
    expect(toSupportedLanguage(null)).toBeNull();
  });
});
