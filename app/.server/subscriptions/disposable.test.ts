import { describe, expect, it } from "vitest";
import { isDisposableAddress } from "./disposable";

describe("isDisposableAddress", () => {
  it("knows the throwaway services and their subdomains, not ordinary mail", () => {
    expect(isDisposableAddress("a@mailinator.com", [])).toBe(true);
    expect(isDisposableAddress("a@yopmail.com", [])).toBe(true);
    expect(isDisposableAddress("a@inbox.mailinator.com", [])).toBe(true);
    for (const ok of ["a@gmail.com", "a@outlook.com", "a@example.com", "a@u.nus.edu.sg"]) expect(isDisposableAddress(ok, []), ok).toBe(false);
  });

  it("lets through what the operator allows, and the subdomains of it", () => {
    expect(isDisposableAddress("a@yopmail.com", ["yopmail.com"])).toBe(false);
    expect(isDisposableAddress("a@eu.yopmail.com", ["yopmail.com"])).toBe(false);
    expect(isDisposableAddress("a@mailinator.com", ["yopmail.com"])).toBe(true);
  });
});
