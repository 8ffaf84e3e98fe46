import type { Db } from "../db/client.ts";
import { correctionsInForceRows, type CorrectionInForce } from "../db/demand-corrections.ts";
import type { Corrections } from "../matching/corrections.ts";

// The operator's corrections in force as matching applies them (matching/corrections.ts), by concept key.

const addTo = (m: Map<string, Set<number>>, key: string, id: number) => m.set(key, (m.get(key) ?? new Set()).add(id));

/** The corrections in force, oldest first, so the latest name of a concept wins. */
export function toCorrections(rows: readonly CorrectionInForce[]): Corrections {
  const merges: Array<[string, string]> = [];
  const separate = new Set<string>();
  const names = new Map<string, { name: string; at: number }>();
  const attached = new Map<string, Set<number>>();
  const excluded = new Map<string, Set<number>>();
  for (const r of [...rows].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    if (r.kind === "merge") merges.push([r.keys[0]!, r.keys[1]!]);
    else if (r.kind === "separate") for (const k of r.keys) separate.add(k);
    else if (r.kind === "name") for (const k of r.keys) names.set(k, { name: r.name!, at: Date.parse(r.at) });
    else if (r.kind === "attach") for (const k of r.keys) addTo(attached, k, r.course_id!);
    else for (const k of r.keys) addTo(excluded, k, r.course_id!);
  }
  return { merges, separate, names, attached, excluded };
}

/** The corrections in force, read on their own. */
export async function activeCorrections(db: Db): Promise<Corrections> {
  return toCorrections(await correctionsInForceRows(db));
}
