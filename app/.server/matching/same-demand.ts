import { acronymFamilies, initialsFamilies } from "./acronyms.ts";
import { compoundParts } from "./compounds.ts";
import { isFieldHead, keyWords, numberValue, type MatchWord } from "./concept.ts";
import { closeOrDefinedWords, closeOrDefiningWords, closeWords, isModifier } from "./lexicon.ts";
import { MATCHING_VERSION } from "./rule.ts";
import { coverage, likeness, wholeLikeness } from "./similarity.ts";
import { FRAMING, NUMBER_SAYS_HOW_LONG_OR_FOR_WHOM } from "./stop-words.ts";
import { stem } from "./topic-words.ts";
import { isKnownWord } from "./word-vectors.ts";
import { boundedMemo } from "./memo.ts";

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
 * of telling words (0.9 × the lesser weight: "wedding" / "tie" 0.41). The vectors alone
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

/** What framing words and implied broader words weigh (concept.ts): never a concept's anchor while it has another word. */
const WEIGHTLESS = 0.05;

/**
 * The most telling word of a concept: its heaviest, passing over words that only qualify another
 * ("ancient" in "ancient egypt", "classical" in "classical guitar": frequent words weigh little, but
 * a modifier says what kind of thing, not which) and framing words and numbers (concept.ts) unless
 * the concept has nothing else.
 */
function tellingWord(words: readonly MatchWord[]): MatchWord | undefined {
  let telling: MatchWord | undefined;
  let heaviest: MatchWord | undefined;
  for (const w of words) {
    if (!heaviest || w.weight > heaviest.weight) heaviest = w;
    if (w.weight > WEIGHTLESS && !isModifier(w.word) && !isFieldHead(w) && (!telling || w.weight > telling.weight)) telling = w;
  }
  return telling ?? heaviest;
}

/**
 * How much of its concept an anchor must say at least. "history" (0.08) is the telling word of
 * "medieval history" only because "medieval" qualifies it (0.33): anchored on it, every "… history"
 * was one class ("art history", "roman history", "history of science"). 0.25–0.35 give the same
 * figures on the three sets and at scale; 0.4 and more lost recall at scale (docs/decisions/matching.md).
 */
const ANCHOR_SHARE = 0.3;

/**
 * Whether `a` is anchored in `b`: its most telling word, if it says enough of `a` (ANCHOR_SHARE), is
 * found in `b` as itself, a form of it, a synonym or a word of its definition. Where `a` names a
 * field by its head (concept.ts isFieldHead), the anchor is the field: the head and the word before
 * it (the telling word, or where only qualifiers lead the head, "deep learning", those): "machine"
 * is no anchor of "machine learning" in "sewing machine", nor "learning" one in "music learning".
 * Or words of `a` found so, two or more, say as much as two anchors would: "pelvic floor exercises"
 * and "learn to strengthen my pelvic floor" are each told most by a word the other lacks, yet
 * "pelvic floor", which WordNet has no phrase for, is most of both (bench:grouping: the twenty-first
 * probe 60.4 → 70.8 %, no other set moved; at half of a concept, "negotiation in plain english"
 * and "python in plain english" became one class, 0.53 of each: frames 3 in a form 97.6 → 93.8 %).
 */
function anchored(a: readonly MatchWord[], b: readonly MatchWord[]): boolean {
  const telling = tellingWord(a);
  const total = a.reduce((sum, w) => sum + w.weight, 0);
  if (telling !== undefined && telling.weight >= ANCHOR_SHARE * total) {
    const head = a.find(isFieldHead);
    const anchor = !head ? [telling] : telling === head ? a.filter((w) => w.weight > WEIGHTLESS) : [telling, head];
    if (anchor.every((w) => holds(b, w))) return true;
  }
  const found = a.filter((w) => w.weight > WEIGHTLESS && holds(b, w));
  return found.length >= 2 && found.reduce((sum, w) => sum + w.weight, 0) >= 2 * ANCHOR_SHARE * total;
}

/** Whether `b` holds a concept's most telling word as an anchor is found: itself, a form of it, a synonym, a word of its definition. */
const holds = (b: readonly MatchWord[], telling: MatchWord | undefined): boolean => telling !== undefined && b.some((x) => likeness(telling, x) >= ANCHORED);

