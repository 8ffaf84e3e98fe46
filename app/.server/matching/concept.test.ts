import { describe, expect, it } from "vitest";
import { matchWords, numberValue } from "./concept.ts";

const weights = (text: string) => Object.fromEntries(matchWords(text).map((w) => [w.word, w.weight]));

describe("how much each word of a concept says", () => {
  it("a language's name weighs at least half, however common; words WordNet files under 'language' as speech or a process do not", () => {
    // "french" and "japanese" are among the news corpus's commonest words.
    expect(weights("conversational french").french).toBeGreaterThanOrEqual(0.5);
    expect(weights("japanese for kids").japanese).toBeGreaterThanOrEqual(0.5);
    // WordNet has reading (a linguistic process) and talk (speech) under "language" too:
    // they weigh what their use says, not a language's half.
    expect(weights("speed reading").reading).toBeLessThan(0.5);
    expect(weights("talks about art").talk).toBeLessThan(0.5);
  });
  it("a field's head after a topic weighs by its frequency; typed first, or as a typo, it is a request word", () => {
    expect(weights("machine learning").learning).toBeGreaterThan(0.3);
    expect(weights("learning python").learning).toBeUndefined();
    // A typo is kept wherever it stands (it is no stop word): read as the head, it weighs as framing.
    expect(weights("laarning to fly").learning).toBeLessThanOrEqual(0.05);
  });
  it("a broader word beside a narrower one, and an audience, weigh little", () => {
    const w = weights("japanese language for busy parents");
    expect(w.language).toBeLessThanOrEqual(0.05);
    expect(w.busy).toBeLessThanOrEqual(0.05);
    expect(w.japanese).toBeGreaterThanOrEqual(0.5);
  });
  it("'talking about' in a wish told as a sentence weighs as framing, not as a topic", () => {
    // It weighed 0.37, and "fiddle", "family history research" and "swift programming", each told so, were one class.
    const w = weights("my friends keep talking about fiddle for beginners");
    expect(w.talking).toBeLessThanOrEqual(0.05);
    expect(w.fiddle).toBeGreaterThanOrEqual(0.5);
  });
  it("a phrase that is a kind of its own word is read as its words, and beside them as itself for what WordNet says of it", () => {
    // "moral philosophy" is a philosophy ("moral" qualifies it) and also "ethics": the alias weighs
    // nothing of the concept, has no vector of its own (its words have theirs), and is found by its synonyms.
    const read = matchWords("moral philosophy");
    expect(read.map((w) => [w.word, w.weight > 0, w.vector !== undefined])).toEqual([
      ["moral", true, true],
      ["philosophy", true, true],
      ["moral_philosophy", false, false],
    ]);
    // A phrase read as one term takes its words first: sorted, "black holes in plain english" holds
    // "black" and "english", but "black English" is no part of it.
    expect(matchWords("black english hole plain", true).map((w) => w.word)).toEqual(["black_hole", "english", "plain"]);
    // The alias is no narrower word beside its own: "philosophy" keeps its weight.
    expect(weights("moral philosophy").philosophy).toBeGreaterThan(0.3);
  });
  it("a typo one edit from several words is read as the one its text's other words are near, unless that is rare", () => {
    const read = (text: string) => matchWords(text).map((w) => w.word);
    // Alone, "breing" is the commonest word one edit away; beside "coffee", the brewing kind.
    expect(read("breing")).toEqual(["being"]);
    expect(read("coffee breing")).toEqual(["coffee", "brewing"]);
    expect(read("rock climing")).toEqual(["rock_climbing"]);
    // "tryin" (79,150th) comes nearer "puppy" than "train", but a rare word's vector says little.
    expect(read("trein my puppy")).toEqual(["train", "puppy"]);
  });
  it("a word the topic dictionary names is no typo, and has a rank of its own where the vectors lack it", () => {
    // One edit from "regev", "devon", "chabot", "export", "hockey": read so, each was another topic.
    const read = matchWords("regex devops chatbots esports hotkeys");
    expect(read.map((w) => w.word)).toEqual(["regex", "devop", "chatbot", "esport", "hotkey"]);
    // A name the plural rule cut is read whole all the same: "diabetes" and "socrates" are WordNet's.
    expect(matchWords("diabetes socrates").map((w) => w.word)).toEqual(["diabetes", "socrates"]);
    // Unknown to the vectors, "pickleball" is still ranked (after the phrases), so WordNet's file holds its relations.
    const [pickleball] = matchWords("pickleball");
    expect(pickleball!.rank).toBeLessThan(Infinity);
    expect(pickleball!.vector).toBeUndefined();
  });
  it("a word the plural rule cut is read as the word it was: 'always' is not the rare 'alway'", () => {
    // topic-words.ts takes an "s" off any word that is not -ss, -us, -is, -ics or -ous: the key keeps
    // "alway", "movy", "specy"; each is read as the far commoner whole word, with its vector and weight.
    const read = matchWords("always movies species holes");
    expect(read.map((w) => w.word)).toEqual(["always", "movies", "species", "hole"]);
    expect(read.every((w) => w.vector !== undefined)).toBe(true);
    expect(weights("I have always wanted to try guitar").always).toBeLessThan(0.3);
  });
  it("a number is read as its value however it is written, and a word that names none as none", () => {
    const values = { "2": "2", "2nd": "2", second: "2", ii: "2", "19th": "19", nineteenth: "19", xiv: "14", viii: "8", ix: "9", "3d": "3d", "1914": "1914" };
    expect(Object.fromEntries(Object.keys(values).map((w) => [w, numberValue(w)]))).toEqual(values);
    expect(["first", "one", "vim", "mix", "civil", "i", "x", "iiii", "world_war_1", "yoga"].filter((w) => numberValue(w) !== undefined)).toEqual([]);
  });
});
