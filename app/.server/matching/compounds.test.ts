import { describe, expect, it } from "vitest";
import { compoundOf, compoundParts, withCompounds } from "./compounds.ts";
import { sameDemand } from "./same-demand.ts";
import { conceptKey } from "./text.ts";

// Two words that the vectors know as one (an object and an -ing form), with the real vectors.
const read = (words: string[], together: boolean) => withCompounds(words, (w) => w, together, (compound) => compound);

describe("an activity written as one word or as two", () => {
  it("an object and a verb make the one word, the verb in any form", () => {
    expect(compoundOf("film", "make")).toBe("filmmaking");
    expect(compoundOf("film", "making")).toBe("filmmaking");
    expect(compoundOf("bee", "keep")).toBe("beekeeping");
    expect(compoundOf("song", "write")).toBe("songwriting");
  });
  it("not without an -ing, nor with a framing word, nor where no such word is known", () => {
    expect(compoundOf("car", "pet")).toBeUndefined();
    expect(compoundOf("butter", "fly")).toBeUndefined();
    expect(compoundOf("home", "make")).toBeUndefined();
    expect(compoundOf("python", "learning")).toBeUndefined();
  });
  it("in a concept's key, any two words, in place of them; in a text, two side by side, beside them", () => {
    expect(read(["film", "make", "short"], false)).toEqual(["filmmaking", "short"]);
    expect(read(["make", "short", "film"], true)).toEqual(["make", "short", "film"]);
    expect(read(["make", "film"], true)).toEqual(["make", "film", "filmmaking"]);
  });
  it("so each way of writing it asks for one class, and another activity on the object does not", () => {
    const same = (a: string, b: string) => sameDemand(conceptKey(a), conceptKey(b));
    expect(same("filmmaking", "how to make a short film")).toBe(true);
    expect(same("songwriting", "writing songs")).toBe(true);
    expect(same("beekeeping", "how to keep bees")).toBe(true);
    expect(same("film making", "film history")).toBe(false);
  });

  it("a one word is typed as the two words compoundOf reads back as it, and no others", () => {
    expect(compoundParts("filmmaking")).toContainEqual(["film", "making"]);
    expect(compoundParts("kitesurfing")).toEqual([["kite", "surfing"]]);
    for (const [noun, ing] of compoundParts("beekeeping")) expect(compoundOf(noun, ing)).toBe("beekeeping");
    // A framing word's ("make it at home" is no "homemaking"), and a word of no -ing form.
    expect(compoundParts("homemaking")).toEqual([]);
    expect(compoundParts("carpet")).toEqual([]);
  });
});
