import { describe, expect, it } from "vitest";
import { fromLocalDateTimeInZone } from "../site/time-zone.ts";
import { readNewsletterSend, segmentSchema, segmentValue, segmentsOfList } from "./segments.ts";

describe("newsletter segments", () => {
  it("read every kind the console offers, and round-trip to the same value", () => {
    for (const value of ["list:newsletter", "list:launch", "course:3", "category:Science & Nature", "category:a:b", "source:search", "source:seat"]) {
      const parsed = segmentSchema.parse(value);
      expect(segmentValue(parsed)).toBe(value);
    }
  });

  it("refuse what names no segment", () => {
    for (const value of ["", "list", "list:everyone", "course:0", "course:-1", "course:x", "course:1234567890", "category:", "category: ", "source:nowhere", "x".repeat(200), "\ud800"]) {
      expect(segmentSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it("read the send time in Singapore time; empty is now; a day that does not exist is refused", () => {
    expect(readNewsletterSend({ segment: "", sendAt: "" }, fromLocalDateTimeInZone)).toEqual({ ok: true, segment: { kind: "list", list: "newsletter" } });
    expect(readNewsletterSend({ segment: "list:launch", sendAt: "2027-01-18T09:00" }, fromLocalDateTimeInZone)).toEqual({
      ok: true,
      segment: { kind: "list", list: "launch" },
      scheduledFor: new Date("2027-01-18T01:00:00Z"),
    });
    for (const sendAt of ["2027-02-30T09:00", "2027-13-01T09:00", "tomorrow", "2027-01-18 09:00"]) {
      expect(readNewsletterSend({ segment: "", sendAt }, fromLocalDateTimeInZone).ok, sendAt).toBe(false);
    }
  });

  it("say which segments reach a list's members", () => {
    expect(segmentsOfList({ list: "newsletter" })).toEqual({ values: ["list:newsletter"], prefixes: ["category:", "source:"] });
    expect(segmentsOfList({ list: "course", courseId: 4 })).toEqual({ values: ["course:4"], prefixes: [] });
    expect(segmentsOfList({ list: "wish" })).toEqual({ values: [], prefixes: [] });
  });
});
