import { describe, expect, it } from "vitest";
import { firstError, interestSchema, messages, subscribeSchema } from "./requests";

const refusal = (r: { success: boolean; error?: Parameters<typeof firstError>[0] }) => (r.success ? null : firstError(r.error!));

describe("interestSchema", () => {
  it("accepts a positive whole course_id", () => {
    expect(interestSchema.safeParse({ course_id: 3 }).success).toBe(true);
  });

  it.each([
    [{ course_id: 0 }, messages.courseId],
    [{ course_id: -1 }, messages.courseId],
    [{ course_id: 1.5 }, messages.courseId],
    [{ course_id: "3" }, messages.courseId],
    [{ course_id: 2 ** 31 }, messages.courseId],
    [{}, "course_id is required."],
    [{ course_id: 1, visitor: "x" }, "Unknown field: visitor."],
  ])("refuses %o", (body, message) => {
    expect(refusal(interestSchema.safeParse(body))).toBe(message);
  });
});

describe("subscribeSchema for a course", () => {
  it("accepts source 'course' with its course_id", () => {
    const r = subscribeSchema.safeParse({ email: "A@Example.com", source: "course", course_id: 4 });
    expect(r.success && r.data).toEqual({ email: "a@example.com", source: "course", course_id: 4 });
  });

  it("needs course_id for source 'course' and refuses it for any other source", () => {
    expect(refusal(subscribeSchema.safeParse({ email: "a@example.com", source: "course" }))).toBe(messages.courseIdMissing);
    expect(refusal(subscribeSchema.safeParse({ email: "a@example.com", source: "newsletter", course_id: 4 }))).toBe(
      messages.courseIdUnexpected,
    );
    expect(refusal(subscribeSchema.safeParse({ email: "a@example.com", course_id: 4 }))).toBe(messages.courseIdUnexpected);
  });
});

