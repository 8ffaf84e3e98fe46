import { describe, expect, it } from "vitest";
import { googleCalendarUrl, knownTimeZone, outlookCalendarUrl, sessionEnd } from "./class-calendar";

const event = { title: "Black Holes & <more>", startsAt: "2027-01-12T11:00:00.000Z", sessions: 6, details: "A live class.", location: "https://meet.example.com/x?a=1&b=2" };

describe("class calendar links", () => {
  it("Google: the first session in UTC, one hour, weekly for the course's weeks, every value encoded", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("dates")).toBe("20270112T110000Z/20270112T120000Z");
    expect(url.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;COUNT=6");
    expect(url.searchParams.get("text")).toBe("Black Holes & <more>");
    expect(url.searchParams.get("location")).toBe("https://meet.example.com/x?a=1&b=2");
    expect(googleCalendarUrl(event)).not.toContain("<");
  });

  it("Outlook: the first session's start and end as ISO UTC", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.host).toBe("outlook.live.com");
    expect(url.searchParams.get("startdt")).toBe("2027-01-12T11:00:00.000Z");
    expect(url.searchParams.get("enddt")).toBe(sessionEnd(event.startsAt).toISOString());
    expect(url.searchParams.get("subject")).toBe("Black Holes & <more>");
  });

  it("keeps only a time zone the runtime knows", () => {
    expect(knownTimeZone("Europe/London")).toBe("Europe/London");
    expect(knownTimeZone("America/New_York")).toBe("America/New_York");
    for (const bad of ["", "Not/AZone", "<script>", 42, null, undefined, "x".repeat(100)]) expect(knownTimeZone(bad)).toBeUndefined();
  });
});
