import { describe, expect, it } from "vitest";
import { phraseIndex, phrasesIn, withPhrases } from "./phrases.ts";

// Finding phrases among topic words, with an index of a few (the lexicon's own: lexicon.test.ts).
const index = phraseIndex(["black_hole", "quantum_mechanics", "world_war_1", "world_war"]);
const read = (words: string[], together: boolean) => withPhrases(words, (w) => w, index, together, (phrase) => phrase);

describe("phrases among topic words", () => {
  it("in a text, only where the phrase's words stand together", () => {
    expect(read(["inside", "black", "hole"], true)).toEqual(["inside", "black_hole"]);
    expect(read(["black", "cat", "hole"], true)).toEqual(["black", "cat", "hole"]);
    // Topic words have no order of their own left to trust past the stop words dropped between them: either order.
    expect(read(["hole", "black"], true)).toEqual(["black_hole"]);
  });
  it("in a concept's key, whose words are sorted, anywhere", () => {
    expect(read(["1", "history", "war", "world"], false)).toEqual(["world_war_1", "history"]);
    expect(read(["black", "cat", "hole"], false)).toEqual(["black_hole", "cat"]);
  });
  it("the longer phrase first, and each word in one phrase at most", () => {
    expect(phrasesIn(["world", "war", "1"], index, true)).toEqual([{ phrase: "world_war_1", at: [0, 1, 2] }]);
    expect(read(["car", "mechanics"], true)).toEqual(["car", "mechanics"]);
    expect(read([], false)).toEqual([]);
  });
});