/**
 * A number names a thing: "world war 1" and "world war 2", "python 2" and "python 3" are other
 * classes (an age, "over 50s", is framing). It weighs little (concept.ts), so this, not coverage,
 * parts them. Beside a unit of time it says how long ("negotiation in 30 days", "yoga 10 minutes a
 * day"), beside "age" or "turn" for whom ("chess for ages 8-12", "… before I turn 40"): not which
 * class (the 49 frames' "… in 30 days" lost all 480 of its pairs, bench:grouping). Not "year", which
 * also names a school year ("year 10 maths"). A number in one concept only still parts it from the
 * other: read as naming nothing, "yoga 2025" led "yoga" and "yoga part 2" another group (frames 2:
 * 80.4 → 52.8 % recall).
 */
const numbersOf = (words: readonly MatchWord[]): string[] =>
  words.some((w) => NUMBER_SAYS_HOW_LONG_OR_FOR_WHOM.has(w.word)) ? [] : words.flatMap((w) => (FRAMING.has(w.word) ? [] : (numberValue(w.word) ?? [])));
const sameNumbers = (a: readonly MatchWord[], b: readonly MatchWord[]): boolean => {
  const [na, nb] = [numbersOf(a), numbersOf(b)];
  return na.length === nb.length && na.every((n) => nb.includes(n));
};

/**
 * How alike two concept keys are (0…1), whether or not they ask for the same class: the lesser of
 * how much each covers of the other; 0 when they name other numbers.
 */
function alikeness(a: string, b: string): number {
  if (a === b) return a === "" ? 0 : 1;
  const [wa, wb] = [keyWords(a), keyWords(b)];
  return sameNumbers(wa, wb) ? Math.min(coverage(wa, wb), coverage(wb, wa)) : 0;
}

/** What the likeness of two concepts as wholes adds to their alikeness when groups are ranked for the operator to merge. */
const WHOLE = 0.5;

/**
 * How near two concept keys are, to rank the groups an operator may merge a group with
 * (alike-groups.ts), never to decide a class: their alikeness plus half the likeness of the
 * concepts as wholes (similarity.ts wholeLikeness), which finds topics that share no word or
 * relation ("stargazing" / "astronomy"); 0 when they name other numbers.
 */
export const nearness = (a: string, b: string): number => alikeness(a, b) + WHOLE * Math.max(0, wholeLikeness(keyWords(a), keyWords(b)));

/**
 * How much of each other two concept keys cover (the lesser, their alikeness), when they ask for the
 * same class; undefined when they do not. A leader is chosen by it (the closest), so it is worked out once.
 */
function sameDemandCoverage(a: string, b: string): number | undefined {
  const least = alikeness(a, b);
  if (least >= SAME_DEMAND) return least;
  return least >= ANCHORED_COVERAGE && (anchored(keyWords(a), keyWords(b)) || anchored(keyWords(b), keyWords(a))) ? least : undefined;
}

/** Whether two concept keys ask for the same class. */
export const sameDemand = (a: string, b: string): boolean => sameDemandCoverage(a, b) !== undefined;

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

// A word's families, remembered per word: stemming each of a common word's dozens of related words
// again for every new key was a quarter of the Demand page's grouping time in a CPU profile
// (admin-console.test.ts), and grouping bench:demand's 20,673 keys took 3.0–4.0 s against 2.8–3.4 s.
const familyMemo = boundedMemo<string, readonly string[]>(50_000);

/**
 * The word families a word belongs to: its stem and the stems of its derived forms and synonyms,
 * and with `defining` also of the words its definition names or whose definitions name it; a
 * phrase's also its words' ("stock market" is found by "share", through "stock": similarity.ts).
 */
function familiesOf(w: MatchWord, defining: boolean): readonly string[] {
  const key = `${defining ? "d" : "c"}${w.word}`;
  let families = familyMemo.get(key);
  if (!families) {
    const own = [w.stem, ...(defining ? closeOrDefiningWords(w.word) : closeWords(w.word)).map(stem)];
    families = [...new Set([...own, ...(w.parts ?? []).flatMap((p) => familiesOf(p, defining))])];
    familyMemo.set(key, families);
  }
  return families;
}

