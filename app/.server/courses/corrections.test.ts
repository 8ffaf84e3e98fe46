import { describe, expect, it } from "vitest";
import { toCorrections } from "./corrections.ts";

describe("the corrections in force, as matching applies them", () => {
  it("groups each kind by concept key, and the latest name of a concept wins whatever order they were read in", () => {
    const c = toCorrections([
      { kind: "name", keys: ["python"], name: "Python (late)", course_id: null, at: "2026-05-03T00:00:00Z" },
      { kind: "merge", keys: ["py", "python"], name: null, course_id: null, at: "2026-05-01T00:00:00Z" },
      { kind: "name", keys: ["python"], name: "Python (early)", course_id: null, at: "2026-05-02T00:00:00Z" },
      { kind: "separate", keys: ["java"], name: null, course_id: null, at: "2026-05-01T00:00:00Z" },
      { kind: "attach", keys: ["python", "py"], name: null, course_id: 7, at: "2026-05-01T00:00:00Z" },
      { kind: "exclude", keys: ["py"], name: null, course_id: 9, at: "2026-05-01T00:00:00Z" },
    ]);
    expect(c.merges).toEqual([["py", "python"]]);
    expect([...c.separate]).toEqual(["java"]);
    expect(c.names.get("python")?.name).toBe("Python (late)");
    expect([...c.attached.get("py")!]).toEqual([7]);
    expect([...c.attached.get("python")!]).toEqual([7]);
    expect([...c.excluded.get("py")!]).toEqual([9]);
    expect(c.excluded.has("python")).toBe(false);
  });
});
