/** One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or leading space. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would be read as a formula by spreadsheets: prefix it with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: readonly (string | number | null | undefined)[]): string =>
  fields.map(csvField).join(',');
