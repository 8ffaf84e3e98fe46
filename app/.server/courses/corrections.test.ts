import { describe, expect, it } from "vitest";
import { attachedCourses, correctedCourses, courseSays } from "../matching/corrections.ts";
import { conceptKey } from "../matching/text.ts";
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

describe("a correction read with the keys its concept has had since the rule changed (db/demand-corrections.ts)", () => {
  it("applies to each of them", () => {
    const c = toCorrections([
      { kind: "separate", keys: ["machine", "learning machine"], name: null, course_id: null, at: "2026-05-01T00:00:00Z" },
      { kind: "name", keys: ["machine", "learning machine"], name: "ML", course_id: null, at: "2026-05-01T00:00:00Z" },
    ]);
    expect([...c.separate].sort()).toEqual(["learning machine", "machine"]);
    expect(c.names.get("learning machine")?.name).toBe("ML");
  });
});

describe("a course attached to a concept, or left out for it, is so for its other phrasings", () => {
  const attach = (key: string, course: number) => ({ kind: "attach" as const, keys: [key], name: null, course_id: course, at: "2026-05-01T00:00:00Z" });
  const offered = () => true;

  it("other phrasings of the attached concept ask for the course, through it; other topics do not", () => {
    const c = toCorrections([attach("cosmology", 2)]);
    const kids = conceptKey("Cosmology explained for kids");
    expect(kids).not.toBe("cosmology");
    expect([...attachedCourses(c, kids)]).toEqual([[2, "cosmology"]]);
    expect(correctedCourses([], kids, c, offered).map((m) => m.courseId)).toEqual([2]);
    expect([...attachedCourses(c, "cosmology")]).toEqual([[2, "cosmology"]]);
    for (const other of ["astrology", "cooking", ""]) expect(attachedCourses(c, conceptKey(other)).size).toBe(0);
  });

  it("finds a phrasing that writes the attached concept's one word as two, and one with a typo", () => {
    const c = toCorrections([attach("filmmaking", 4), attach("kite surfing", 6)]);
    expect([...attachedCourses(c, conceptKey("Film making for kids"))]).toEqual([[4, "filmmaking"]]);
    expect([...attachedCourses(c, conceptKey("kitesurfing for complete beginners"))]).toEqual([[6, "kite surfing"]]);
    expect([...attachedCourses(c, conceptKey("filmmakng"))]).toEqual([[4, "filmmaking"]]);
  });

  it("a concept's own say wins: one left out stays out, and one moved out of its group neither learns from another nor teaches one", () => {
    const kids = conceptKey("Cosmology explained for kids");
    const leftOut = toCorrections([attach("cosmology", 2), { kind: "exclude", keys: [kids], name: null, course_id: 2, at: "2026-05-02T00:00:00Z" }]);
    expect(correctedCourses([], kids, leftOut, offered)).toEqual([]);
    const movedOut = toCorrections([attach("cosmology", 2), { kind: "separate", keys: [kids], name: null, course_id: null, at: "2026-05-02T00:00:00Z" }]);
    expect(attachedCourses(movedOut, kids).size).toBe(0);
    const teacherMovedOut = toCorrections([attach("cosmology", 2), { kind: "separate", keys: ["cosmology"], name: null, course_id: null, at: "2026-05-02T00:00:00Z" }]);
    expect(attachedCourses(teacherMovedOut, kids).size).toBe(0);
    expect([...attachedCourses(teacherMovedOut, "cosmology")]).toEqual([[2, "cosmology"]]);
  });

  it("a leave-out holds for the concept's other phrasings too, unless one says otherwise itself", () => {
    const leave = (key: string, course: number) => ({ kind: "exclude" as const, keys: [key], name: null, course_id: course, at: "2026-05-01T00:00:00Z" });
    const shown = [{ courseId: 5, score: 0.3, words: [], strongest: 0.6 }];
    const kids = conceptKey("data science for kids");
    const c = toCorrections([leave("data science", 5)]);
    expect(courseSays(c, kids).get(5)).toEqual({ attached: false, as: "data science" });
    expect(correctedCourses(shown, kids, c, offered)).toEqual([]);
    expect(correctedCourses(shown, conceptKey("statistics"), c, offered)).toEqual(shown);
    const takenBackIn = toCorrections([leave("data science", 5), attach(kids, 5)]);
    expect(correctedCourses(shown, kids, takenBackIn, offered).map((m) => m.courseId)).toEqual([5]);
    expect(correctedCourses(shown, "data science", takenBackIn, offered)).toEqual([]);
    // Attached, then left out: left out, and the attachment still known (the course's page lists it, to take back in).
    const attachedThenLeftOut = toCorrections([attach("data science", 5), leave("data science", 5)]);
    expect(courseSays(attachedThenLeftOut, "data science").get(5)).toEqual({ attached: false, as: "data science", attachedAs: "data science" });
    expect(courseSays(attachedThenLeftOut, kids).get(5)).toEqual({ attached: false, as: "data science", attachedAs: "data science" });
  });

  it("a closed course is not shown however it was attached", () => {
    const c = toCorrections([attach("cosmology", 2)]);
    expect(correctedCourses([], conceptKey("cosmology for kids"), c, (id) => id !== 2)).toEqual([]);
  });
});
