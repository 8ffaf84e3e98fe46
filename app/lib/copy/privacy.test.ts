import { describe, expect, it } from "vitest";
import { privacy } from "./privacy";
import { SUPPORT_EMAIL_TOKEN } from "./qa";

const all = privacy.items.map((i) => `${i.question} ${i.answer.join(" ")}`).join("\n");

describe("privacy statements", () => {
  // The four statements of the specification (section 1), in these words or clearer.
  it.each([
    ["the e-mail is optional", /e-mail address is optional/],
    ["it notifies about updates and launches", /notify you about updates and launches/],
    ["it improves the service", /improve the service/],
    ["it is never shared with third parties", /never shared with third parties/],
    ["every e-mail has an unsubscribe link", /Every e-mail we send has an unsubscribe link/],
  ])("states that %s", (_name, pattern) => {
    expect(all).toMatch(pattern);
  });

  it("names the support address for removal, and says what is stored, for how long and by whom", () => {
    const removal = privacy.items.find((i) => /remove/i.test(i.question))!;
    expect(removal.answer.join(" ")).toContain(SUPPORT_EMAIL_TOKEN);
    expect(all).toMatch(/anonymous visitor id/);
    expect(all).toMatch(/topic, budget and class size/);
    expect(all).toMatch(/register interest/);
    expect(privacy.items.some((i) => /how long/i.test(i.question))).toBe(true);
    expect(all).toMatch(/educators and technologists based in Singapore and the US/);
  });
});