/**
 * The families of the words a leader's telling word's definition names, and its forms and synonyms
 * (not its words', for a phrase: "sewing machine" is filed under what a sewing machine is, not
 * under all that sewing is).
 */
function namedFamilies(w: MatchWord): readonly string[] {
  const key = `n${w.word}`;
  let families = familyMemo.get(key);
  if (!families) familyMemo.set(key, (families = [...new Set([w.stem, ...closeOrDefinedWords(w.word).map(stem)])]));
  return families;
}

/** Groups kept per word family to compare a new key with (the first to hold it, most asked), and keys asked as often compared with each other: keeps the cost linear in the keys. */
const CANDIDATES = 8;

/** Runs of keys asked as often (by `countOf`), in the order given; without counts, one run. */
function tiedRuns(keys: readonly string[], countOf?: (key: string) => number): string[][] {
  if (!countOf) return keys.length > 0 ? [[...keys]] : [];
  const runs: string[][] = [];
  let last: number | undefined;
  for (const key of keys) {
    const count = countOf(key);
    if (runs.length === 0 || count !== last) runs.push([]);
    runs.at(-1)!.push(key);
    last = count;
  }
  return runs;
}

/** The families a key is found by: its words' (their stems, derived forms and synonyms), and their initials (acronyms.ts: "bsl" finds "british sign language"). */
const keyFamilies = (words: readonly MatchWord[]): Set<string> => new Set([...words.flatMap((w) => familiesOf(w, false)), ...initialsFamilies(words)]);

/** The families a key looks others up by: its telling word's, with the words of its definition and those whose definitions name it, and the stems of its other words. */
function searchFamilies(words: readonly MatchWord[], telling = tellingWord(words)): Set<string> {
  return new Set(words.flatMap((w) => [...(w === telling ? familiesOf(w, true) : [w.stem]), ...acronymFamilies(w)]));
}

/**
 * Keys asked as often, the most central first, so that it leads the group the others join (as in
 * star clustering): the key whose most telling word the most of the others that ask for the same
 * class hold (as the anchor is found: itself, a form, a synonym, a word of its definition). In
 * code-point order "marcus aurelius meditations" led, and "stoicism" and "seneca and epictetus"
 * were left alone. Counting every such key instead let "yoga and meditation" lead both "yoga" and
 * "meditation": each holds one of its words, not its most telling one. Each key is compared with the
 * first CANDIDATES keys of the run sharing a word family with it, as with leaders. Stable: equal
 * counts keep the order given.
 */
function centralFirst(run: readonly string[]): readonly string[] {
  if (run.length < 3) return run;
  const words = run.map(keyWords);
  const tellings = words.map(tellingWord);
  const byFamily = new Map<string, number[]>();
  words.forEach((ws, i) => {
    for (const family of keyFamilies(ws)) {
      const list = byFamily.get(family);
      if (list) list.push(i);
      else byFamily.set(family, [i]);
    }
  });
  const holders = run.map(() => 0);
  const compared = new Set<number>();
  words.forEach((ws, i) => {
    // The first CANDIDATES found, and no further look: a family that every key of a run shares
    // ("long tail topic number 1" … "12000") would otherwise be walked whole for each key.
    const candidates = new Set<number>();
    search: for (const family of searchFamilies(ws, tellings[i]))
      for (const j of byFamily.get(family) ?? []) {
        if (candidates.size >= CANDIDATES) break search;
        if (j !== i) candidates.add(j);
      }
    for (const j of candidates) {
      const pair = Math.min(i, j) * run.length + Math.max(i, j);
      if (compared.has(pair)) continue;
      compared.add(pair);
      // Which holds the other's telling word first: a few words compared, where sameDemand compares them all.
      const [jHolds, iHolds] = [holds(words[j]!, tellings[i]), holds(ws, tellings[j])];
      if (!(jHolds || iHolds) || !sameDemand(run[i]!, run[j]!)) continue;
      if (jHolds) holders[i]!++;
      if (iHolds) holders[j]!++;
    }
  });
  return run.map((key, i) => ({ key, i })).sort((a, b) => holders[b.i]! - holders[a.i]! || a.i - b.i).map((k) => k.key);
}

