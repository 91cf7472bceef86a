// Free of the contract (and so of zod): pages' components format dates in the browser too.

/** Epoch seconds to the product's date format, MM/DD/YYYY, read in UTC so every server agrees. */
export function formatDate(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
