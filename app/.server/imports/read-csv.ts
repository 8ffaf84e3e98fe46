import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";

// Reads an imported list one record at a time (csv-parse): the rows are never all held as objects,
// and a record over MAX_RECORD_BYTES (20 MB of one line) is an error at that record, not a buffer
// that grows. The header names the columns; the caller reads the records.

/** The longest record: a row of this list is an address, a name, times, lists and a consent note. */
export const MAX_RECORD_BYTES = 64 * 1024;
/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 200_000;

/** The columns an import reads (case and spaces in the header do not matter; `address` is `email`). */
export const IMPORT_COLUMNS = ["email", "name", "signed_up_at", "lists", "consent", "consent_at"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const ALIASES: Record<string, ImportColumn> = { address: "email", e_mail: "email", email_address: "email", signup_time: "signed_up_at", signed_up: "signed_up_at" };

export type CsvRecord = { row: number; cells: Partial<Record<ImportColumn, string>> };

export type CsvRead = { kind: "refused"; error: string } | { kind: "read"; rows: number; ignoredColumns: string[] };

const headerName = (cell: string) => cell.trim().toLowerCase().replaceAll(/[\s-]+/g, "_");

/**
 * Hands each record of a CSV stream to `onRecord` as it is read (waiting for it: a batch's write
 * holds the reading back), with its row number (1: the first after the header) and the cells of the
 * columns it knows. Refused whole, before anything is written, when it is not CSV a
 * reader can follow (an unclosed quote, a record over the limit, a row with more cells than the
 * header), has no address column, or has more than MAX_IMPORT_ROWS rows.
 */
export async function readImportCsv(input: Readable | AsyncIterable<Uint8Array | string>, onRecord: (record: CsvRecord) => void | Promise<void>): Promise<CsvRead> {
  const source = input instanceof Readable ? input : Readable.from(input);
  const parser = source.pipe(
    parse({
      bom: true,
      // Rows of another length than the header are refused below, with their row number.
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
    }),
  );
  source.on("error", (err) => parser.destroy(err));
  let columns: Array<ImportColumn | undefined> | undefined;
  let ignoredColumns: string[] = [];
  let rows = 0;
  try {
    for await (const raw of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = raw.map((cell) => {
          const name = headerName(cell);
          return (IMPORT_COLUMNS as readonly string[]).includes(name) ? (name as ImportColumn) : ALIASES[name];
        });
        const known = columns.filter((c): c is ImportColumn => c !== undefined);
        const twice = known.find((c, i) => known.indexOf(c) !== i);
        if (twice) return refuse(parser, `The header names the column ${twice} twice.`);
        if (!known.includes("email")) return refuse(parser, "The first row must name the columns, one of them email (or address). Columns read: " + raw.map((c) => JSON.stringify(c.slice(0, 40))).join(", ") + ".");
        ignoredColumns = raw.filter((_, i) => columns![i] === undefined).map((c) => c.slice(0, 60));
        continue;
      }
      const row = ++rows;
      if (row > MAX_IMPORT_ROWS) return refuse(parser, `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows: split it into parts of at most that many.`);
      if (raw.length > columns.length) return refuse(parser, `Row ${row} has ${raw.length} cells but the header names ${columns.length} columns.`);
      const cells: CsvRecord["cells"] = {};
      raw.forEach((value, i) => {
        const column = columns![i];
        if (column) cells[column] = value;
      });
      await onRecord({ row, cells });
    }
  } catch (err) {
    if (err instanceof CsvError) return { kind: "refused", error: csvProblem(err) };
    throw err;
  }
  if (!columns) return { kind: "refused", error: "The file is empty: the first row must name the columns, one of them email (or address)." };
  return { kind: "read", rows, ignoredColumns };
}

function refuse(parser: { destroy(): void }, error: string): CsvRead {
  parser.destroy();
  return { kind: "refused", error };
}

/** csv-parse's error in the operator's words, naming the line of the file where it found it. */
function csvProblem(err: CsvError): string {
  const line = typeof err.lines === "number" ? ` (line ${err.lines} of the file)` : "";
  switch (err.code) {
    case "CSV_MAX_RECORD_SIZE":
      return `A row is longer than ${MAX_RECORD_BYTES / 1024} KB${line}: this is not a list of addresses (is it one line without line breaks?).`;
    case "CSV_QUOTE_NOT_CLOSED":
      return `A quote is opened and never closed${line}: the file is not valid CSV.`;
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return `A character follows a closing quote${line}: the file is not valid CSV.`;
    default:
      return `The file is not valid CSV${line}: ${err.message}`;
  }
}
