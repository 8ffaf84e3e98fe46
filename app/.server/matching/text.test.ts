import { describe, expect, it } from "vitest";
import { seedCourses } from "../../../bench/relevance-judge.ts";
import { readCatalog } from "./catalog.ts";
import { matcherOf, shownFor } from "./rule.ts";
import { conceptKey, conceptWords, topicWords } from "./text.ts";

describe("topicWords", () => {
  it("drops the words people wrap a topic in", () => {
    expect(topicWords("I would like to learn Python for beginners, please")).toEqual(["python"]);
  });
  it("is case-, accent- and plural-insensitive", () => {
    expect(conceptKey("Crème Brûlée CLASSES")).toBe(conceptKey("creme brulee"));
    expect(conceptKey("Black Holes")).toBe(conceptKey("black hole"));
    expect(conceptKey("The Galaxies and their Black-Holes")).toBe("black galaxy hole");
    // Not a plural: "news" is no "new".
    expect(conceptKey("spotting fake news")).toBe("fake news spotting");
  });
  it("drops what a contraction leaves at its apostrophe, typed either way", () => {
    expect(conceptKey("I've always wanted to learn guitar")).toBe(conceptKey("I have always wanted to learn guitar"));
    expect(conceptKey("I don’t know where to start with Python")).toBe("python");
    expect(conceptKey("it isn't easy: calculus")).toBe("calculus");
    expect(conceptKey("you're never too old for piano")).toBe(conceptKey("never too old for piano"));
    expect(conceptKey("Newton's laws")).toBe(conceptKey("newton laws"));
  });
  it("keeps a programming language's sign and an abbreviation's letters, which splitting dropped (an empty key)", () => {
    expect(conceptKey("learn C++ for beginners")).toBe("cpp");
    expect(conceptKey("C# and .NET")).toBe("csharp net");
    expect(conceptKey("F#")).toBe("fsharp");
    expect(conceptKey("A.I. for beginners")).toBe(conceptKey("AI for beginners"));
    expect(conceptKey("watercolours, e.g. landscapes")).toBe("landscape watercolour");
    // Not inside a word, nor a number.
    expect(conceptKey("item#3 c++x")).toBe(conceptKey("item 3 c x"));
  });
  it("a concept of request words only is about them, not an empty key", () => {
    expect(conceptKey("learn to program")).toBe("learn program");
    expect(conceptKey("How to study?")).toBe("study");
    expect(conceptKey("Tutorials, please")).toBe("please tutorial");
    // A topic word present, the request words are filler as ever; function words alone are nothing.
    expect(conceptKey("learn to program robots")).toBe("robot");
    expect(conceptKey("what is it about?")).toBe("");
  });
  it("keeps a field's head after a topic word: 'machine learning' is not 'machine', 'learning python' is 'python'", () => {
    expect(conceptKey("Machine Learning for beginners")).toBe("learning machine");
    expect(conceptKey("machine-learning")).toBe("learning machine");
    expect(conceptKey("personal training")).toBe("personal training");
    expect(conceptKey("deep learning with python")).toBe("deep learning python");
    // Not after a request or framing word, nor before the topic: a request.
    expect(conceptKey("learning python")).toBe("python");
    expect(conceptKey("online learning for kids")).toBe("kid");
    expect(conceptKey("adult learning")).toBe("adult");
    expect(conceptKey("communication skills training")).toBe("communication skill");
    expect(conceptKey("how to learn, learning tips")).toBe("tip");
    expect(conceptKey("training")).toBe("training");
    // The key reads back as the concept did (concept.ts reads keys, whose words are sorted).
    for (const concept of ["machine learning", "strength training for runners", "learn learning", "learning"])
      expect(conceptWords(conceptKey(concept), true).sort().join(" ")).toBe(conceptKey(concept));
  });
  it("reads a hyphened word as one when splitting would lose a part of it and the whole is a word", () => {
    expect(conceptKey("E-commerce for beginners")).toBe(conceptKey("ecommerce"));
    expect(conceptKey("e-mail marketing")).toBe(conceptKey("email marketing"));
    // Both halves stop words: an empty key before.
    expect(conceptKey("well-being")).toBe("wellbeing");
    // "kdrama" is no word the vectors know, and "anti" and "aging" are both topic words.
    expect(conceptKey("learn korean for k-drama fans")).toBe("drama fan korean");
    expect(conceptKey("anti-aging creams")).toBe("aging anti cream");
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
