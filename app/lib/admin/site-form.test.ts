import { describe, expect, it } from "vitest";
import { faqFor } from "../copy/faq.ts";
import { launchDateSchema, testimonialFormSchema } from "./site-form.ts";
import { dateInZone } from "../site/time-zone.ts";

describe("the Site page's forms", () => {
  it("takes a testimonial without its optional parts, and without the quotation marks the page adds", () => {
    expect(testimonialFormSchema.parse({ quote: " “Live!” ", author: "Ana" })).toEqual({ quote: "Live!", author: "Ana", title: null, company: null });
    expect(testimonialFormSchema.safeParse({ quote: "ok", author: "A\u0000na" }).success).toBe(false);
  });

  it("takes only real calendar dates", () => {
    expect(launchDateSchema.parse("2027-10-15")).toBe("2027-10-15");
    for (const bad of ["2027-02-30", "2027-13-01", "15/10/2027", "1999-12-31", ""]) expect(launchDateSchema.safeParse(bad).success, bad).toBe(false);
    // A day gone by is no planned launch; today (in Singapore) still is.
    const past = launchDateSchema.safeParse("2020-01-01");
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]?.message).toBe("That day has passed: choose today or a later day.");
    expect(launchDateSchema.safeParse(dateInZone(new Date())).success).toBe(true);
  });

  it("the FAQ says the date, or promises to announce it", () => {
    const launch = (d: string | null) => faqFor(d).items.find((i) => i.question === "When does Classwish launch?")!.answer[0];
    expect(launch("2027-10-15")).toBe("General availability is planned for 15 October 2027. Trial courses are open for registration now.");
    // No date set: the specification's launch target, the month, and a promise of the date.
    expect(launch(null)).toBe("General availability is planned for October: we will announce the date here, and by e-mail to everyone on the waitlist. Trial courses are open for registration now.");
  });
});
