import { toCsv } from "../admin/csv.ts";
import { findImport } from "../db/imports.ts";
import type { Executor } from "../db/client.ts";

// An import's rows not added, as the CSV the console and the operator API download: one line per
// row with its number in the file, the address as given, what happened and why. Cells that a
// spreadsheet would run as a formula (=HYPERLINK(…)) are written as text (csvCell).

export const NOT_ADDED_HEADER = ["row", "address", "outcome", "reason"] as const;

/** The CSV of an import's rows not added; undefined when there is no such import. */
export async function notAddedCsv(db: Executor, importId: number): Promise<string | undefined> {
  const found = await findImport(db, importId);
  if (!found) return undefined;
  return toCsv(
    NOT_ADDED_HEADER,
    found.rowsNotAdded.map((r) => [r.row, r.address, r.outcome, r.reason]),
  );
}

export const notAddedFileName = (importId: number) => `classwish-import-${importId}-not-added.csv`;
