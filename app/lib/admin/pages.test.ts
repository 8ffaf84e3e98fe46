import { describe, expect, it } from "vitest";
import { pageWindow } from "./pages";

describe("console pages", () => {
  it("shows 100 a page, numbered from one", () => {
    expect(pageWindow(null, 250, 100)).toEqual({ page: 1, pages: 3, offset: 0, from: 1, to: 100 });
    expect(pageWindow("2", 250, 100)).toEqual({ page: 2, pages: 3, offset: 100, from: 101, to: 200 });
    expect(pageWindow("3", 250, 100)).toEqual({ page: 3, pages: 3, offset: 200, from: 201, to: 250 });
    expect(pageWindow("1", 100, 100)).toMatchObject({ pages: 1, to: 100 });
    expect(pageWindow("2", 101, 100)).toMatchObject({ page: 2, pages: 2, from: 101, to: 101 });
  });

  it("treats a bad page as the first, and one past the end as the last", () => {
    for (const bad of ["", "0", "-2", "1.5", "abc", "1e3", "9999999999"]) expect(pageWindow(bad, 250, 100).page, bad).toBe(1);
    expect(pageWindow("7", 250, 100)).toMatchObject({ page: 3, from: 201, to: 250 });
  });

  it("has one empty page when nothing matches", () => {
    expect(pageWindow("4", 0, 100)).toEqual({ page: 1, pages: 1, offset: 0, from: 0, to: 0 });
  });
});
