import { describe, expect, it } from "vitest";
import { matchWords } from "./concept.ts";
import { coverage, knownSimilarity, wordSimilarity } from "./similarity.ts";

const word = (text: string) => matchWords(text)[0]!;

describe("what is known of a phrase", () => {
  it("counts what its words are known to be close to, as likeness does: a close word for showing a course (rule.ts)", () => {
    // "stock market" is about stocks, and WordNet defines a share by stock.
    expect(knownSimilarity(word("stock market"), word("shares"))).toBeGreaterThanOrEqual(0.8);
    expect(knownSimilarity(word("stock market"), word("shares"))).toBeLessThanOrEqual(wordSimilarity(word("stock market"), word("shares")));
  });
  it("never through the same word: 'mechanics' is no close word of 'quantum mechanics'", () => {
    expect(knownSimilarity(word("mechanics"), word("quantum mechanics"))).toBe(0);
    expect(wordSimilarity(word("mechanics"), word("quantum mechanics"))).toBeLessThan(0.65);
  });
  it("nor through a word the other is written with: a palm tree (a palm) is no palm reading", () => {
    // 0.9 when it was: "palm_tree" is a synonym of "palm", one of the words of "palm reading".
    const palmTree = matchWords("palm tree").find((w) => w.word === "palm_tree")!;
    expect(wordSimilarity(palmTree, word("palm reading"))).toBeLessThan(0.5);
    // A phrase is still close to another through words they do not share.
    expect(knownSimilarity(word("stock market"), word("shares"))).toBeGreaterThanOrEqual(0.8);
  });
  it("its vector, made of its words', is not compared with its own words: a black hole is no hole", () => {
    // 0.96 when it was.
    expect(wordSimilarity(word("black holes"), word("hole"))).toBeLessThan(0.5);
  });
});

describe("an alias beside its words (concept.ts aliasWord)", () => {
  it("what stands for the phrase stands for each of its words: 'ethics' covers all of 'moral philosophy', not half", () => {
    const [moral, ethics] = [matchWords("moral philosophy"), matchWords("ethics")];
    expect(coverage(moral, ethics)).toBeGreaterThanOrEqual(0.8);
    expect(coverage(ethics, moral)).toBeGreaterThanOrEqual(0.8);
    // The words without it: "ethics" is only near "philosophy" (a kind of it) and "moral".
    const bare = moral.filter((w) => w.weight > 0).map((w) => ({ ...w, alias: undefined }));
    expect(coverage(bare, ethics)).toBeLessThan(0.6);
  });
});
