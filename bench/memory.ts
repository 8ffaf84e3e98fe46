// Memory of a group of processes (a server and its database), from /proc. RSS counts every page a
// process maps, so PostgreSQL's shared buffers are counted once per backend that touched them;
// PSS divides each shared page among the processes sharing it, so its sum is what the group costs.
import { readdirSync, readFileSync } from "node:fs";

export type Memory = { rssKb: number; pssKb: number; processes: number };

const field = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);

/** RSS and PSS summed over the processes (one that has exited meanwhile is left out). */
export function memoryOf(pids: number[]): Memory {
  const sum: Memory = { rssKb: 0, pssKb: 0, processes: 0 };
  for (const pid of new Set(pids)) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      sum.rssKb += field(rollup, "Rss");
      sum.pssKb += field(rollup, "Pss");
      sum.processes++;
    } catch {
      // Gone (a backend that closed), or not ours to read.
    }
  }
  return sum;
}

/** The process and all its descendants (an embedded PostgreSQL's postmaster and its backends). */
export function withDescendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command name, which may itself hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Exited while we looked.
    }
  }
  const all: number[] = [];
  const visit = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return all;
}

export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Samples the group's memory every `intervalMs` until stopped; keeps the peak of each sum. */
export function sampleMemory(pids: () => Promise<number[]>, intervalMs = 500): { stop(): Promise<Memory> } {
  const peak: Memory = { rssKb: 0, pssKb: 0, processes: 0 };
  let last: Promise<void> = Promise.resolve();
  const sample = async () => {
    const now = memoryOf(await pids());
    peak.rssKb = Math.max(peak.rssKb, now.rssKb);
    peak.pssKb = Math.max(peak.pssKb, now.pssKb);
    peak.processes = Math.max(peak.processes, now.processes);
  };
  const timer = setInterval(() => {
    // One sample at a time: a slow one is not overtaken by the next.
    last = last.then(sample).catch(() => {});
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await last;
      return peak;
    },
  };
}
