import { describe, expect, it } from "vitest";
import { EMAIL_MAX, isEmail, normaliseEmail } from "./email";
import { emailSchema } from "./requests";

describe("the one e-mail rule", () => {
  it.each(["reader@example.com", "  Reader.Name+news@mail.example.sg  ", "o'neil@example.ie"])("accepts %o", (v) => expect(isEmail(v)).toBe(true));

  it.each([
    "",
    "   ",
    "learner.example.com",
    "a@b",
    "reader@",
    "reader@example",
    "@example.com",
    "rea der@example.com",
    "a@b@c.com",
    "a@@b.com",
    ".a@example.com",
    "a..b@example.com",
    "a.@example.com",
    `${"a".repeat(EMAIL_MAX)}@example.com`,
  ])("refuses %o", (v) => expect(isEmail(v)).toBe(false));

  it("the server's schema applies the same rule and normalises", () => {
    for (const v of ["a@b", "a b@c.com", ".a@example.com"]) expect(emailSchema.safeParse(v).success, v).toBe(false);
    const ok = emailSchema.safeParse("  Ana.Lim@Example.SG ");
    expect(ok.success && ok.data).toBe("ana.lim@example.sg");
    expect(normaliseEmail("  Ana.Lim@Example.SG ")).toBe("ana.lim@example.sg");
  });
});
