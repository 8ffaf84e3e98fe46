import { createHash } from "node:crypto";
import { TOPIC_DICTIONARY } from "./topic-dictionary-entries.ts";
import { words } from "./topic-words.ts";

// The topic dictionary (topic-dictionary-entries.ts): what people ask classes about that WordNet
// 3.1 (2006) lacks ("ramen", "freelancing", "raspberry pi", "decluttering"), with what each
// involves in plain words. Each line is one topic:
//
//   head | synonyms | broader | definition
//
// It is read as WordNet's own noun synsets are (lexicon-file.ts): the head and its synonyms one
// synset, a kind of each broader noun, the definition its gloss. So every rule that reads WordNet
// reads it too, within the limits set there: a topic speaks only for the words WordNet lacks, and
// its definition names only uncommon nouns that are no other topic. Its 2,051 lines were written
// for this product, area by area, never from the development or probe sets
// (docs/decisions/topic-dictionary.md).

export type Topic = { head: string; synonyms: string[]; broader: string[]; definition: string };

/** A name as WordNet writes a lemma: lower case, accents off, words joined by "_" ("raspberry_pi"); undefined for one without a letter or digit. */
const lemmaOf = (name: string): string | undefined => {
  const parts = words(name);
  return parts.length > 0 ? parts.join("_") : undefined;
};

/** The topics of a dictionary's text, each head once (a head listed twice has the synonyms and broader words of both, and its first definition). */
export function readTopics(text: string): Topic[] {
  const byHead = new Map<string, Topic>();
  for (const line of text.split("\n")) {
    const fields = line.split("|").map((f) => f.trim());
    if (fields.length !== 4) continue;
    const [head, synonyms, broader, definition] = fields as [string, string, string, string];
    const lemma = lemmaOf(head);
    if (lemma === undefined || definition === "") continue;
    const list = (s: string) => s.split(",").flatMap((x) => lemmaOf(x) ?? []);
    const topic = byHead.get(lemma) ?? { head: lemma, synonyms: [], broader: [], definition };
    topic.synonyms = [...new Set([...topic.synonyms, ...list(synonyms)])].filter((s) => s !== lemma);
    topic.broader = [...new Set([...topic.broader, ...list(broader)])].filter((b) => b !== lemma);
    byHead.set(lemma, topic);
  }
  return [...byHead.values()];
}

/** The shipped dictionary's topics. */
export const topics = (): Topic[] => readTopics(TOPIC_DICTIONARY);

let digest: string | undefined;
/** A digest of the shipped dictionary, worked out once: the lexicon file built from it is built again when it changes. */
export const topicDictionaryDigest = (): string => (digest ??= createHash("sha256").update(TOPIC_DICTIONARY).digest("hex").slice(0, 12));

/**
 * A topic's synset offsets start here: WordNet's data.noun is 15 MB, so its byte offsets stay
 * below 16,000,000, and eight digits are what its files hold.
 */
const FIRST_OFFSET = 90_000_000;

/** Whether a synset offset is a topic's (withTopics), not WordNet's. */
export const isTopicSense = (offset: string): boolean => Number(offset) >= FIRST_OFFSET;

/**
 * The noun a topic is placed under for a broader word: the word itself where known (`known`), else
 * its last word ("string instrument", which WordNet calls "stringed instrument", is an instrument).
 */
export function placedUnder(broader: string, known: (lemma: string) => boolean): string | undefined {
  if (known(broader)) return broader;
  const last = broader.split("_").at(-1)!;
  return known(last) ? last : undefined;
}

/** An index line's synset offsets, commonest sense first (its fields: lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…). */
export const offsetsOf = (f: readonly string[]): string[] => f.slice(f.length - Number(f[2]));

/**
 * WordNet's data.noun and index.noun with the topics added as nouns: each topic a synset of its
 * head and synonyms, a kind of its broader words' commonest senses (WordNet's, or else the
 * topic's of that name), listed after the senses WordNet has of each of its words: "cricket" stays WordNet's
 * insect first, "ramen" is the topic alone. (Listed first, the dictionary's fuller definitions
 * replaced WordNet's for words it had, and named neighbouring classes: "yoga" joined "meditation",
 * at scale 94.5 → 76.6 % precision; docs/decisions/matching.md.)
 */
export function withTopics(dataNoun: string, indexNoun: string, list: readonly Topic[]): { dataNoun: string; indexNoun: string } {
  const index = new Map<string, string[]>();
  for (const line of indexNoun.split("\n")) {
    if (line === "" || line.startsWith("  ")) continue;
    const f = line.trim().split(" ");
    index.set(f[0]!, f);
  }
  const offsetOfHead = new Map(list.map((topic, i) => [topic.head, String(FIRST_OFFSET + i)]));
  const added = new Map<string, string[]>();
  const data = list.map((topic, i) => {
    const offset = String(FIRST_OFFSET + i);
    const names = [...new Set([topic.head, ...topic.synonyms])];
    const kindOf = topic.broader.flatMap((b) => {
      const noun = placedUnder(b, (w) => offsetOfHead.has(w) || index.has(w));
      const o = noun === undefined ? undefined : index.has(noun) ? offsetsOf(index.get(noun)!)[0] : offsetOfHead.get(noun);
      return o !== undefined && o !== offset ? [`@ ${o} n 0000`] : [];
    });
    for (const w of names) added.set(w, [...(added.get(w) ?? []), offset]);
    // offset lex_filenum ss_type w_cnt (hex) word lex_id … p_cnt pointer… | gloss
    return `${offset} 03 n ${names.length.toString(16).padStart(2, "0")} ${names.map((w) => `${w} 0`).join(" ")} ${String(kindOf.length).padStart(3, "0")}${kindOf.map((p) => ` ${p}`).join("")} | ${topic.definition}`;
  });
  const lines: string[] = [];
  for (const [lemma, f] of index) {
    const ours = added.get(lemma);
    if (!ours) {
      lines.push(f.join(" "));
      continue;
    }
    const pointerCount = Number(f[3]);
    const head = f.slice(0, 4 + pointerCount);
    head[2] = String(Number(f[2]) + ours.length);
    lines.push([...head, String(Number(f[4 + pointerCount]) + ours.length), f[5 + pointerCount]!, ...offsetsOf(f), ...ours].join(" "));
    added.delete(lemma);
  }
  for (const [lemma, ours] of added) lines.push(`${lemma} n ${ours.length} 0 ${ours.length} 0 ${ours.join(" ")}`);
  return { dataNoun: `${dataNoun.replace(/\n*$/, "\n")}${data.join("\n")}\n`, indexNoun: `${lines.join("\n")}\n` };
}
