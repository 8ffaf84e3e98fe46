import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lexiconFile, Relation } from "./lexicon-file.ts";
import { closeWords, isKindOf, relation } from "./lexicon.ts";
import { compactFile } from "./word-vectors-file.ts";

// WordNet's relations as the compact file holds them (built on install, or on first use).
describe("the lexicon", () => {
  it("knows derived forms, synonyms and broader terms, through inflections", () => {
    expect(relation("stoic", "stoicism")).toBe(Relation.derived);
    expect(relation("negotiating", "negotiation")).toBe(Relation.derived);
    expect(relation("watercolour", "watercolor")).toBe(Relation.synonym);
    expect(relation("astrophysics", "astronomy")).toBe(Relation.broader);
    expect(relation("guitar", "hieroglyph")).toBeUndefined();
    expect(relation("zzzqqq", "stoic")).toBeUndefined();
  });
  it("keeps a derivation across roots as a synonym only ('speaking' / 'language')", () => {
    expect(relation("speaking", "language")).not.toBe(Relation.derived);
  });
  it("knows which of two words is the kind of the other", () => {
    expect(isKindOf("japanese", "language")).toBe(true);
    expect(isKindOf("language", "japanese")).toBe(false);
  });
  it("gives a word's close forms to find its group by", () => {
    expect(closeWords("meditate")).toContain("meditation");
  });
  it("lies in a compact file beside the word vectors", () => {
    expect(readFileSync(lexiconFile(compactFile())).toString("latin1", 0, 18)).toBe("classwish-lexicon-");
  });
});
