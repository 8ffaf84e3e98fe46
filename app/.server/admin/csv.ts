// CSV for spreadsheets. A cell that starts with = + - @ (or a tab or carriage return, which some
// spreadsheets skip before reading a formula) would run as a formula when the file is opened:
// such cells get a leading apostrophe, which spreadsheets show as text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

/** RFC 4180: CRLF line ends, every cell quoted. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
