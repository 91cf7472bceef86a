import { describe, expect, it } from 'vitest';
import { isTopLevel, mainTabs, tabOf } from '~/lib/main-nav';

describe('tabOf', () => {
  it('marks each tab on its own page', () => {
    expect(mainTabs.map(({ to }) => tabOf(to))).toEqual(['guides', 'boost', 'news', 'account']);
  });

  it('keeps a tab marked on the pages it leads to', () => {
    expect(tabOf('/all-courses')).toBe('guides');
    expect(tabOf('/course/chatgpt-basics')).toBe('guides');
    expect(tabOf('/help')).toBe('account');
    expect(tabOf('/help-contact')).toBe('account');
    expect(tabOf('/profile/certificate-name')).toBe('account');
    expect(tabOf('/privacy')).toBe('account');
  });

  it('marks none on pages outside the tabs, and is not fooled by a shared prefix', () => {
    expect(tabOf('/plans')).toBeNull();
    expect(tabOf('/verify/SP-2026-7KQ2M9')).toBeNull();
    expect(tabOf('/newsletter')).toBeNull();
    expect(tabOf('/courseware')).toBeNull();
  });
});

describe('isTopLevel', () => {
  it('is the start page for everyone, and each tab and the welcome for a learner', () => {
    expect(isTopLevel('/', false)).toBe(true);
    expect(isTopLevel('/', true)).toBe(true);
    for (const { to } of mainTabs) expect(isTopLevel(to, true)).toBe(true);
    expect(isTopLevel('/dashboard', true)).toBe(true);
  });

  it('is not a page under a tab, nor a tab’s address for a visitor (it leads to sign-in)', () => {
    expect(isTopLevel('/help', true)).toBe(false);
    expect(isTopLevel('/course/chatgpt-basics', true)).toBe(false);
    expect(isTopLevel('/news', false)).toBe(false);
  });
});