/**
 * Which group each key belongs to, worked out once per key and kept. Groups have leaders: the first
 * key of a group (the most asked when it came; of keys asked as often, the most central:
 * centralFirst) leads it and names it, and a new key joins the group
 * whose leader it asks for the same class as (the closest, if several), or leads a new one. A key is
 * never joined through another member: chains of likeness drift ("abandon python" ~ "abandon yoga"
 * ~ "yoga"…) and, over 20,000 keys, joined nearly all of them in one group (npm run bench:grouping, at scale).
 * Membership so does not depend on the date range asked, and a page costs only its new keys. One
 * per database (admin/demand.ts), which holds its keys anyway: groups never mix what two databases
 * were asked.
 */
/** What DemandGroups has worked out, to keep across a start (admin/demand-index.ts keeps it with the searches). */
export type GroupsState = { rule: string; separate: string[]; keys: string[]; leaders: Int32Array; families: Array<[string, number[]]> };

export class DemandGroups {
  /** Concepts the operator moved out of their groups: each is alone, and no other joins it. */
  readonly separate: ReadonlySet<string>;
  /** Each key's node, and each node's key and leader (a leader's is itself). */
  private readonly nodeOf = new Map<string, number>();
  private readonly keyOf: string[] = [];
  private readonly leaderOf: number[] = [];
  /**
   * Per word family (a stem, and the stems of its derived forms and synonyms), the first groups (by
   * their leaders' nodes) a member of which holds it.
   */
  private readonly groupsByFamily = new Map<string, number[]>();

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
      groups.leaderOf.push(state.leaders[node]!);
    });
    // Copies: the groups found later file themselves in these lists, which the state must not see.
    for (const [family, leaders] of state.families) groups.groupsByFamily.set(family, [...leaders]);
    return groups;
  }

  /** What has been worked out, to be kept (`from` takes it back). */
  state(): GroupsState {
    return { rule: MATCHING_VERSION, separate: [...this.separate], keys: [...this.keyOf], leaders: Int32Array.from(this.leaderOf), families: [...this.groupsByFamily] };
  }

  /** How many keys have been placed in groups. */
  get size(): number {
    return this.keyOf.length;
  }

  /**
   * Groups concept keys that ask for the same thing, in the order given (most asked first; among
   * keys asked as often, by `countOf`, the most central first: centralFirst). Only
   * leaders sharing a word family with a key are compared (an anchor is such a word, or named in its
   * definition; concepts that cover each other nearly all share one too), so it stays fast over many
   * thousands of keys.
   */
  group(keys: readonly string[], countOf?: (key: string) => number): string[][] {
    for (const run of tiedRuns(keys.filter((k) => k !== "" && !this.nodeOf.has(k)), countOf)) for (const key of centralFirst(run)) this.add(key);
    const groups = new Map<number, string[]>();
    for (const key of keys) {
      if (key === "") continue;
      const leader = this.leaderOf[this.nodeOf.get(key)!]!;
      const members = groups.get(leader);
      if (members) members.push(key);
      else groups.set(leader, [key]);
    }
    // A group's first member names it on the Demand page: the most asked, and of those asked as
    // often, its leader ("stoic philosophy for everyday life", not "marcus aurelius meditations"
    // before it in code points).
    for (const [leader, members] of groups) {
      const at = members.indexOf(this.keyOf[leader]!);
      if (at > 0 && (!countOf || countOf(members[at]!) === countOf(members[0]!))) members.unshift(...members.splice(at, 1));
    }
    return [...groups.values()];
  }

  /**
   * The same groups with `separate` the concepts moved out, worked out again only where that
   * changes something: a concept moved out stands alone, and if it led a group, the group's other
   * members are placed again in the order they came (each joins the closest leader it asks for the
   * same class as, or leads a group); a concept no longer moved out is placed as a new one is.
   * Grouping every key again took seconds over 20,000 keys (bench/README.md); this, a copy of what
   * is held. As with a stream of new keys, the groups so reached can differ from grouping the same
   * keys afresh: a concept put back does not take back the members that found other groups.
   */
  withSeparate(separate: ReadonlySet<string>): DemandGroups {
    const next = DemandGroups.from({ ...this.state(), separate: [...separate] })!;
    const nodes = (keys: Iterable<string>, unless: ReadonlySet<string>) => [...keys].filter((k) => !unless.has(k)).flatMap((k) => next.nodeOf.get(k) ?? []);
    const movedOut = new Set(nodes(separate, this.separate));
    const placeAgain = next.leaderOf.flatMap((leader, node) => (movedOut.has(leader) && leader !== node ? [node] : []));
    for (const node of [...movedOut, ...placeAgain]) next.leaderOf[node] = node;
    for (const node of [...placeAgain, ...nodes(this.separate, separate)]) next.place(node);
    return next;
  }

  private add(key: string): void {
    if (this.nodeOf.has(key)) return;
    const node = this.keyOf.push(key) - 1;
    this.nodeOf.set(key, node);
    this.leaderOf.push(node);
    this.place(node);
  }

  /** Places a key that stands alone: in the group whose leader is closest of those it asks for the same class as, or leading its own; one moved out stays alone, and none joins it. */
  private place(node: number): void {
    const key = this.keyOf[node]!;
    if (this.separate.has(key)) return;
    const words = keyWords(key);
    const leader = this.closestLeader(node, key, words);
    this.leaderOf[node] = leader ?? node;
    // Its group is found by its words' families (and their derived forms and synonyms), whether it
    // leads the group or joined it: a key is still compared with leaders only, but with those of the
    // groups that hold its words anywhere. "better sleep habits" is one class with "fixing insomnia
    // naturally", which leads "sleep" and "how to sleep better", yet shares no family with it.
    const group = leader ?? node;
    // A group it leads is also filed under the words its telling word's definition names, as a key
    // looks leaders up by its own telling word's (searchFamilies): "paleontology" (… fossil
    // organisms) is then found by "learn about dinosaurs and fossils", whichever came first.
    const telling = leader === undefined ? tellingWord(words) : undefined;
    for (const family of new Set([...keyFamilies(words), ...(telling ? namedFamilies(telling) : [])])) {
      const list = this.groupsByFamily.get(family) ?? [];
      if (list.length < CANDIDATES && !list.includes(group)) list.push(group);
      this.groupsByFamily.set(family, list);
    }
  }

  /**
   * The leader a key asks for the same class as, the closest if several (each covering most of the
   * other; the older on a tie): the leaders of the groups that hold its words' families, and the
   * words its telling word's definition names or that name it ("fixing insomnia" finds "sleep").
   */
  private closestLeader(node: number, key: string, words: readonly MatchWord[]): number | undefined {
    const families = searchFamilies(words);
    let best: number | undefined;
    let bestCovered = -1;
    for (const leader of new Set([...families].flatMap((family) => this.groupsByFamily.get(family) ?? []))) {
      // A group is filed by its leader's node, which may lead it no more (withSeparate): moved out,
      // or being placed again itself.
      if (leader === node || this.leaderOf[leader] !== leader || this.separate.has(this.keyOf[leader]!)) continue;
      const covered = sameDemandCoverage(this.keyOf[leader]!, key);
      if (covered === undefined) continue;
      if (covered > bestCovered || (covered === bestCovered && leader < best!)) [best, bestCovered] = [leader, covered];
    }
    return best;
  }
}

