import { describe, expect, it } from "vitest";
import { isDictionaryWord } from "./lexicon.ts";
import { irregularSingular, meant as meantBy, spellings } from "./spelling.ts";

const meant = (word: string): string => meantBy(word, isDictionaryWord);

describe("a misspelt word is read as the word meant", () => {
  it("one letter dropped, added, changed or swapped: the commonest word one edit away", () => {
    expect(["phtography", "pyhton", "knittting", "astronmy", "guiter", "stocism", "philosphy"].map((w) => spellings(w, isDictionaryWord)[0])).toEqual([
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
    for (const word of ["epictetus", "macrame", "vlog", "esports", "blockchain", "ikigai", "a".repeat(200), "日本語"]) expect(spellings(word, isDictionaryWord)).toEqual([]);
  });
  it("a misspelling the news used often enough for the vectors to know it, read as the far commoner word meant", () => {
    expect(["amercian", "televsion", "colledge", "acording"].map(meant)).toEqual(["american", "television", "college", "according"]);
    // Not a word WordNet has, however rare ("sundae" is no "sunday", "forger" no "former"), a common one, nor a short one.
    for (const word of ["sundae", "forger", "deportment", "sailing", "manga", "vlogs"]) expect(meant(word)).toBe(word);
  });
});

describe("a plural the plural rule cut short is read as its singular", () => {
  it("'-oes' and '-ves' plurals: the singular WordNet has, when far commoner", () => {
    expect(["volcanoe", "potatoe", "heroe", "wolve", "knive", "scarve"].map(meant)).toEqual(["volcano", "potato", "hero", "wolf", "knife", "scarf"]);
  });
  it("not where the cut word is a word of its own, or the singular too short to trust", () => {
    // "toes" is not "to", "shoes" not "sho"; "leave" is commoner than "leaf"; "canoe", "olive" are words.
    for (const word of ["toe", "shoe", "leave", "canoe", "olive", "live"]) expect(meant(word)).toBe(word);
    expect(irregularSingular("volcanoe", () => Infinity)).toBe("volcanoe");
    // Nor a singular WordNet lacks: "waave" is a typo (alone, of the commonest word one edit away;
    // beside "loom", of "weave": concept.ts), no plural of "waaf".
    expect(meant("waave")).toBe("wave");
  });
  it("the plural of a request word is that word, however rare its whole form", () => {
    // "newbies" is cut to "newby", which the vectors know better than "newbie".
    expect(meant("newby")).toBe("newbie");
    expect(meant("alway")).toBe("always");
  });
  it("a cut word is read whole only when the whole is a word: a rarer typo is corrected instead", () => {
    // "negotations", a typo the news had often enough (79,881st), is no word of WordNet's.
    expect(meant("negotation")).toBe("negotiation");
    expect(["movy", "socrate"].map(meant)).toEqual(["movies", "socrates"]);
  });
  it("a word WordNet has is read whole where the cut one is none, however the two are used", () => {
    // "bia" (40,214th) is 4.9 times rarer than "bias", "biase" (222,737th) 6.6 times rarer than
    // "biases"; both were read as no word of WordNet's ("biase" then as the typo of "base").
    expect(["bia", "biase", "len", "alia"].map(meant)).toEqual(["bias", "biases", "lens", "alias"]);
    // A word of its own stays: "mar" is no cut "mars" to WordNet, nor "jean" a cut "jeans".
    expect(["mar", "jean"].map(meant)).toEqual(["mar", "jean"]);
    // Nor is a common word WordNet lacks (a verb's past) a cut plural of a far rarer one: "cames" is
    // WordNet's only as a plural of "cam"; read so, "came" weighed 0.98, as much as the rarest topic word.
    expect(["came", "rode", "woke"].map(meant)).toEqual(["came", "rode", "woke"]);
  });
  it("an '-ics' plural the plural rule kept is the '-ic' word WordNet has, where it lacks the plural", () => {
    expect(["psychics", "stoics", "skeptics"].map(meant)).toEqual(["psychic", "stoic", "skeptic"]);
    // Fields WordNet has as themselves stay so.
    expect(["physics", "ethics", "mechanics", "classics"].map(meant)).toEqual(["physics", "ethics", "mechanics", "classics"]);
  });
});
