import type { GroupingSet } from "./grouping-judge.ts";
import type { RelevanceSet } from "./relevance-judge.ts";

// The labelled sets again, each concept varied as people vary what they type: wrapped in the form a
// class can take ("a crash course in …", "… masterclass"), with a typo ("phtography"), or told as a
// sentence ("I would love to finally understand … properly"). A varied topic must match and group as
// the topic does (issue 36), and two topics varied alike are still two classes. The variations are
// made here, not taken from the sets.

/** The `i`-th variation of a concept (each kind cycles through its own). */
export type Vary = (concept: string, i: number) => string;

const inOne =
  (templates: string[]): Vary =>
  (concept, i) =>
    templates[i % templates.length]!.replace("{}", concept);

/** In the form of a class. */
export const inForm = inOne([
  "{} masterclass",
  "a crash course in {}",
  "{} tips and tricks",
  "mastering {}",
  "{} bootcamp",
  "the ultimate guide to {}",
  "{} from scratch",
  "a refresher on {}",
  "weekend {} workshop",
  "{} certification",
]);

/** Told as a sentence. */
export const inSentence = inOne([
  "I have always wanted to get better at {} but never really found the time",
  "honestly I would love to finally understand {} properly",
  "{}, slowly and carefully, from the very beginning",
  "I used to do {} years ago and want to pick it up again",
  "my friends keep talking about {} and I want to know what it is all about",
]);

/**
 * With one typo in its longest word of five letters or more: a letter dropped, two neighbours
 * swapped, or a vowel changed, never the first letter. A concept with no such word is left as it is.
 */
export const misspelt: Vary = (concept, i) => {
  const words = concept.split(" ");
  const at = words.reduce((longest, w, j) => (w.length > words[longest]!.length ? j : longest), 0);
  const w = words[at]!;
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return concept;
  const m = Math.floor(w.length / 2);
  const vowel = [...w].findIndex((c, k) => k > 0 && "aeiou".includes(c));
  const typos = [
    w.slice(0, m) + w.slice(m + 1),
    w.slice(0, m) + w[m + 1] + w[m] + w.slice(m + 2),
    vowel > 0 ? w.slice(0, vowel) + (w[vowel] === "e" ? "a" : "e") + w.slice(vowel + 1) : w.slice(0, m) + w.slice(m + 1),
  ];
  return words.map((x, j) => (j === at ? typos[i % typos.length]! : x)).join(" ");
};

/** The variations the benches print, by name. */
export const VARIANTS: ReadonlyArray<[string, Vary]> = [
  ["in a form", inForm],
  ["with a typo", misspelt],
  ["told as a sentence", inSentence],
];

/** Each related and unrelated concept varied, one variation after another. */
export const variedRelevanceSet = (set: RelevanceSet, vary: Vary): RelevanceSet => ({
  related: set.related.map((r, i) => ({ ...r, concept: vary(r.concept, i) })),
  unrelated: set.unrelated.map((c, i) => vary(c, i)),
});

/**
 * A group's first phrasing as it is and the others each varied; every single varied alike (two
 * classes that share only their form or sentence must stay apart).
 */
export const variedGroupingSet = (set: GroupingSet, vary: Vary): GroupingSet => ({
  groups: set.groups.map((g, gi) => g.map((c, ci) => (ci === 0 ? c : vary(c, gi + ci)))),
  singles: set.singles.map((c) => vary(c, 0)),
});
