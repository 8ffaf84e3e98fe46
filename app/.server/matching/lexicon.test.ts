import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lexiconFile, loadLexicon, RANK_SHIFT, Relation, writeLexiconFile, type Lexicon } from "./lexicon-file.ts";
import type { WordTable } from "./word-vectors-file.ts";
import { aliasPhrases, areAlternatives, closeOrDefiningWords, closeWords, isAdverb, isInflection, isKindOf, isModifier, isPerson, nameRank, phrases, relation, sameDictionaryForm } from "./lexicon.ts";
import { compactFile } from "./word-vectors-file.ts";

// WordNet's relations as the compact file holds them (built on install, or on first use).
describe("the lexicon", () => {
  it("knows derived forms, synonyms and broader terms, through inflections", () => {
    expect(relation("stoic", "stoicism")).toBe(Relation.derived);
    expect(relation("negotiating", "negotiation")).toBe(Relation.derived);
    // Two forms of one word in one sense: "economics" and "economy" are both "economic"; "revolt" and
    // "revolve" are each a "revolution", in two senses.
    expect(relation("economics", "economy")).toBe(Relation.derived);
    expect(relation("revolt", "revolve")).toBeUndefined();
    // A synonym in the only sense one of the two has (as a noun: "automobile" is a verb too) is as sure as a derived form.
    expect(relation("automobile", "car")).toBe(Relation.derived);
    expect(relation("workout", "exercise")).toBe(Relation.derived);
    // So is one in every sense one of the two has: another spelling, or a verb's other name.
    expect(relation("watercolour", "watercolor")).toBe(Relation.derived);
    expect(relation("barbeque", "barbecue")).toBe(Relation.derived);
    expect(relation("sculpt", "sculpture")).toBe(Relation.derived);
    expect(relation("wedding", "tie")).toBe(Relation.synonym);
    expect(relation("astrophysics", "astronomy")).toBe(Relation.broader);
    expect(relation("guitar", "hieroglyph")).toBeUndefined();
    expect(relation("zzzqqq", "stoic")).toBeUndefined();
  });
  it("knows WordNet's phrases that are no kind of their own words, and what they are", () => {
    for (const p of ["black_hole", "quantum_mechanics", "public_speaking", "climate_change", "chess_opening"]) expect(nameRank(p), p).toBeDefined();
    for (const p of ["hole", "black"]) expect(nameRank(p), p).toBeUndefined();
    // A hyphen joins a lemma's words as a space does: "Lao-tzu: Chinese philosopher regarded as the founder of Taoism".
    expect(relation("lao_tzu", "taoism")).toBe(Relation.defines);
    // A kind of one of its words is an alias, read beside its words (concept.ts): "digital
    // photography" is photography, as "digital" qualifies it; "moral philosophy" is also "ethics".
    const holds = (index: ReturnType<typeof phrases>, p: string) => (index.get(p.split("_")[0]!) ?? []).includes(p);
    for (const p of ["digital_photography", "vegetable_garden", "sign_language", "moral_philosophy"]) {
      expect(holds(aliasPhrases(), p), p).toBe(true);
      expect(holds(phrases(), p), p).toBe(false);
    }
    expect(holds(phrases(), "black_hole")).toBe(true);
    expect(holds(aliasPhrases(), "black_hole")).toBe(false);
    expect(relation("moral_philosophy", "ethics")).toBe(Relation.derived);
    // Its kinds are left to its words: no alias is a kind or an alternative of anything.
    expect(isKindOf("digital_photography", "photography")).toBe(false);
    // "quantum physics" is a kind of physics, so it is read as its words: its phrase is a kind of them.
    expect(isKindOf("quantum_mechanics", "physics")).toBe(true);
    expect(relation("quantum_mechanics", "physics")).toBe(Relation.defines);
    expect(relation("public_speaking", "speechmaking")).toBe(Relation.derived);
    // A definition read with its phrases: "chess opening: … a game of chess" is about chess; "quantum
    // mechanics: … an extension of statistical mechanics" is about statistical mechanics, not mechanics.
    expect(relation("chess_opening", "chess")).toBe(Relation.defines);
    expect(relation("quantum_mechanics", "statistical_mechanics")).toBe(Relation.defines);
    expect(relation("quantum_mechanics", "mechanics")).toBeUndefined();
    expect(closeOrDefiningWords("quantum")).toContain("quantum_mechanics");
    // A phrase is about a word before its last that its definition names, however common ("wine
    // tasting: … compare different wines"); not about its last ("climate change: a change in … climate").
    expect(relation("wine_tasting", "wine")).toBe(Relation.defines);
    // A verb's -ing form is about what the verb's definition names ("negotiate: discuss the terms of
    // an arrangement"), not the noun's: a photograph is "… a print or transparent slide", but
    // photographing (recording on film) is no printing.
    expect(relation("photograph", "print")).toBe(Relation.defines);
    expect(relation("photographing", "printing")).toBeUndefined();
    expect(relation("printing", "photographing")).toBeUndefined();
    expect(relation("negotiating", "arrangement")).toBe(Relation.defines);
    expect(relation("climate_change", "climate")).toBe(Relation.defines);
    expect(relation("climate_change", "change")).toBeUndefined();
  });
  it("knows the forms of one word, short ones too, and no more", () => {
    // Porter's stem of these is "ag", too short to trust on its own.
    expect(sameDictionaryForm("ageing", "age")).toBe(true);
    expect(sameDictionaryForm("aging", "age")).toBe(true);
    expect(sameDictionaryForm("icing", "ice")).toBe(true);
    expect(sameDictionaryForm("negotiating", "negotiate")).toBe(true);
    // Porter gives "added" and "ad", "awful" and "awe" one stem each.
    expect(sameDictionaryForm("added", "ad")).toBe(false);
    expect(sameDictionaryForm("awful", "awe")).toBe(false);
    expect(sameDictionaryForm("stoic", "stoicism")).toBe(false);
    // Only a verb has forms in -ing and -ed: "trading" is "trade", not the jazz "trad" ("traditional jazz").
    expect(sameDictionaryForm("trading", "trade")).toBe(true);
    expect(sameDictionaryForm("planning", "plan")).toBe(true);
    expect(sameDictionaryForm("trading", "trad")).toBe(false);
    expect(relation("trading", "traditional")).toBeUndefined();
  });
  it("knows an inflected form from a word of its own", () => {
    expect(["photographed", "explaining", "negotiated"].filter(isInflection)).toEqual(["photographed", "explaining", "negotiated"]);
    // Nouns of their own, and words WordNet does not know at all.
    expect(["ageing", "reading", "planning", "photograph", "retinoid", "zzzqqqed"].filter(isInflection)).toEqual([]);
  });
  it("keeps a derivation across roots as a synonym only ('speaking' / 'language')", () => {
    expect(relation("speaking", "language")).not.toBe(Relation.derived);
  });
  it("knows which of two words is the kind of the other", () => {
    expect(isKindOf("japanese", "language")).toBe(true);
    expect(isKindOf("language", "japanese")).toBe(false);
  });
  it("knows kinds of one specific thing as alternatives, not kinds of a vague one", () => {
    expect(areAlternatives("korean", "japanese")).toBe(true);
    expect(areAlternatives("piano", "guitar")).toBe(true);
    expect(areAlternatives("knitting", "crochet")).toBe(true);
    // Both kinds of "communication", of which thousands of words are kinds: no alternatives.
    expect(areAlternatives("poem", "poetry")).toBe(false);
    expect(areAlternatives("yoga", "meditation")).toBe(false);
    expect(areAlternatives("zzzqqq", "japanese")).toBe(false);
  });
  it("knows the words of a word's commonest definition, one way", () => {
    expect(relation("insomnia", "sleep")).toBe(Relation.defines);
    expect(relation("sleep", "insomnia")).toBe(Relation.namedIn);
    expect(closeOrDefiningWords("sleep")).toContain("insomnia");
    // Not the kind of thing a definition starts with (baking: "cooking by dry heat …"), nor a word
    // too many definitions name (egypt: "… site of an ancient civilization …").
    expect(relation("baking", "cooking")).not.toBe(Relation.defines);
    expect(relation("egypt", "ancient")).toBeUndefined();
  });
  it("knows what a field studies however many definitions name it, and other common words of a definition not", () => {
    // "entomology: the branch of zoology that studies insects"; "cardiology: … dealing with the heart".
    const found = (pairs: Array<[string, string]>) => pairs.filter(([a, b]) => relation(a, b) === Relation.defines);
    const studied: Array<[string, string]> = [["entomology", "insect"], ["ornithology", "bird"], ["cardiology", "heart"], ["ichthyology", "fish"]];
    expect(found(studied)).toEqual(studied);
    // And the kinds of a specific object of few senses, one step down: a bug is an insect, a microbe a microorganism.
    const kinds: Array<[string, string]> = [["entomology", "bug"], ["microbiology", "microbe"]];
    expect(found(kinds)).toEqual(kinds);
    // Not of a vague object ("biology … studies living organisms": a person is one) nor one of many
    // senses ("astrophysics … of celestial bodies": a build is a body).
    expect(found([["biology", "person"], ["astrophysics", "build"]])).toEqual([]);
    // "… the branch of zoology …" is the kind; "egypt: … site of an ancient civilization …" no study;
    // "cosmology: the metaphysical study of the origin and nature of the universe" studies the universe,
    // not nature; "extrovert: … concerned with the social and physical environment" is no field.
    expect(found([["entomology", "zoology"], ["egypt", "ancient"], ["cosmology", "nature"], ["extrovert", "social"]])).toEqual([]);
  });
  it("knows a definition's words in their other forms: a definition that names one names the others", () => {
    // "genghis khan: Mongolian warrior …": the Mongols; "marcus aurelius: … Stoic philosopher": stoicism.
    const found = (pairs: Array<[string, string]>) => pairs.filter(([a, b]) => relation(a, b) === Relation.defines);
    const named: Array<[string, string]> = [["genghis_khan", "mongol"], ["marcus_aurelius", "stoicism"], ["statistics", "math"]];
    expect(found(named)).toEqual(named);
    // Not a modifier's forms ("embroidery: decorative needlework"), a verb sense's ("film": "make a
    // film or photograph of something"), the kind in another form ("baking: cooking …"), nor another
    // name for a word of the definition ("bread" is no "moolah").
    expect(found([["embroidery", "decorating"], ["film", "photography"], ["baking", "cook"], ["baking", "moolah"]])).toEqual([]);
  });
  it("knows the topic dictionary's topics as WordNet's nouns, within its limits (topic-dictionary.ts)", () => {
    // A word WordNet lacks is the topic: "kombucha: a fizzy fermented drink made by culturing sweetened
    // tea with a scoby of bacteria and yeast …", "parkour: moving through city or natural spaces by
    // running, jumping, vaulting …"; only by the nouns of its definition ("zumba: … mixing salsa,
    // merengue …" names another topic and a word WordNet does not have).
    expect(relation("kombucha", "yeast")).toBe(Relation.defines);
    expect(relation("parkour", "vaulting")).toBe(Relation.defines);
    expect(relation("zumba", "merengue")).toBeUndefined();
    // A topic's name of several words is read beside its words, never hiding them.
    expect(aliasPhrases().get("mountain")).toContain("mountain_biking");
    // A word WordNet has keeps its commonest sense: the dictionary's yoga names meditation, and its
    // cricket batting, yet WordNet's yoga does not, and its cricket is first an insect.
    expect(relation("yoga", "meditation")).toBeUndefined();
    expect(relation("cricket", "batting")).toBeUndefined();
    // A topic's definition names no other topic ("permaculture: … gardening and farming …") nor a
    // common word ("tea", the 600th), nor their forms ("teatime").
    expect([relation("permaculture", "gardening"), relation("kombucha", "tea"), relation("kombucha", "teatime")]).toEqual([undefined, undefined, undefined]);
    // Names WordNet has keep what it says of them: "fiddle" (a topic of its own too, the folk
    // fiddle) is still "violin" in every sense WordNet has; "volcanology", listed as a name of the
    // topic "volcanoes", still studies them.
    expect(relation("fiddle", "violin")).toBe(Relation.derived);
    expect(relation("volcanology", "volcano")).toBe(Relation.defines);
    // A topic's word the vectors lack has its relations all the same: "pickleball: a paddle sport …",
    // "regex", a name of "regular expressions".
    expect(relation("pickleball", "paddle")).toBe(Relation.defines);
    expect(relation("regex", "regular_expression")).toBe(Relation.derived);
    expect(nameRank("pickleball")).toBeDefined();
    // A phrase WordNet has names what the dictionary's definition of it names too: WordNet's is "civil
    // war in the United States between the North and the South", the dictionary's names the Confederacy.
    expect(relation("american_civil_war", "confederacy")).toBe(Relation.defines);
    // Within the dictionary's limits: no word among the vectors' 3,000 commonest ("war").
    expect(relation("american_civil_war", "war")).not.toBe(Relation.defines);
  });
  it("knows the words used mainly to qualify another", () => {
    expect(isModifier("ancient")).toBe(true);
    expect(isModifier("digital")).toBe(true);
    expect(isModifier("egypt")).toBe(false);
    // An adjective of a named place says which thing, as its name would; one of a named time qualifies.
    expect(isModifier("roman")).toBe(false);
    expect(isModifier("medieval")).toBe(true);
    expect(isModifier("stoic")).toBe(false);
    expect(isModifier("zzzqqq")).toBe(false);
  });
  it("knows the words that are only adverbs", () => {
    expect(["properly", "often", "never", "always", "honestly"].filter(isAdverb)).toEqual(["properly", "often", "never", "always", "honestly"]);
    // Words that are also nouns, verbs or adjectives are not: "inside", "online", "abroad" (study abroad), "fast".
    expect(["inside", "online", "abroad", "fast", "guitar", "zzzqqq"].filter(isAdverb)).toEqual([]);
  });
  it("knows the nouns that name people, in at least half their senses", () => {
    expect(["founder", "hobbyist", "newcomer", "volunteer", "fan", "teen"].filter(isPerson)).toEqual(["founder", "hobbyist", "newcomer", "volunteer", "fan", "teen"]);
    // "dog" (three of seven senses), "star" (three of eight); instances are no kinds ("aurelius").
    expect(["dog", "star", "chemistry", "relaxation", "job", "aurelius", "zzzqqq"].filter(isPerson)).toEqual([]);
  });
  it("gives a word's close forms to find its group by", () => {
    expect(closeWords("meditate")).toContain("meditation");
  });
  it("lies in a compact file beside the word vectors", () => {
    expect(readFileSync(lexiconFile(compactFile())).toString("latin1", 0, 18)).toBe("classwish-lexicon-");
  });
  it("reads back what it wrote, its phrases too, without building it again", () => {
    // Three words and two phrases (ranks 3 and 4, the second an alias); a table this small could not
    // be built from WordNet, so a file read wrongly fails here rather than being quietly built again
    // at every start.
    const written: Lexicon = {
      starts: Uint32Array.from([0, 1, 1, 1, 2, 2]),
      entries: Uint32Array.from([(3 << RANK_SHIFT) | Relation.defines, (0 << RANK_SHIFT) | Relation.namedIn]),
      modifiers: Uint32Array.from([1]),
      adverbs: new Uint32Array(),
      lemmas: Uint32Array.from([0, 2]),
      verbs: Uint32Array.from([2]),
      aliases: Uint32Array.from([4]),
      namedWords: Uint32Array.from([2]),
      people: Uint32Array.from([0]),
      names: ["black_hole", "moral_philosophy"],
    };
    const dir = mkdtempSync(path.join(tmpdir(), "classwish-lexicon-"));
    try {
      writeLexiconFile(path.join(dir, "lexicon.bin"), written);
      expect(loadLexicon(path.join(dir, "lexicon.bin"), { size: 3 } as WordTable)).toEqual(written);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
