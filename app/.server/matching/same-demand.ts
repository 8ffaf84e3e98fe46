import { keyWords, type MatchWord } from "./concept.ts";
import { closeWords } from "./lexicon.ts";
import { MATCHING_VERSION } from "./rule.ts";
import { coverage, wordSimilarity } from "./similarity.ts";
import { FRAMING } from "./stop-words.ts";
import { stem } from "./text.ts";

// When two concepts ask for the same class: the Demand page's groups ("negotiation skills" and
// "how to negotiate a salary") and the searches that join a class wish. Both read the concepts with
// the one model of what a concept means (similarity.ts): how much of each the other covers.
//
// Two concepts ask for the same class when the most telling word of one is found, as itself or a
// form of it, in the other (its *anchor*: "negotiation" in "negotiate salary", "yoga" in "gentle
// yoga stretches", but not "meditation" in "yoga": close in the vectors, another class) and each
// covers enough of the other; or, without an anchor, when each covers nearly all of the other
// ("python for data analysis" and "data science with python").

/**
 * How close the anchor's match must be: the same word or stem (1), a derived form (0.9), a synonym
 * of telling words (0.9 × the lesser weight: "watercolour" / "watercolor" 0.85). The vectors alone
 * reach it only for near-identical words ("yoga" / "meditation" is 0.75).
 */
const ANCHORED = 0.8;
/**
 * With an anchor, how much of each concept the other must cover at least: 0.4 keeps "gentle yoga
 * stretches" with "yoga" (0.42) and "negotiation skills" with "how to negotiate a salary" (0.55);
 * 0.5 lost a third of the development set's pairs (docs/decisions/matching.md).
 */
const ANCHORED_COVERAGE = 0.4;
/** Without an anchor, how much of each concept the other must cover. */
export const SAME_DEMAND = 0.8;

/** Whether the most telling word of `a` (its heaviest) is found in `b` as itself, a form of it or a synonym. */
function anchored(a: readonly MatchWord[], b: readonly MatchWord[]): boolean {
  let telling: MatchWord | undefined;
  for (const w of a) if (!telling || w.weight > telling.weight) telling = w;
  return telling !== undefined && b.some((x) => wordSimilarity(telling, x) >= ANCHORED);
}

/** A number names a thing: "world war 1" and "world war 2", "python 2" and "python 3" are other classes (an age, "over 50s", is framing). */
const numbersOf = (words: readonly MatchWord[]): string[] => words.filter((w) => /\d/.test(w.word) && !FRAMING.has(w.word)).map((w) => w.word);
const sameNumbers = (a: readonly MatchWord[], b: readonly MatchWord[]): boolean => {
  const [na, nb] = [numbersOf(a), numbersOf(b)];
  return na.length === nb.length && na.every((n) => nb.includes(n));
};

/** Whether two concept keys ask for the same class. */
export function sameDemand(a: string, b: string): boolean {
  if (a === b) return a !== "";
  const wa = keyWords(a);
  const wb = keyWords(b);
  if (!sameNumbers(wa, wb)) return false;
  const least = Math.min(coverage(wa, wb), coverage(wb, wa));
  return least >= SAME_DEMAND || (least >= ANCHORED_COVERAGE && (anchored(wa, wb) || anchored(wb, wa)));
}

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

/** Members kept per word family to compare a new key with (the first, most asked): keeps the cost linear in the keys. */
const CANDIDATES = 8;

/**
 * Which group each key belongs to, worked out once per key and kept. A new key is compared with the
 * members it shares a word family with, and joins every group holding one it is the same demand as
 * — a member, not only the first: "japanese" joins "japanese language" and, through it,
 * "conversational japanese" — merging them (union–find); a group is named by its oldest key (the
 * most asked). Membership so does not depend on the date range asked, and a page costs only its new
 * keys. One per database (admin/demand.ts), which holds its keys anyway: groups never mix what two
 * databases were asked.
 */
/** What DemandGroups has worked out, to keep across a start (admin/demand-index.ts keeps it with the searches). */
export type GroupsState = { rule: string; separate: string[]; keys: string[]; parent: Int32Array; families: Array<[string, number[]]> };

export class DemandGroups {
  /** Concepts the operator moved out of their groups: each is alone, and no other joins it. */
  readonly separate: ReadonlySet<string>;
  /** Each key's node in the union–find forest; a group is a tree, named by its root (the lowest node). */
  private readonly nodeOf = new Map<string, number>();
  private readonly keyOf: string[] = [];
  private readonly parent: number[] = [];
  /** Per word family (a stem, and the stems of its derived forms and synonyms), the first members (nodes) that hold it. */
  private readonly membersByFamily = new Map<string, number[]>();

  constructor(separate: ReadonlySet<string> = new Set()) {
    this.separate = separate;
  }

  /** Groups as kept by `state()`, when they were worked out by this rule; undefined otherwise. */
  static from(state: GroupsState): DemandGroups | undefined {
    if (state.rule !== MATCHING_VERSION) return undefined;
    const groups = new DemandGroups(new Set(state.separate));
    state.keys.forEach((key, node) => {
      groups.nodeOf.set(key, node);
      groups.keyOf.push(key);
      groups.parent.push(state.parent[node]!);
    });
    for (const [family, members] of state.families) groups.membersByFamily.set(family, members);
    return groups;
  }

  /** What has been worked out, to be kept (`from` takes it back). */
  state(): GroupsState {
    return { rule: MATCHING_VERSION, separate: [...this.separate], keys: [...this.keyOf], parent: Int32Array.from(this.parent), families: [...this.membersByFamily] };
  }

  /** How many keys have been placed in groups. */
  get size(): number {
    return this.keyOf.length;
  }

  /**
   * Groups concept keys that ask for the same thing, in the order given (most asked first). Only
   * members sharing a word family are compared (an anchor is such a word; concepts that cover each
   * other nearly all share one too), so it stays fast over many thousands of keys.
   */
  group(keys: readonly string[]): string[][] {
    for (const key of keys) if (key !== "") this.add(key);
    const groups = new Map<number, string[]>();
    for (const key of keys) {
      if (key === "") continue;
      const g = this.root(this.nodeOf.get(key)!);
      const members = groups.get(g);
      if (members) members.push(key);
      else groups.set(g, [key]);
    }
    return [...groups.values()];
  }

  private root(node: number): number {
    let r = node;
    while (this.parent[r] !== r) r = this.parent[r]!;
    for (let n = node; this.parent[n] !== r; ) [n, this.parent[n]] = [this.parent[n]!, r];
    return r;
  }

  private add(key: string): void {
    if (this.nodeOf.has(key)) return;
    const node = this.parent.push(this.parent.length) - 1;
    this.nodeOf.set(key, node);
    this.keyOf.push(key);
    if (this.separate.has(key)) return;
    const words = keyWords(key);
    const candidates = new Set(words.flatMap((w) => this.membersByFamily.get(w.stem) ?? []));
    for (const member of candidates) {
      if (!sameDemand(this.keyOf[member]!, key)) continue;
      const [a, b] = [this.root(member), this.root(node)];
      if (a !== b) this.parent[Math.max(a, b)] = Math.min(a, b);
    }
    for (const family of new Set(words.flatMap((w) => [w.stem, ...closeWords(w.word).map(stem)]))) {
      const list = this.membersByFamily.get(family) ?? [];
      if (list.length < CANDIDATES) list.push(node);
      this.membersByFamily.set(family, list);
    }
  }
}
