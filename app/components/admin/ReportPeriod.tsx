import { Form } from '@remix-run/react';

/**
 * A report's period: two dates (the last one included) sent by GET, so the address holds the
 * report and works without JavaScript; with a link to the same figures as CSV.
 */
export function ReportPeriod({
  from,
  to,
  problem,
  csvHref,
}: {
  from: string;
  to: string;
  problem: string | null;
  csvHref: string | null;
}) {
  return (
    <div className="report-period">
      <Form method="get" className="report-period-form" aria-label="Period">
        <div className="report-period-fields">
          <div className="field">
            <label htmlFor="report-from" className="field-label">
              From
            </label>
            <input
              id="report-from"
              name="from"
              type="date"
              className="field-input"
              defaultValue={from}
              required
              aria-describedby={problem ? 'report-period-error' : 'report-period-hint'}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="report-to" className="field-label">
              To (included)
            </label>
            <input
              id="report-to"
              name="to"
              type="date"
              className="field-input"
              defaultValue={to}
              required
              aria-describedby={problem ? 'report-period-error' : 'report-period-hint'}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          <button type="submit" className="button button-primary report-period-submit">
            Show
          </button>
        </div>
        {problem ? (
          <p id="report-period-error" className="field-error" role="alert">
            {problem}
          </p>
        ) : (
          <p id="report-period-hint" className="field-hint">
            Whole days in UTC, 366 at most.
          </p>
        )}
      </Form>
      {csvHref ? (
        <p className="report-period-csv">
          <a href={csvHref} download className="button button-secondary button-small">
            Download CSV
          </a>
        </p>
      ) : null}
    </div>
  );
}
