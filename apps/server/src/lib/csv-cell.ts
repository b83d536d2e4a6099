/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): a cell
 * beginning with one of them could run a formula when the export is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as it is safe to write to a CSV: text that would start a formula gets a leading
 * apostrophe, which spreadsheets show as plain text. csv-stringify has no option for this.
 */
export function escapeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
