import { describe, expect, it } from "vitest";
import { privacy } from "./privacy";
import { privacyPolicy } from "./privacy-policy";

describe("the privacy policy page", () => {
  it("says every statement of the Privacy dialog, word for word", () => {
    const said = privacyPolicy.sections.flatMap((s) => s.paragraphs);
    for (const item of privacy.items) for (const paragraph of item.answer) expect(said).toContain(paragraph);
  });

  it("covers cookies, analytics, retention, and a copy or erasure", () => {
    const headings = privacyPolicy.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(["Cookies and your device", "Analytics", "How long do you keep it?", "A copy of your data, or its erasure"]));
  });
});
