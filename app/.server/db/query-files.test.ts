import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// SQL lives in app/.server/db/ (docs/decisions/query-files.md): use cases call its functions and
// hold the rules. This reads every other server module and fails on a statement written there.

const root = path.resolve(import.meta.dirname, "../../..");
const SCANNED = ["app/.server", "server"];
const DB = "app/.server/db/";

/** What cannot move, each with its reason; an entry that no longer matches fails too (drop it). */
const ALLOWED: Record<string, { finding: Finding; why: string }[]> = {
  "app/.server/mail/queue.ts": [{ finding: "drizzle-orm", why: "pg-boss writes its jobs in the caller's transaction through drizzle's sql tag (fromDrizzle): an adapter, no statement of ours" }],
  "app/.server/demand-alerts/check-thresholds.ts": [{ finding: "drizzle-orm", why: "TransactionRollbackError, to tell a rollback it asked for: an error class, no statement" }],
  "app/.server/embedded-postgres.ts": [{ finding: "raw query", why: "the supervisor creates the app's database on its own connection before any pool exists" }],
  "app/.server/catalog-changes.ts": [{ finding: "raw query", why: "the change listener's LISTEN and heartbeat on its own connection: no rows read or written" }],
};

type Finding = "sql tag" | "drizzle-orm" | "schema table" | "query builder" | "raw query";

const CHECKS: Array<[Finding, RegExp]> = [
  // sql`…`, sql.join, sql.param, sql.raw: SQL text or fragments.
  ["sql tag", /\bsql(?:<[^>]*>)?`|\bsql\.(?:join|param|raw|placeholder|identifier)\(/],
  // A value import from drizzle-orm (operators, the sql tag); `import type` is only types.
  ["drizzle-orm", /^import\s+(?!type\b)[^;]*from\s+["']drizzle-orm(?:\/[^"']*)?["']/m],
  // A table object: what a query is built from.
  ["schema table", /^import\s+(?!type\b)[^;]*from\s+["'][^"']*db\/schema(?:\.ts)?["']/m],
  // A statement built on a database handle or transaction, chained across lines or not.
  ["query builder", /\b(?:db|tx|trx|executor|database)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|\$count)\s*\(/],
  // Raw SQL on a pg client.
  ["raw query", /\.query\(\s*[`"'](?:\s*)(?:select|insert|update|delete|with|create|drop|alter|listen|notify|lock)\b/i],
];

function findings(text: string): Finding[] {
  return CHECKS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

function serverFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !rel.startsWith(DB)) out.push(rel);
    }
  };
  for (const dir of SCANNED) walk(dir);
  return out;
}

describe("query files hold the queries", () => {
  it("tells a statement from other code", () => {
    expect(findings("const rows = await db\n    .select({ id: t.id })\n    .from(t);")).toEqual(["query builder"]);
    expect(findings("await tx.execute(q);")).toEqual(["query builder"]);
    expect(findings("const q = sql`select 1`;")).toEqual(["sql tag"]);
    expect(findings('import { and, eq } from "drizzle-orm";')).toEqual(["drizzle-orm"]);
    expect(findings('import { messages } from "../db/schema.ts";')).toEqual(["schema table"]);
    expect(findings('await client.query("select 1 from pg_database");')).toEqual(["raw query"]);
    // Types, hashes, maps and buffers are not statements.
    expect(findings('import type { SQL } from "drizzle-orm";\nimport type { Message } from "../db/schema.ts";')).toEqual([]);
    expect(findings('createHash("sha256").update(data); held.delete(key); Buffer.from(x); Readable.from([b]);')).toEqual([]);
  });

  it("no SQL outside app/.server/db/ but what cannot move, each with its reason", () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: Record<string, Finding[]> = {};
    for (const file of files) {
      const f = findings(readFileSync(path.join(root, file), "utf8"));
      if (f.length > 0) found[file] = f;
    }
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([file, entries]) => [file, entries.map((e) => e.finding).toSorted()]));
    expect(Object.fromEntries(Object.entries(found).map(([file, f]) => [file, f.toSorted()]))).toEqual(allowed);
  });
});
