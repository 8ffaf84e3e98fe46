import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+SUM(A1)", `"'+SUM(A1)"`],
    ["-2", `"'-2"`],
    ["@cmd", `"'@cmd"`],
    ["\t=x", `"'\t=x"`],
    ["\r=x", `"'\r=x"`],
    ['say "hi"', `"say ""hi"""`],
    ["a,b\nc", `"a,b\nc"`],
    ["ada@example.com", `"ada@example.com"`],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes numbers, dates and missing values plainly", () => {
    expect(csvCell(42)).toBe(`"42"`);
    expect(csvCell(new Date("2026-11-22T01:02:03Z"))).toBe(`"2026-11-22T01:02:03.000Z"`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

it("toCsv joins rows with CRLF after a header", () => {
  expect(toCsv(["a", "b"], [[1, "=x"]])).toBe(`"a","b"\r\n"1","'=x"\r\n`);
});
