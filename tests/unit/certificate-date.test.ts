import { describe, expect, it } from 'vitest';
import { certificateDate } from '../../backend/src/modules/certificates/certificate-pdf';

describe('certificateDate', () => {
  it('prints the day, the month by name and the year, so no country reads it as another day', () => {
    expect(certificateDate(new Date('2026-03-04T12:00:00Z'))).toBe('4 March 2026');
  });

  it('prints the UTC day, whatever the server’s time zone', () => {
    expect(certificateDate(new Date('2026-11-25T23:30:00Z'))).toBe('25 November 2026');
  });
});
