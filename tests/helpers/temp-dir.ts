import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Every folder made here goes: runs left them in the system's temp folder, embedded servers' data
// folders among them (50 MB and more each). Vitest removes a file's when the file is done
// (setup.ts), and its workers may be killed rather than exit; every other process (Playwright's
// run, a bench) when it exits: after the servers it started have stopped, and with them their
// PostgreSQL.

/** Removes a folder (best effort: a test's leftovers must not fail the run). */
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

const made: string[] = [];
/** Removes every folder tempDir made so far. */
export const removeMadeDirs = () => made.splice(0).forEach(removeDir);
process.once("exit", removeMadeDirs);

/** A new folder under the system's temp folder, removed by removeMadeDirs or when this process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
