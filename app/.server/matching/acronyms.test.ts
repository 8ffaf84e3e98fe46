import { describe, expect, it } from "vitest";
import { initialsMatched, spelledBy } from "./acronyms.ts";
import { keyWords, matchWords } from "./concept.ts";
import { DemandGroups, sameDemand } from "./same-demand.ts";
import { conceptKey } from "./text.ts";

// A name typed as its initials, with the real vectors and WordNet.
const key = (concept: string) => keyWords(conceptKey(concept));
const matched = (a: string, b: string) => [...initialsMatched(key(a), key(b))].map((w) => w.word).sort();

describe("a name typed as its initials", () => {
  it("stands for the words of the other concept that spell it, in any order, and they for it", () => {
    expect(matched("bsl for beginners", "learn british sign language")).toEqual(["bsl"]);
    expect(matched("learn british sign language", "bsl for beginners")).toEqual(["british", "language", "sign"]);
    expect(matched("cbt", "cognitive behavioural therapy")).toEqual(["cbt"]);
  });
  it("is a short rare word no dictionary has: not 'art', 'yoga' or 'golf', nor words that spell nothing", () => {
    expect(matched("art", "ancient roman temples")).toEqual([]);
    expect(matched("yoga", "your own garden art")).toEqual([]);
    expect(matched("bsl", "sign language")).toEqual([]);
  });
  it("in a course's text, only words side by side and in order spell it", () => {
    const words = matchWords("Traditional Chinese Medicine: History, Practice and Evidence");
    expect(spelledBy(key("tcm")[0]!, words)?.map((w) => w.word)).toEqual(["traditional", "chinese", "medicine"]);
    expect(spelledBy(key("tcm")[0]!, matchWords("Taoism and Stoicism: Two Paths to a Calm Mind"))).toBeUndefined();
  });
  it("so the initials and the name ask for one class, and the Demand page groups them", () => {
    expect(sameDemand(conceptKey("bsl for beginners"), conceptKey("learn british sign language"))).toBe(true);
    expect(sameDemand(conceptKey("seo"), conceptKey("search engine optimisation"))).toBe(true);
    const keys = ["british language sign", "deaf signing", "language sign", "bsl"];
    expect(new DemandGroups().group(keys).map((g) => [...g].sort())).toEqual([[...keys].sort()]);
  });
  it("reads x for a word of 'ex', as it is said, and only there", () => {
    expect(matched("ux design", "user experience design course")).toEqual(["ux"]);
    expect(matched("user experience design", "how to become a ux designer")).toEqual(["experience", "user"]);
    expect(matched("dx", "developer experience")).toEqual(["dx"]);
    expect(matched("ux design", "user interface design")).toEqual([]);
    // Found by its initials among groups: the Demand page groups them.
    const keys = [conceptKey("user experience design"), conceptKey("ux design"), conceptKey("how to become a ux designer")];
    expect(new DemandGroups().group(keys).map((g) => [...g].sort())).toEqual([[...keys].sort()]);
  });
});

