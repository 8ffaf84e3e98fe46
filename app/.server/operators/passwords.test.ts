import { describe, expect, it } from "vitest";
import { DECOY_HASH, hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";

describe("operator passwords", () => {
  it("hashes with scrypt and a salt of its own, and checks exactly", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct");
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batter", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("matches nothing with a malformed hash or the decoy", async () => {
    for (const stored of ["", "scrypt$", "bcrypt$1$2$3$abc$def", "scrypt$0$8$1$AAAA$AAAA", "scrypt$99999999999$8$1$AAAA$AAAA"]) {
      expect(await verifyPassword("anything at all", stored)).toBe(false);
    }
    expect(await verifyPassword("anything at all", DECOY_HASH)).toBe(false);
  });

  it("takes new passwords of 12 to 256 characters", () => {
    expect(passwordProblem("elevenchars")).toMatch(/at least 12/);
    expect(passwordProblem("twelve chars")).toBeUndefined();
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256/);
  });
});
