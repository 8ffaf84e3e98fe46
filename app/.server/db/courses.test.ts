import { describe, expect, it } from "vitest";
import { anyWordQuery } from "./courses.ts";

describe("anyWordQuery", () => {
  it("joins a sentence's words with 'or', so any of them may match", () => {
    expect(anyWordQuery("What really happens inside a black hole?")).toBe("What or really or happens or inside or a or black or hole");
  });

  it("drops every character that means something to websearch_to_tsquery", () => {
    expect(anyWordQuery(`"black holes" -stars or (space) OR Taoism`)).toBe("black or holes or stars or space or Taoism");
  });

  it("keeps letters and digits of any script", () => {
    expect(anyWordQuery("中医 Qi-gong 101")).toBe("中医 or Qi or gong or 101");
  });

  it("is empty when nothing searchable is left", () => {
    expect(anyWordQuery("?!… -- \"\"")).toBe("");
    expect(anyWordQuery("or OR or")).toBe("");
  });

  it("caps the number of words", () => {
    expect(anyWordQuery(Array.from({ length: 100 }, (_, i) => `w${i}`).join(" ")).split(" or ")).toHaveLength(40);
  });
});
