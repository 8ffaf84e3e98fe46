import { describe, expect, it } from "vitest";
import { matchesAny, orLexemes, rankOr } from "./text-rank.ts";

// The arithmetic is checked against PostgreSQL itself in tests/integration/offered-courses.test.ts;
// these pin what the server decides on its own: which queries it ranks, and in what term order.

describe("orLexemes", () => {
  it("takes a query of lexemes joined by | in PostgreSQL's term order (UTF-8 bytes), each once", () => {
    expect(orLexemes("'hole' | 'black' | 'hole'")).toEqual(["black", "hole"]);
    // Byte order, not length first: "ab" < "b"; and "é" (0xC3 0xA9) after "z".
    expect(orLexemes("'b' | 'ab' | 'é' | 'z'")).toEqual(["ab", "b", "z", "é"]);
    expect(orLexemes("")).toEqual([]);
  });

  it("leaves any other query to SQL: a phrase, an AND, a negation, a weight or prefix, a quote inside", () => {
    for (const query of ["'e' <-> 'mail'", "'a' & 'b'", "!'a'", "'a':A", "'a':*", "'it''s'", "( 'a' | 'b' )"]) expect(orLexemes(query), query).toBeUndefined();
  });
});

describe("rankOr", () => {
  const vector = new Map([
    ["black", [3, 1]],
    ["hole", [3]],
  ]);

  it("is 0 for no match or an empty query, and divides by the query's terms, found or not", () => {
    expect(rankOr(vector, ["star"])).toBe(0);
    expect(rankOr(vector, [])).toBe(0);
    expect(rankOr(vector, ["hole", "star"])).toBe(Math.fround(rankOr(vector, ["hole"]) / 2));
    expect(matchesAny(vector, ["star", "hole"])).toBe(true);
    expect(matchesAny(vector, ["star"])).toBe(false);
  });

  it("is a float4: a title word (A) alone ranks 1 / 1.64493406685 rounded to single precision", () => {
    expect(rankOr(vector, ["hole"])).toBe(Math.fround(1 / 1.64493406685));
  });
});
