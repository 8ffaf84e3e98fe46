import { describe, expect, it } from "vitest";
import { seedCourses } from "../../../bench/relevance-judge.ts";
import { readCatalog } from "./catalog.ts";
import { matcherOf, shownFor } from "./rule.ts";
import { conceptKey, conceptWords } from "./text.ts";
import { topicWords } from "./topic-words.ts";

/**
 * The rows of a table whose concept is not keyed as it must be: as a key (a string) or as another
 * concept typed otherwise (`{ as }`). One table per rule, so a failure shows every row that broke.
 */
function misKeyed(table: ReadonlyArray<[concept: string, key: string | { as: string }]>): string[] {
  return table.flatMap(([concept, key]) => {
    const [got, want] = [conceptKey(concept), typeof key === "string" ? key : conceptKey(key.as)];
    return got === want ? [] : [`${concept} → "${got}", not "${want}"`];
  });
}

/** Rules of reading a concept's key, each with concepts and the key each must have. */
const KEYED: Array<{ rule: string; rows: Array<[concept: string, key: string | { as: string }]> }> = [
  {
    rule: "is case-, accent- and plural-insensitive",
    rows: [
      ["Crème Brûlée CLASSES", { as: "creme brulee" }],
      ["Black Holes", { as: "black hole" }],
      ["The Galaxies and their Black-Holes", "black galaxy hole"],
      // Not a plural: "news" is no "new".
      ["spotting fake news", "fake news spotting"],
    ],
  },
  {
    rule: "drops what a contraction leaves at its apostrophe, typed either way",
    rows: [
      ["I've always wanted to learn guitar", { as: "I have always wanted to learn guitar" }],
      ["I don’t know where to start with Python", "python"],
      ["it isn't easy: calculus", "calculus"],
      ["you're never too old for piano", { as: "never too old for piano" }],
      ["Newton's laws", { as: "newton laws" }],
    ],
  },
  {
    rule: "keeps a programming language's sign and an abbreviation's letters, which splitting dropped (an empty key)",
    rows: [
      ["learn C++ for beginners", "cpp"],
      ["C# and .NET", "csharp net"],
      ["F#", "fsharp"],
      ["A.I. for beginners", { as: "AI for beginners" }],
      ["watercolours, e.g. landscapes", "landscape watercolour"],
      // Not inside a word, nor a number.
      ["item#3 c++x", { as: "item 3 c x" }],
    ],
  },
  {
    rule: "drops a word that says how much or since when a wish is wanted, before 'to' and a verb of learning",
    rows: [
      ["I've been meaning to learn guitar", "guitar"],
      ["dying to learn salsa", "salsa"],
      ["itching to try rock climbing", "climbing rock"],
      ["eager to learn japanese", "japanese"],
      ["training to become a pilot", "pilot"],
      // What a wish asks for keeps its word; another verb is no wish told.
      ["apps to learn japanese", "app japanese"],
      ["cooking to impress", "cooking impress"],
      ["writing to get published", "published writing"],
    ],
  },
  {
    rule: "leaves out the words of an audience after 'for' ending in people, but its framing words",
    rows: [
      ["business plans for first-time founders", { as: "business plans" }],
      ["the periodic table for chemistry newcomers", "newcomer periodic table"],
      ["woodturning for retired hobbyists", "hobbyist woodturning"],
      ["learn korean for k-drama fans", "fan korean"],
      ["black holes for curious teens and their parents", "black hole parent teen"],
      ["basic spanish for busy parents", "busy parent spanish"],
      // No audience: no people at its end, or not after "for".
      ["obedience training for dogs", "dog obedience training"],
      ["essential oils for relaxation", "essential oil relaxation"],
      ["personal finance for my job", "finance job personal"],
      ["retired hobbyists' woodturning", "hobbyist retired woodturning"],
    ],
  },
  {
    // "vs", rare in the news the vectors were made from, weighed 0.9: "retinol vs vitamin c" was
    // mostly "vs", and showed no course where "retinol and vitamin c" showed the skincare one.
    rule: "drops the word that sets two topics side by side ('vs', 'versus')",
    rows: [
      ["retinol vs vitamin c", { as: "retinol and vitamin c" }],
      ["debt snowball versus avalanche", "avalanche debt snowball"],
    ],
  },
  {
    rule: "a concept of request words only is about them, not an empty key",
    rows: [
      ["learn to program", "learn program"],
      ["How to study?", "study"],
      ["Tutorials, please", "please tutorial"],
      // A topic word present, the request words are filler as ever; function words alone are nothing.
      ["learn to program robots", "robot"],
      ["what is it about?", ""],
    ],
  },
  {
    rule: "reads a hyphened word as one when splitting would lose a part of it and the whole is a word",
    rows: [
      ["E-commerce for beginners", { as: "ecommerce" }],
      ["e-mail marketing", { as: "email marketing" }],
      // Both halves stop words: an empty key before.
      ["well-being", "wellbeing"],
      // "kdrama" is no word the vectors know, and "anti" and "aging" are both topic words.
      ["k-drama recaps", "drama recap"],
      ["anti-aging creams", "aging anti cream"],
    ],
  },
];

describe("topicWords", () => {
  it("drops the words people wrap a topic in", () => {
    expect(topicWords("I would like to learn Python for beginners, please")).toEqual(["python"]);
  });
  // Each rule of reading a concept's key, as a table of concepts and the keys they must have (a
  // failure names every row that broke).
  it.each(KEYED)("$rule", ({ rows }) => {
    expect(misKeyed(rows)).toEqual([]);
  });
  it("keeps a field's head after a topic word: 'machine learning' is not 'machine', 'learning python' is 'python'", () => {
    expect(misKeyed([
      ["Machine Learning for beginners", "learning machine"],
      ["machine-learning", "learning machine"],
      ["personal training", "personal training"],
      ["deep learning with python", "deep learning python"],
      // Not after a request or framing word, nor before the topic: a request.
      ["learning python", "python"],
      ["online learning for kids", "kid"],
      ["adult learning", "adult"],
      ["communication skills training", "communication skill"],
      ["how to learn, learning tips", "tip"],
      ["training", "training"],
    ])).toEqual([]);
    // The key reads back as the concept did (concept.ts reads keys, whose words are sorted).
    for (const concept of ["machine learning", "strength training for runners", "learn learning", "learning"])
      expect(conceptWords(conceptKey(concept), true).sort().join(" ")).toBe(conceptKey(concept));
  });
  it("keeps other scripts' words as they are", () => {
    expect(topicWords("中医 qi")).toEqual(["中医", "qi"]);
  });
});

describe("bad input shows no course", () => {
  const matcher = matcherOf(readCatalog(seedCourses()));
  const bad = ["🙂🙂🙂", "?!… -- \"\"", "", "   ", "日本語を勉強したい", "Приветствую всех", "a".repeat(200), "learn ".repeat(33), "x y z ".repeat(33)];
  it.each(bad)("%j", (concept) => {
    expect(shownFor(matcher, concept)).toEqual([]);
  });
  it("a long concept about a course still finds it", () => {
    const long = `${"I would really like to learn about ".repeat(4)}black holes and the event horizon`.slice(0, 200);
    expect(shownFor(matcher, long).map((c) => c.courseId)).toContain(2);
  });
});
