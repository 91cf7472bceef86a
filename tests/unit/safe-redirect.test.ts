import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '~/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/all-courses?filter=started#top')).toBe('/all-courses?filter=started#top');
    expect(safeRedirectPath('  /news ')).toBe('/news');
  });

  it('falls back to the dashboard, or the fallback given, for anything else', () => {
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath('')).toBe('/dashboard');
    expect(safeRedirectPath('profile')).toBe('/dashboard');
    expect(safeRedirectPath('https://evil.example/')).toBe('/dashboard');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/dashboard');
    expect(safeRedirectPath('/x', '/courses')).toBe('/x');
    expect(safeRedirectPath('//evil.example', '/courses')).toBe('/courses');
  });

  it('refuses paths a browser would read as another host', () => {
    for (const value of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example']) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe('/dashboard');
    }
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/a/../profile')).toBe('/profile');
    expect(safeRedirectPath('/../..//evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('/./%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
