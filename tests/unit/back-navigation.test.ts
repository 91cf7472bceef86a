import { describe, expect, it } from 'vitest';
import { quizStepOf, resolveBack, ruleBackTarget, trailEntry } from '~/lib/back-navigation';

describe('back navigation', () => {
  it('goes to the previous quiz step of the same funnel and variant', () => {
    expect(ruleBackTarget('/quiz/fmain/3/v2', '')).toBe('/quiz/fmain/2/v2');
    expect(quizStepOf('/quiz/fmain/3/v2')).toBe(3);
  });

  it('leaves quiz step 1 for the start', () => {
    expect(ruleBackTarget('/quiz/fmain/1/v1', '')).toBe('/');
  });

  it('takes the PIN step of sign-in back to the email step', () => {
    expect(ruleBackTarget('/login', '?step=pin')).toBe('/login');
    expect(ruleBackTarget('/login', '')).toBeNull();
  });

  it('pops the trail elsewhere', () => {
    const result = resolveBack({ pathname: '/privacy', search: '' }, ['/courses', '/terms?x=1'], true);
    expect(result).toEqual({ target: '/terms?x=1', trail: ['/courses'] });
  });

  it('falls back to the guides when signed in and to the start otherwise', () => {
    expect(resolveBack({ pathname: '/news', search: '' }, [], true).target).toBe('/courses');
    expect(resolveBack({ pathname: '/terms', search: '' }, [], false).target).toBe('/');
  });

  it('records entries without the open-menu flag', () => {
    expect(trailEntry({ pathname: '/terms', search: '?menu=open&lng=uk', hash: '#top' })).toBe(
      '/terms?lng=uk#top',
    );
    expect(trailEntry({ pathname: '/terms', search: '?menu=open', hash: '' })).toBe('/terms');
  });
});
