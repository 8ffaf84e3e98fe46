import { Readable } from "node:stream";
import { IMPORT_CONFIRMATIONS_PER_MINUTE } from "../../lib/admin/imports.ts";
import { withoutControlChars } from "../../lib/schemas/input.ts";
import type { Executor } from "../db/client.ts";
import { unclosedCourseIds } from "../db/courses.ts";
import {
  deleteSubscribers,
  forgetOldCheckedFiles,
  importMailUntil,
  insertConfirmations,
  insertImportEvidence,
  insertImportedMemberships,
  insertImportedSubscribers,
  knownAddresses,
  recordImport,
  sharedMailboxes,
  takeImportFile,
  updateImport,
  type ImportedMembership,
} from "../db/imports.ts";
import { suppressedAmong } from "../mail/suppression.ts";
import type { Services } from "../services.ts";
import { readImportCsv } from "./read-csv.ts";
import { readImportRow, type ImportRow, type NotAdded } from "./rows.ts";

// Bringing an existing list (the console's Import, POST /api/admin/imports). A row whose consent
// the operator states (where and when they opted in: kept as the evidence) is added confirmed at
// its own sign-up time, so its place on the launch list is kept, and is sent nothing; any other
// row is added pending and gets the confirmation e-mail every sign-up gets, spread over time, and
// joins only by its own click. Addresses the intake refuses (invalid, disposable), the suppression
// list holds, or that unsubscribed are never added; an address already known is left as it is, so
// importing the same file twice adds nothing. The whole file is read and checked before anything
// is written; then each batch commits whole.

/** Rows per transaction: each batch commits whole. */
export const IMPORT_BATCH = 1_000;
export { IMPORT_CONFIRMATIONS_PER_MINUTE };

export type ImportCounts = {
  rows: number;
  /** Added: `confirmed` (stated consent) plus `to_confirm` (asked by e-mail). */
  new: number;
  confirmed: number;
  to_confirm: number;
  /** Already known (any spelling of the mailbox), or the same address earlier in the file: left as it is. */
  known: number;
  invalid: number;
  disposable: number;
  suppressed: number;
  unsubscribed: number;
};

export type ImportOutcome =
  | { kind: "refused"; error: string }
  | {
      kind: "imported";
      importId: number;
      dryRun: boolean;
      counts: ImportCounts;
      ignoredColumns: string[];
      /** When the last confirmation goes out (null: none). */
      confirmationsUntil: Date | null;
      notAdded: NotAdded[];
    };

const REASONS = {
  suppressed: "On the suppression list (a bounce, a complaint or the operator's): no mail goes to it.",
  unsubscribed: "This mailbox unsubscribed: only its own Subscribe again brings it back.",
  known: "Already known (pending or confirmed): left as it is.",
  spelling: "Another spelling of a mailbox already known (+tag or Gmail's dots): left as it is.",
} as const;

class DryRunDone extends Error {}

/** A console upload, checked (a dry run that keeps the file for importChecked). */
export async function checkUploaded(s: Services, bytes: Buffer, fileName: string): Promise<ImportOutcome> {
  await forgetOldCheckedFiles(s.db, CHECKED_FILE_HOURS);
  return importList(s, Readable.from([bytes]), { dryRun: true, fileName, keep: bytes });
}

/** How long a checked file waits to be imported: after that it is checked again (the list may have changed meanwhile). */
export const CHECKED_FILE_HOURS = 24;

/**
 * Imports a CSV list (or counts what it would do: `dryRun`, the same writes rolled back). `keep`:
 * the file's bytes, kept with a dry run so the console can import what it checked (importChecked).
 */
