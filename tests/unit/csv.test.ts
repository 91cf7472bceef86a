import { describe, expect, it } from 'vitest';
import { csvHeaders, toCsv } from '~/lib/csv';

describe('a report as CSV', () => {
  it('writes RFC 4180: CRLF, and quotes around commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['step', 'visitors', 'rate'],
        [
          ['Have you used AI?', 120, 0.25],
          ['Say "hi", then go', 3, null],
          ['two\nlines', 0, undefined],
        ],
      ),
    ).toBe(
      'step,visitors,rate\r\nHave you used AI?,120,0.25\r\n"Say ""hi"", then go",3,\r\n"two\nlines",0,\r\n',
    );
  });

  it('keeps a spreadsheet from running a text as a formula, and negative numbers as numbers', () => {
    expect(
      toCsv(
        ['name', 'change'],
        [
          ['=HYPERLINK("x")', -0.5],
          ['@SUM(A1)', Number.NaN],
        ],
      ),
    ).toBe('name,change\r\n"\'=HYPERLINK(""x"")",-0.5\r\n\'@SUM(A1),\r\n');
  });

  it('refuses a row that does not match the header', () => {
    expect(() => toCsv(['a', 'b'], [['only one']])).toThrow(RangeError);
  });

  it('names the download without characters a header cannot hold', () => {
    expect(csvHeaders('funnel report 2026-03.csv')).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="funnel-report-2026-03.csv"',
    });
    expect(csvHeaders('a"b\r\n.csv')['Content-Disposition']).toBe('attachment; filename="a-b-.csv"');
  });
});
