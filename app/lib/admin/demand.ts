import { BUDGET, CLASS_SIZE } from "../schemas/limits.ts";

// How the console summarises what visitors ask for. Pure, so the figures on the Demand page are
// the ones these functions' tests pin down. Which concepts belong together is matching's
// (app/.server/matching/same-demand.ts).

/** The median of values each counted `counts[i]` times (value `valueOf(i)`, in increasing order): the middle one, or the mean of the two middle ones for an even total; undefined when empty. */
export function medianOfCounts(counts: readonly number[], valueOf: (i: number) => number): number | undefined {
  const total = counts.reduce((s, n) => s + n, 0);
  if (total === 0) return undefined;
  // The 0-based positions of the middle one or two values in the sorted whole.
  const [low, high] = [Math.floor((total - 1) / 2), Math.floor(total / 2)];
  let seen = 0;
  let lowValue: number | undefined;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i]!;
    if (lowValue === undefined && seen > low) lowValue = valueOf(i);
    if (seen > high) return (lowValue! + valueOf(i)) / 2;
  }
  return undefined;
}

/** The median of a list of values (the mean of the two middle ones for an even count); undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return medianOfCounts(sorted.map(() => 1), (i) => sorted[i]!);
}

export type Bin = { label: string; from: number; to: number; count: number };

/** Budgets (each `times[i]` times, once when not given) in S$50 bins across the slider's whole range: S$10–50, S$60–100, … S$460–500. */
export function budgetHistogram(budgets: readonly number[], times?: readonly number[]): Bin[] {
  const bins: Bin[] = [];
  for (let from = BUDGET.min; from <= BUDGET.max; from += 50) {
    const to = Math.min(from + 40, BUDGET.max);
    bins.push({ label: `S$${from}–${to}`, from, to, count: 0 });
  }
  budgets.forEach((b, i) => {
    const bin = bins.find((x) => b >= x.from && b <= x.to);
    if (bin) bin.count += times?.[i] ?? 1;
  });
  return bins;
}

/** One bin per class size, 1 to 25 (each size `times[i]` times, once when not given). */
export function classSizeHistogram(sizes: readonly number[], times?: readonly number[]): Bin[] {
  const bins: Bin[] = [];
  for (let n = CLASS_SIZE.min; n <= CLASS_SIZE.max; n++) bins.push({ label: String(n), from: n, to: n, count: 0 });
  sizes.forEach((s, i) => {
    const bin = bins[s - CLASS_SIZE.min];
    if (bin) bin.count += times?.[i] ?? 1;
  });
  return bins;
}

export type ConceptDemand = {
  /** The concept key (app/.server/matching/text.ts: its topic words) or, for a group, its first key. */
  concept: string;
  /** How it was most often typed: the concept's label (the key reads as bare words, "kid mandarin"). */
  example: string;
  /** How many different ways it was typed. */
  spellings: number;
  count: number;
  medianBudget: number;
  medianClassSize: number;
};

/** The Demand page lists this many concepts a page, so its size does not grow with the data. */
export const CONCEPTS_PER_PAGE = 50;

/** Why a concept's searches count among a course's askers: the matching rule's score and words, and whether the operator left them out. */
export type AskedConcept = ConceptDemand & { score: number; why: string; excluded: boolean };

/** A concept the matching does not count for a course, with how near it came (a course's page lists the nearest to attach). */
export type NearConcept = { concept: string; example: string; count: number; score: number; why: string };
/**
 * The nearest concepts of a course, of the NEAR_CANDIDATES most asked; `shownFrom`: the score from
 * which the matching shows a course, when a concept word comes at least `strongWord` close to one of its words
 * (`closeInUse` when only the word vectors bring the two together).
 */
export type NearConcepts = { concepts: NearConcept[]; shownFrom: number; strongWord: number; closeInUse: number };

/**
 * How many of the most asked concepts a course's nearest are looked for among, each scored against
 * the course: 10–20 ms for 500 of bench:demand's keys once their words were read against the
 * catalog, 0.7 s the first time after a start (4 s for 1,000 on a loaded machine). So they are
 * worked out when the operator asks, not with the askers, whose first call after a start has 1 s.
 */
export const NEAR_CANDIDATES = 500;

/** A group of concepts that ask for the same thing (the Demand page), with where its searches came from and how they trend. */
export type DemandGroup = ConceptDemand & {
  /** The name the operator gave the group, if any. */
  name?: string;
  /** The group's other concepts (a few, after the first, whose spelling is the example), each as typed most often, most asked first. */
  members: string[];
  /** Searches by how the visitor came: a shared link's referral or straight to the site. */
  sources: Array<{ source: string; count: number }>;
  /** Searches in the last 7 days of the range, and the 7 days before. */
  recent: number;
  previous: number;
};

/**
 * "Create a course from this group": the new-course form's link, filled from the group as a wish's
 * link is (lib/admin/course-form.ts coursePrefill reads the same parameters, and checks them again):
 * the title is how the group was most often typed, the price its median budget, the class size its
 * median size. No description: it is the course page's public text, and a note about the demand
 * put there was published unnoticed (visitors' own words with it).
 */
export function groupCourseLink(g: DemandGroup): string {
  const title = g.example.replace(/[\p{Cc}\s]+/gu, " ").trim();
  const params = new URLSearchParams({
    title: [...title].slice(0, 120).join(""),
    price: String(Math.round(g.medianBudget)),
    class_size: String(Math.round(g.medianClassSize)),
  });
  return `/admin/courses/new?${params}`;
}

/** A group's trend in words: its searches in the last 7 days against the 7 before. */
export function trendOf(g: Pick<DemandGroup, "recent" | "previous">): string {
  if (g.recent === 0 && g.previous === 0) return "none in the last 14 days";
  if (g.previous === 0) return `${g.recent} in the last 7 days, new`;
  const change = Math.round(((g.recent - g.previous) / g.previous) * 100);
  return `${g.recent} in the last 7 days (${change >= 0 ? "+" : ""}${change} % on the 7 before)`;
}