export async function importList(
  s: Services,
  input: Readable | AsyncIterable<Uint8Array | string>,
  opts: { dryRun: boolean; fileName?: string; keep?: Buffer; includeSequence?: boolean },
  now = new Date(),
): Promise<ImportOutcome> {
  // Read twice rather than hold every row: the first pass checks the whole file (nothing is written
  // from a file that turns out not to be a list) and keeps only each address's first row; the second
  // reads it again and writes those rows a batch at a time.
  const file = opts.keep ?? (await readAll(input));
  const courseIds = await listableCourses(s.db);
  const notAdded: NotAdded[] = [];
  const first = new Map<string, number>();
  const read = await readImportCsv(Readable.from([file]), (record) => {
    const checked = readImportRow(s.config, record, courseIds, now);
    if (checked.kind === "not-added") return void notAdded.push(checked.notAdded);
    const earlier = first.get(checked.row.email);
    if (earlier !== undefined) return void notAdded.push({ row: record.row, address: checked.row.email, outcome: "duplicate", reason: `The same address as row ${earlier}.` });
    first.set(checked.row.email, record.row);
  });
  if (read.kind === "refused") return read;
  const fileName = withoutControlChars(opts.fileName ?? "").slice(0, 200) || null;
  const importId = await recordImport(s.db, { dryRun: opts.dryRun, fileName, counts: {}, rowsNotAdded: [], file: opts.dryRun ? (opts.keep ?? null) : null, includeSequence: opts.includeSequence === true });
  const run = { importId, next: Math.max(now.getTime(), (await importMailUntil(s.db))?.getTime() ?? 0), confirmations: 0, last: null as Date | null, confirmed: 0, toConfirm: 0 };
  const finish = async (stopped?: string) => {
    const counts = countsOf(read.rows, notAdded, run);
    // In the file's order: those the checks refused come first, those the batches found later.
    notAdded.sort((a, b) => a.row - b.row);
    await updateImport(s.db, importId, { counts: { ...counts, ...(stopped ? { added_before_the_failure: run.confirmed + run.toConfirm } : {}) }, rowsNotAdded: notAdded, mailUntil: opts.dryRun ? null : run.last });
    return counts;
  };
  /** The second pass: each address's first valid row, IMPORT_BATCH at a time, to `write`. */
  const writeAll = async (write: (batch: ImportRow[]) => Promise<void>) => {
    let batch: ImportRow[] = [];
    await readImportCsv(Readable.from([file]), async (record) => {
      const checked = readImportRow(s.config, record, courseIds, now);
      if (checked.kind !== "row" || first.get(checked.row.email) !== record.row) return;
      batch.push(checked.row);
      if (batch.length < IMPORT_BATCH) return;
      const full = batch;
      batch = [];
      await write(full);
    });
    if (batch.length > 0) await write(batch);
  };
  try {
    if (opts.dryRun) {
      // The same writes in one transaction that is rolled back: the counts are the real run's.
      await s.db
        .transaction(async (tx) => {
          await writeAll((batch) => writeBatch(tx, s, run, batch, notAdded));
          throw new DryRunDone();
        })
        .catch((err: unknown) => {
          if (!(err instanceof DryRunDone)) throw err;
        });
    } else {
      await writeAll((batch) => s.db.transaction((tx) => writeBatch(tx, s, run, batch, notAdded)));
    }
  } catch (err) {
    await finish("a batch failed");
    throw err;
  }
  const counts = await finish();
  return { kind: "imported", importId, dryRun: opts.dryRun, counts, ignoredColumns: read.ignoredColumns, confirmationsUntil: opts.dryRun ? null : run.last, notAdded };
}

/**
 * Imports the file a console dry run checked: taken once (a second press, or a second operator,
 * finds it gone and imports nothing twice; importing it again would add nothing anyway).
 * `includeSequence`: its people get the lists' sequences (decisions/sequences.md); otherwise none.
 */
export async function importChecked(s: Services, dryRunId: number, opts: { includeSequence?: boolean } = {}): Promise<ImportOutcome | { kind: "gone" }> {
  const taken = await takeImportFile(s.db, dryRunId);
  if (!taken) return { kind: "gone" };
  return importList(s, Readable.from([taken.file]), { dryRun: false, fileName: taken.fileName ?? undefined, includeSequence: opts.includeSequence });
}

