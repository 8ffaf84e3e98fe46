import { describe, expect, it } from "vitest";
import { parseCourseForm, startsAtField } from "../admin/course-form";
import { courseState, formatCoursePrice, formatDuration, slugify } from "./course";

describe("course formatting", () => {
  it("shows durations like '8 weeks'", () => {
    expect(formatDuration(8)).toBe("8 weeks");
    expect(formatDuration(4)).toBe("4 weeks");
    expect(formatDuration(1)).toBe("1 week");
  });

  it("shows SGD prices like 'S$39' and other currencies by code", () => {
    expect(formatCoursePrice(39, "SGD")).toBe("S$39");
    expect(formatCoursePrice(19, "SGD")).toBe("S$19");
    expect(formatCoursePrice(25, "USD")).toBe("USD 25");
  });
});

describe("course pages and states", () => {
  it("makes a page address from a title: lower-case words joined by hyphens, accents dropped", () => {
    expect(slugify("Black Holes: What Happens Beyond the Event Horizon")).toBe("black-holes-what-happens-beyond-the-event-horizon");
    expect(slugify("  Café & Crème — 101 ")).toBe("cafe-creme-101");
    expect(slugify("!!!")).toBe("");
    // At most 80 characters, cut after a whole word; one word longer than that is cut.
    const long = slugify("Supercalifragilisticexpialidocious and Extraordinarily Long Words for a Course Title Here");
    expect(long).toBe("supercalifragilisticexpialidocious-and-extraordinarily-long-words-for-a-course");
    expect(slugify("a".repeat(100))).toBe("a".repeat(80));
    expect(slugify(`${"b".repeat(80)} c`)).toBe("b".repeat(80));
  });

  it("says what a visitor can do: interest, seats, the waitlist, or nothing", () => {
    expect(courseState({ status: "registration_open", seats_left: 10 })).toBe("registration_open");
    expect(courseState({ status: "opened", seats_left: 1 })).toBe("open_for_seats");
    expect(courseState({ status: "opened", seats_left: 0 })).toBe("full");
    expect(courseState({ status: "closed", seats_left: 5 })).toBe("closed");
  });
});

describe("the console's course form", () => {
  const form = (fields: Record<string, string>) =>
    parseCourseForm(
      new URLSearchParams({ title: "Jazz Piano", instructor: "Ms. Keys", durationWeeks: "4", priceAmount: "30", currency: "SGD", category: "Music", description: "Chords.", status: "opened", ...fields }) as unknown as FormData,
    );

  it("reads the first session as Singapore time, makes the slug from the title when empty, and keeps class sizes of 1–25", () => {
    const ok = form({ startsAt: "2027-01-11T19:00", classSize: "12", slug: "" });
    expect(ok.ok && ok.value).toMatchObject({ startsAt: new Date("2027-01-11T11:00:00Z"), classSize: 12, slug: "jazz-piano" });
    expect(startsAtField(new Date("2027-01-11T11:00:00Z"))).toBe("2027-01-11T19:00");
    const bad = form({ classSize: "26", startsAt: "tomorrow" });
    expect(bad.ok ? {} : bad.errors).toMatchObject({ classSize: "Class size must be at most 25.", startsAt: "Enter the first session's date and time." });
  });
});
