import type { GroupingSet } from "./grouping-judge.ts";
import type { RelevanceSet } from "./relevance-judge.ts";

// The labelled sets again, each concept varied as people vary what they type: wrapped in the form a
// class can take ("a crash course in …", "… masterclass"), or with a typo ("phtography"). A varied
// topic must match and group as the topic does (issue 36), and two topics in one form are still two
// classes. The forms and typos are made here, not taken from the sets.

const FORMS = [
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
];

/** The concept in the `i`-th form (cycling through them). */
export const inForm = (concept: string, i: number): string => FORMS[i % FORMS.length]!.replace("{}", concept);

/** Each related and unrelated concept in a form, one form after another. */
export const wrappedRelevanceSet = (set: RelevanceSet): RelevanceSet => ({
  related: set.related.map((r, i) => ({ ...r, concept: inForm(r.concept, i) })),
  unrelated: set.unrelated.map((c, i) => inForm(c, i)),
});

/**
 * A group's first phrasing as it is and the others each in a form; every single in the same form
 * (two classes that share only their form must stay apart).
 */
export const wrappedGroupingSet = (set: GroupingSet): GroupingSet => ({
  groups: set.groups.map((g, gi) => g.map((c, ci) => (ci === 0 ? c : inForm(c, gi + ci)))),
  singles: set.singles.map((c) => inForm(c, 0)),
});

/**
 * One typo in the concept's longest word of five letters or more (the `i`-th kind, cycling): a
 * letter dropped, two neighbours swapped, or a vowel changed, never the first letter. A concept with
 * no such word is left as it is.
 */
export function misspelt(concept: string, i: number): string {
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
}

/** Each related and unrelated concept with a typo. */
export const misspeltRelevanceSet = (set: RelevanceSet): RelevanceSet => ({
  related: set.related.map((r, i) => ({ ...r, concept: misspelt(r.concept, i) })),
  unrelated: set.unrelated.map((c, i) => misspelt(c, i)),
});

/** A group's first phrasing as it is and the others each with a typo; every single with one. */
export const misspeltGroupingSet = (set: GroupingSet): GroupingSet => ({
  groups: set.groups.map((g, gi) => g.map((c, ci) => (ci === 0 ? c : misspelt(c, gi + ci)))),
  singles: set.singles.map((c, i) => misspelt(c, i)),
});