/** The phrasings of a key that phrases none: one list shared by most keys. */
const NONE: readonly string[] = Object.freeze([]);

/**
 * A few concept keys (those the operator attached to a course: matching/corrections.ts), and for any
 * key, those it is another phrasing of (`phrasing`), most alike first: it asks for the same class,
 * holds the held key's telling word through a relation and says little more. "cosmology explained for kids" is a phrasing of "cosmology"; "data
 * science" is none of "the science of beauty products", though the rule's groups may join the two
 * (its telling word is "beauty"). What the operator taught of one concept so holds for its other
 * phrasings, without what the rule's groups get wrong: over bench:demand's 20,652 keys, with the 23
 * related concepts the rule misses on the relevance sets attached, 53 of the 55 keys found are of
 * the attached concept's topic (by the groups' test alone: 589 of 708). Each held key is filed under its
 * telling word's families (itself, its forms, synonyms and definition words), and a key looks only
 * there by its words' stems; what a key finds is remembered, as a course's askers ask for every key.
 */
export class Phrasings {
  private readonly byFamily = new Map<string, string[]>();
  private readonly found = boundedMemo<string, readonly string[]>(50_000);

  constructor(keys: Iterable<string>) {
    for (const key of keys) {
      // Also under the two words a one-word telling word may be typed as (compounds.ts), for a key's
      // words as typed to find it (of).
      const telling = tellingWord(keyWords(key));
      const typedAs = telling ? compoundParts(telling.word).flat().map(stem) : [];
      for (const family of new Set([...tellingFamilies(key), ...typedAs])) this.byFamily.set(family, [...(this.byFamily.get(family) ?? []), key]);
    }
  }

