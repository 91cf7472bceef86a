import { stringify } from 'csv-stringify/sync';

/** A cell of an exported report: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * A report as CSV for a spreadsheet (RFC 4180: commas, CRLF, quotes where needed), headed by its
 * column names. A text starting with =, +, -, @, a tab or a carriage return is prefixed with ' so a
 * spreadsheet shows it instead of running it as a formula (negative numbers stay numbers). For a
 * resource route: the file is built on the server.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  for (const row of rows)
    if (row.length !== header.length)
      throw new RangeError(`a row has ${row.length} cells where the header has ${header.length}`);
  return stringify([header, ...rows] as CsvCell[][], {
    record_delimiter: 'windows',
    // A line break of any kind inside a cell is quoted, not only the CRLF between records.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { number: (value) => (Number.isFinite(value) ? String(value) : '') },
  });
}

/** The headers of a CSV download: its type and the name the browser saves it under. */
export function csvHeaders(fileName: string): Record<string, string> {
  const safe = fileName.replace(/[^\w.-]+/g, '-');
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${safe}"`,
  };
}
