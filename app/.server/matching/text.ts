import { isPerson } from "./lexicon.ts";
import { FRAMING, REQUEST_WORDS } from "./stop-words.ts";
import { singular, topicWordsOf, words } from "./topic-words.ts";

// What matching reads of a concept: its topic words (topic-words.ts) less an audience's, and its
// key, stored with every search. Kept apart from topic-words.ts, from which the lexicon is built
// (lexicon-file.ts), because which words name people is the lexicon's to say.

/** Words that end what follows "for" ("… for kids and adults", "… for parents of toddlers"). */
const ENDS_AUDIENCE = new Set("and or with to in on at about from by of for who that which when while so into".split(" "));

/**
 * A concept's words less its audience's: after "for", the words up to one that ends a phrase, where
 * the last names people (lexicon.ts isPerson: "… for first-time founders", "… for chemistry
 * newcomers", "… for retired hobbyists"). They say who wants the class, not what it is about, yet
 * "founders", "chemistry" and "retired" weighed as much as the topic beside them. The framing words
 * among them stay, weighing little (stop-words.ts FRAMING: "… for busy parents" keeps "busy parent"),
 * as does all that is no audience ("… for relaxation", "… for dogs", "… for my job").
 */
function withoutAudience(ws: readonly string[]): readonly string[] {
  const at = ws.indexOf("for");
  if (at < 0) return ws;
  const kept = ws.slice(0, at + 1);
  let end = at + 1;
  while (end < ws.length && !ENDS_AUDIENCE.has(ws[end]!)) end++;
  const audience = ws.slice(at + 1, end);
  const last = audience.at(-1);
  kept.push(...(last !== undefined && isPerson(singular(last)) ? audience.filter((w) => FRAMING.has(singular(w))) : audience));
  return [...kept, ...withoutAudience(ws.slice(end))];
}

/**
 * What a concept is about: its topic words, or, when it has none, its request words ("learn to
 * program", "how to study", "teaching"): dropped as filler, such a concept was an empty key, which no
 * group holds, and its searches never showed on the Demand page. Texts are read so (concept.ts
 * matchWords); WordNet's definitions and phrases are not (lexicon-file.ts reads topicWords).
 */
export function conceptWords(text: string, sorted = false): string[] {
  const topic = topicWordsOf(withoutAudience(words(text)), sorted ? "in a key" : "after a topic word");
  if (topic.length > 0) return topic;
  const seen = new Set<string>();
  for (const w of words(text)) {
    const s = REQUEST_WORDS.has(singular(w)) ? singular(w) : w;
    if (REQUEST_WORDS.has(s)) seen.add(s);
  }
  return [...seen];
}

/** One key per concept however it was typed (case, accents, spacing, plurals, filler words): the words it is about (conceptWords), sorted. */
export const conceptKey = (text: string): string => conceptWords(text).sort().join(" ");
