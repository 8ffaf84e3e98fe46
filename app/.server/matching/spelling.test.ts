import { describe, expect, it } from "vitest";
import { spelt } from "./spelling.ts";

describe("a misspelt word is read as the word meant", () => {
  it("one letter dropped, added, changed or swapped: the commonest word one edit away", () => {
    expect(["phtography", "pyhton", "knittting", "astronmy", "guiter", "stocism", "philosphy"].map(spelt)).toEqual([
      "photography",
      "python",
      "knitting",
      "astronomy",
      "guitar",
      "stoicism",
      "philosophy",
    ]);
  });
  it("leaves alone words the vectors know, short words, a changed first letter, and words with no near neighbour", () => {
    // Rare but real ("epictetus", "macrame"), short ("vlog"), the first letter ("esports" is not "sports"), none near.
    for (const word of ["epictetus", "macrame", "vlog", "esports", "blockchain", "ikigai", "a".repeat(200), "日本語"]) expect(spelt(word)).toBe(word);
  });
});
