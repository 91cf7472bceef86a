import { describe, expect, it } from 'vitest';
import { onlyMenuChanged } from '~/lib/menu-link';

const url = (path: string) => new URL(path, 'http://localhost');

describe('onlyMenuChanged', () => {
  it('is true when the drawer opens or closes on the same page', () => {
    expect(onlyMenuChanged(url('/terms'), url('/terms?menu=open'))).toBe(true);
    expect(onlyMenuChanged(url('/terms?lng=uk&menu=open'), url('/terms?lng=uk'))).toBe(true);
  });

  it('is false for another page or another query', () => {
    expect(onlyMenuChanged(url('/terms?menu=open'), url('/privacy'))).toBe(false);
    expect(onlyMenuChanged(url('/terms'), url('/terms?lng=uk'))).toBe(false);
  });
});
