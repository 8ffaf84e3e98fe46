import { describe, expect, it } from "vitest";
import { findCourseSchema, firstError, messages, subscribeSchema } from "./requests";

const search = { search_id: "0b5e4f8e-8a63-4a8f-9d5c-2b1e2c3d4e5f", concept: "Stoicism", budget: 100, class_size: 5 };

describe("findCourseSchema", () => {
  it("trims the concept and keeps valid values", () => {
    const r = findCourseSchema.safeParse({ ...search, concept: "  Stoicism \n" });
    expect(r.success && r.data.concept).toBe("Stoicism");
  });

  it.each([
    [{ concept: "" }, messages.conceptMissing],
    [{ concept: " \t " }, messages.conceptMissing],
    [{ concept: "é".repeat(201) }, messages.conceptTooLong],
    [{ concept: "a\u001bb" }, messages.conceptControl],
    [{ concept: "a\u0085b" }, messages.conceptControl],
    [{ budget: 9 }, messages.budget],
    [{ budget: 501 }, messages.budget],
    [{ budget: 15 }, messages.budget],
    [{ budget: Number.NaN }, messages.budget],
    [{ class_size: 26 }, messages.classSize],
    [{ class_size: 1.5 }, messages.classSize],
    [{ search_id: "not-a-uuid" }, messages.searchId],
    [{ budget: undefined }, "budget is required."],
  ])("refuses %o with its message", (patch, message) => {
    const r = findCourseSchema.safeParse({ ...search, ...patch });
    expect(r.success ? "accepted" : firstError(r.error)).toBe(message);
  });

  it("accepts every step of both ranges", () => {
    for (let budget = 10; budget <= 500; budget += 10) expect(findCourseSchema.safeParse({ ...search, budget }).success).toBe(true);
    for (let size = 1; size <= 25; size++) expect(findCourseSchema.safeParse({ ...search, class_size: size }).success).toBe(true);
  });
});

describe("e-mail rules", () => {
  it("the server's check is a real syntax check and normalises", () => {
    const ok = subscribeSchema.safeParse({ email: "  Ana.Lim@Example.SG " });
    expect(ok.success && ok.data.email).toBe("ana.lim@example.sg");
    for (const bad of ["a@b", "a@@b.com", "a b@c.com", "@example.com", `${"a".repeat(250)}@example.com`]) {
      const r = subscribeSchema.safeParse({ email: bad });
      expect(r.success ? "accepted" : firstError(r.error), bad).toBe(messages.emailInvalid);
    }
  });
});
