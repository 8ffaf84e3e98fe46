import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sampleCourse } from "../../../tests/helpers/course-fixture";
import { courseJsonLd } from "./course-json-ld";
import { dateInZone, fromLocalDateTimeInZone, isoInZone, localDateTimeInZone, offsetInZone } from "./time-zone";

describe("the site's time zone", () => {
  it("gives an instant's date, local time and offset in Singapore", () => {
    // 23:30 UTC on the 17th is 07:30 on the 18th in Singapore.
    expect(dateInZone("2027-01-17T23:30:00Z")).toBe("2027-01-18");
    expect(isoInZone("2027-01-17T23:30:00Z")).toBe("2027-01-18T07:30:00+08:00");
    expect(localDateTimeInZone("2027-01-17T23:30:00Z")).toBe("2027-01-18T07:30");
    expect(offsetInZone("2027-01-17T23:30:00Z")).toBe("+08:00");
    expect(fromLocalDateTimeInZone("2027-01-18T07:30").toISOString()).toBe("2027-01-17T23:30:00.000Z");
    expect(Number.isNaN(fromLocalDateTimeInZone("not a date").getTime())).toBe(true);
  });

  it("follows a zone's own rules (daylight saving elsewhere), not a fixed offset", () => {
    expect(offsetInZone("2027-07-01T12:00:00Z", "Europe/London")).toBe("+01:00");
    expect(offsetInZone("2027-01-01T12:00:00Z", "Europe/London")).toBe("+00:00");
    expect(fromLocalDateTimeInZone("2027-07-01T13:00", "Europe/London").toISOString()).toBe("2027-07-01T12:00:00.000Z");
  });

  it("a course page's structured data dates a class starting at 07:30 Singapore time on its Singapore day", () => {
    const ld = courseJsonLd({ ...sampleCourse, starts_at: "2027-01-17T23:30:00.000Z" }, "https://classwish.test/c", "https://classwish.test", "https://classwish.test/i.png");
    const [instance] = ld.hasCourseInstance as Array<{ startDate: string; courseSchedule: { startDate: string; scheduleTimezone: string } }>;
    expect(instance!.courseSchedule).toMatchObject({ startDate: "2027-01-18", scheduleTimezone: "Asia/Singapore" });
    expect(instance!.startDate).toBe("2027-01-18T07:30:00+08:00");
  });

  it("no offset is written by hand anywhere in the app: the zone's rules come from Intl", () => {
    const root = path.join(import.meta.dirname, "../..");
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".test.ts") && readFileSync(full, "utf8").includes("+08:00")) found.push(path.relative(root, full));
      }
    };
    walk(root);
    expect(found).toEqual([]);
  });
});
