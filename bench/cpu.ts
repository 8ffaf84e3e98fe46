// CPU time of processes, from /proc: what a request costs the machine, which stays put when other
// work shares the cores (requests/s do not). Used beside the throughput figures.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Client } from "pg";

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** User plus system CPU a process has used so far, in ms (0 once it has gone). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces); utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving a database's connections now (their pids). */
export async function backendsOf(url: string): Promise<number[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU used by an application process and by its database's backends while `work` runs, in ms.
 * A backend that opens during the work counts from its start; one that closes before the end is
 * missed (pools keep theirs open under load).
 */
export async function cpuDuring<T>(appPid: number, databaseUrl: string, work: () => Promise<T>): Promise<{ result: T; appMs: number; databaseMs: number }> {
  const before = new Map((await backendsOf(databaseUrl)).map((pid) => [pid, cpuMs(pid)]));
  const appBefore = cpuMs(appPid);
  const result = await work();
  const appMs = cpuMs(appPid) - appBefore;
  const databaseMs = (await backendsOf(databaseUrl)).reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0);
  return { result, appMs, databaseMs };
}
