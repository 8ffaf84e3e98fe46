import { keyWords, type MatchWord } from "./concept.ts";
import { similarity } from "./rule.ts";

// When two concepts ask for the same class: the Demand page's groups ("python for data analysis"
// and "data science with python") and the searches that join a class wish. The words are read and
// compared as the matching rule reads and compares them (rule.ts similarity): each concept's words
// find their closest words in the other, weighted by how much they say, both ways.

/**
 * How much of each concept the other must cover. Measured on paraphrases: "python for data
 * analysis" ~ "data science with python" 0.92, "watercolour painting" ~ "watercolor painting for
 * beginners" 0.90; kept apart: "korean" and "japanese" 0.75, "python" and "python for data
 * analysis" 0.59.
 */
export const SAME_DEMAND = 0.8;

function coverage(a: MatchWord[], b: MatchWord[]): number {
  const total = a.reduce((s, w) => s + w.weight, 0);
  if (total === 0 || b.length === 0) return 0;
  let covered = 0;
  for (const w of a) {
    let best = 0;
    for (const x of b) best = Math.max(best, similarity(w, x));
    covered += w.weight * best;
  }
  return covered / total;
}

/** How alike two concept keys are (0…1): the lesser of the two coverages. */
export const sameDemandScore = (a: string, b: string): number => {
  if (a === b) return a === "" ? 0 : 1;
  const wa = keyWords(a);
  const wb = keyWords(b);
  return Math.min(coverage(wa, wb), coverage(wb, wa));
};

export const sameDemand = (a: string, b: string): boolean => sameDemandScore(a, b) >= SAME_DEMAND;

/** How much of a wish a search must cover: a wish is often a sentence that a search asks for in fewer words. */
const WISH_COVERED = 0.5;

/**
 * Whether a search asks for a class wish: the wish covers what the search asks for, as for the same
 * demand, and the search covers at least half of the wish ("deep sea creatures" asks for "What
 * lives among the deep sea creatures?"; "sea shanties on the ukulele" does not).
 */
export function asksForWish(searchKey: string, wishKey: string): boolean {
  if (searchKey === wishKey) return searchKey !== "";
  const s = keyWords(searchKey);
  const w = keyWords(wishKey);
  return coverage(s, w) >= SAME_DEMAND && coverage(w, s) >= WISH_COVERED;
}

/** Leaders compared per new key at most (most asked first): keeps the cost linear in the keys. */
const CANDIDATES = 8;
/** A new key is compared with the leaders sharing one of its this many most telling words (two concepts that mean the same share those). */
const TELLING_WORDS = 2;

/**
 * Which group each key belongs to, worked out once per key and kept: a group is named by its first
 * key, its leader, and a new key joins the first leader it is the same demand as. Membership so does
 * not depend on the date range asked, and a page costs only its new keys. One per database
 * (admin/demand.ts), which holds its keys anyway: groups never mix what two databases were asked.
 */
export class DemandGroups {
  private readonly leaders: string[] = [];
  private readonly leaderOf = new Map<string, number>();
  private readonly leadersByWord = new Map<string, number[]>();

  /**
   * Groups concept keys that ask for the same thing, in the order given (most asked first): each key
   * joins the group of the first leader it is the same demand as, else leads one. Only leaders
   * sharing a topic word are compared, so it stays fast over many thousands of keys.
   */
  group(keys: readonly string[]): string[][] {
    const groups = new Map<number, string[]>();
    for (const key of keys) {
      if (key === "") continue;
      const g = this.leaderFor(key);
      const members = groups.get(g);
      if (members) members.push(key);
      else groups.set(g, [key]);
    }
    return [...groups.values()];
  }

  private leaderFor(key: string): number {
    let at = this.leaderOf.get(key);
    if (at !== undefined) return at;
    const words = key.split(" ");
    const telling = [...keyWords(key)].sort((a, b) => b.weight - a.weight).slice(0, TELLING_WORDS).map((w) => w.word);
    const candidates = [...new Set(telling.flatMap((w) => this.leadersByWord.get(w) ?? []))].sort((a, b) => a - b);
    at = candidates.find((g) => sameDemand(this.leaders[g]!, key));
    if (at === undefined) {
      at = this.leaders.push(key) - 1;
      // Only a word's first leaders are ever compared (the most asked), so no more are kept.
      for (const w of words) {
        const list = this.leadersByWord.get(w) ?? [];
        if (list.length < CANDIDATES) list.push(at);
        this.leadersByWord.set(w, list);
      }
    }
    this.leaderOf.set(key, at);
    return at;
  }
}
