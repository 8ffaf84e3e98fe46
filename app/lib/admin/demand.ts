import { BUDGET, CLASS_SIZE } from "../schemas/limits.ts";

// How the console groups and summarises what visitors ask for. Pure, so the figures on the Demand
// page are the ones these functions' tests pin down.

// Words that end in s without being plurals; "physics" must not become "physic".
const SINGULAR_S = /(ss|us|is|ics|ous)$/;

/** Simple English plurals to singular: studies → study, classes → class, holes → hole. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !SINGULAR_S.test(word)) return word.slice(0, -1);
  return word;
}

/** One key per concept however it was typed: case, spacing and simple plurals do not matter. */
export function normaliseConcept(concept: string): string {
  return concept.trim().toLowerCase().split(/\s+/u).filter(Boolean).map(singular).join(" ");
}

/** The middle value (the mean of the two middle ones for an even count); undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type Bin = { label: string; from: number; to: number; count: number };

/** Budgets in S$50 bins across the slider's whole range: S$10–50, S$60–100, … S$460–500. */
export function budgetHistogram(budgets: readonly number[]): Bin[] {
  const bins: Bin[] = [];
  for (let from = BUDGET.min; from <= BUDGET.max; from += 50) {
    const to = Math.min(from + 40, BUDGET.max);
    bins.push({ label: `S$${from}–${to}`, from, to, count: 0 });
  }
  for (const b of budgets) {
    const bin = bins.find((x) => b >= x.from && b <= x.to);
    if (bin) bin.count++;
  }
  return bins;
}

/** One bin per class size, 1 to 25. */
export function classSizeHistogram(sizes: readonly number[]): Bin[] {
  const bins: Bin[] = [];
  for (let n = CLASS_SIZE.min; n <= CLASS_SIZE.max; n++) bins.push({ label: String(n), from: n, to: n, count: 0 });
  for (const s of sizes) {
    const bin = bins[s - CLASS_SIZE.min];
    if (bin) bin.count++;
  }
  return bins;
}

export type ConceptDemand = {
  /** The normalised key. */
  concept: string;
  /** How it was most often typed: the concept's label (the key reads as stems, "mandarin for kid"). */
  example: string;
  /** How many different ways it was typed. */
  spellings: number;
  count: number;
  medianBudget: number;
  medianClassSize: number;
};

/** Groups searches by normalised concept, most asked first (ties alphabetical). */
export function groupConcepts(rows: ReadonlyArray<{ concept: string; budget: number; classSize: number }>): ConceptDemand[] {
  const groups = new Map<string, { budgets: number[]; sizes: number[]; spellings: Map<string, number> }>();
  for (const r of rows) {
    const key = normaliseConcept(r.concept);
    if (!key) continue;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { budgets: [], sizes: [], spellings: new Map() }));
    g.budgets.push(r.budget);
    g.sizes.push(r.classSize);
    const spelled = r.concept.trim().replace(/\s+/gu, " ");
    g.spellings.set(spelled, (g.spellings.get(spelled) ?? 0) + 1);
  }
  return [...groups]
    .map(([concept, g]) => ({
      concept,
      example: [...g.spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
      spellings: g.spellings.size,
      count: g.budgets.length,
      medianBudget: median(g.budgets)!,
      medianClassSize: median(g.sizes)!,
    }))
    .sort((a, b) => b.count - a.count || a.concept.localeCompare(b.concept));
}

/** The Demand page lists this many concepts a page, so its size does not grow with the data. */
export const CONCEPTS_PER_PAGE = 50;

/** Concepts whose grouping key holds the search term (normalised the same way), or all of them. */
export function findConcepts(concepts: ConceptDemand[], q: string | undefined): ConceptDemand[] {
  const key = q ? normaliseConcept(q) : "";
  return key ? concepts.filter((c) => c.concept.includes(key)) : concepts;
}