/** The request's body, whole (its size bounded by the caller): an import reads it twice. */
async function readAll(input: Readable | AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  return Buffer.concat(chunks);
}

/** Courses whose list an import may name: any not closed. */
async function listableCourses(db: Executor): Promise<Set<number>> {
  return new Set(await unclosedCourseIds(db));
}

type Run = { importId: number; next: number; confirmations: number; last: Date | null; confirmed: number; toConfirm: number };

async function writeBatch(tx: Executor, s: Services, run: Run, batch: ImportRow[], notAdded: NotAdded[]): Promise<void> {
  const emails = batch.map((r) => r.email);
  const [suppressed, known] = [await suppressedAmong(tx, emails), await knownAddresses(tx, emails)];
  const fresh: ImportRow[] = [];
  const skip = (r: ImportRow, outcome: NotAdded["outcome"], reason: string) => notAdded.push({ row: r.row, address: r.email, outcome, reason });
  for (const r of batch) {
    const status = known.get(r.email);
    if (suppressed.has(r.email)) skip(r, "suppressed", REASONS.suppressed);
    else if (status === "unsubscribed") skip(r, "unsubscribed", REASONS.unsubscribed);
    else if (status) skip(r, "known", REASONS.known);
    else fresh.push(r);
  }
  const ids = await insertImportedSubscribers(tx, fresh);
  const shared = await sharedMailboxes(tx, [...ids.values()].map((v) => v.id));
  await deleteSubscribers(tx, [...shared.keys()]);
  const added: Array<ImportRow & { subscriberId: number }> = [];
  for (const r of fresh) {
    const id = ids.get(r.email)?.id;
    const other = id === undefined ? undefined : shared.get(id);
    // Not inserted: a sign-up for the address committed meanwhile.
    if (id === undefined) skip(r, "known", REASONS.known);
    else if (other) skip(r, other.optedOut ? "unsubscribed" : "known", other.optedOut ? REASONS.unsubscribed : REASONS.spelling);
    else added.push({ ...r, subscriberId: id });
  }
  const memberships: ImportedMembership[] = added.flatMap((r) =>
    r.lists.map((l) => ({ subscriberId: r.subscriberId, list: l.list === "course" ? "course" : l.list === "newsletter" ? "newsletter" : "launch", courseId: l.list === "course" ? l.courseId : null, since: r.signedUpAt, active: r.consent !== undefined })),
  );
  await insertImportedMemberships(tx, memberships);
  await insertImportEvidence(tx, run.importId, added);
  const asked = added.filter((r) => !r.consent);
  const slots = asked.map((r) => {
    const at = new Date(run.next + Math.floor(run.confirmations++ / IMPORT_CONFIRMATIONS_PER_MINUTE) * 60_000);
    run.last = at;
    return { subscriberId: r.subscriberId, sendAfter: at };
  });
  const byTime = await insertConfirmations(tx, slots, s.config.publicHost);
  const now = Date.now();
  for (const [at, messageIds] of byTime) await s.mail.enqueue(tx, messageIds, at > now ? new Date(at) : undefined);
  run.confirmed += added.length - asked.length;
  run.toConfirm += asked.length;
}

function countsOf(rows: number, notAdded: NotAdded[], run: Run): ImportCounts {
  const n = (outcome: NotAdded["outcome"]) => notAdded.filter((r) => r.outcome === outcome).length;
  return {
    rows,
    new: run.confirmed + run.toConfirm,
    confirmed: run.confirmed,
    to_confirm: run.toConfirm,
    known: n("known") + n("duplicate"),
    invalid: n("invalid"),
    disposable: n("disposable"),
    suppressed: n("suppressed"),
    unsubscribed: n("unsubscribed"),
  };
}
