import type { GroupingSet } from "./grouping-judge.ts";
import type { RelevanceSet } from "./relevance-judge.ts";

// The labelled sets again, each concept wrapped in the form a class can take ("a crash course in …",
// "… masterclass"): a topic so wrapped must match and group as the topic does (issue 36), and two
// topics in one form are still two classes. The forms are written here, not taken from the sets.

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