  /** The keys held that `key` is a phrasing of (itself, when held), most alike first. */
  of(key: string): readonly string[] {
    let found = this.found.get(key);
    if (!found) {
      // By its words as typed first: most keys share no family with a held one, and reading each
      // key's words (keyWords) took most of the first look over bench:demand's 20,652 keys.
      const typed = typedStems(key);
      const words = typed && !typed.some((s) => this.byFamily.has(s)) ? [] : keyWords(key);
      const candidates = new Set(words.flatMap((w) => [w.stem, ...(w.parts ?? []).map((p) => p.stem)]).flatMap((family) => this.byFamily.get(family) ?? []));
      found = [...candidates]
        .flatMap((held) => {
          const covered = phrasing(held, key);
          return covered === undefined ? [] : [{ held, covered }];
        })
        .sort((a, b) => b.covered - a.covered || (a.held < b.held ? -1 : 1))
        .map((x) => x.held);
      if (found.length === 0) found = NONE;
      this.found.set(key, found);
    }
    return found;
  }
}

// Per key, the stems of its words as typed; null when one is a word the vectors do not know, which
// may be read as another (a typo: keyWords). Per pair, whether one key phrases another: a new set
// of attached concepts (matching/corrections.ts) then works out only the pairs it adds.
const typedStemsMemo = boundedMemo<string, readonly string[] | { none: true }>(200_000);
function typedStems(key: string): readonly string[] | null {
  let stems = typedStemsMemo.get(key);
  if (!stems) {
    const typed = key.split(" ");
    typedStemsMemo.set(key, (stems = typed.every(isKnownWord) ? typed.map(stem) : { none: true }));
  }
  return "none" in stems ? null : stems;
}

const phrasingMemo = boundedMemo<string, { covered?: number }>(200_000);

/** The word families of a key's telling word (itself, its forms, synonyms and definition words): a phrasing of the key holds one. */
function tellingFamilies(key: string): readonly string[] {
  const telling = tellingWord(keyWords(key));
  return telling ? familiesOf(telling, true) : [];
}

/**
 * How much of each other `key` and `held` cover when `key` is another phrasing of `held`: it asks
 * for the same class, holds its telling word as itself, a form, a synonym or a word of its
 * definition (not by the vectors alone: "sewing" is no "knitting"), and says little more (`held`
 * covers SAME_DEMAND of it).
 */
export function phrasing(held: string, key: string): number | undefined {
  const pair = `${held}\n${key}`;
  let memo = phrasingMemo.get(pair);
  if (!memo) {
    const [words, heldWords] = [keyWords(key), keyWords(held)];
    const families = new Set(tellingFamilies(held));
    const phrases =
      words.some((w) => families.has(w.stem) || w.parts?.some((p) => families.has(p.stem))) && holds(words, tellingWord(heldWords)) && coverage(words, heldWords) >= SAME_DEMAND;
    phrasingMemo.set(pair, (memo = phrases ? { covered: sameDemandCoverage(held, key) } : {}));
  }
  return memo.covered;
}
