import { describe, expect, it } from "vitest";
import { faq } from "./faq";
import { BUDGET, CLASS_SIZE } from "../schemas/limits";
import { SUPPORT_EMAIL_TOKEN } from "./qa";

const answerTo = (question: RegExp) => {
  const item = faq.items.find((i) => question.test(i.question));
  expect(item, String(question)).toBeTruthy();
  return item!.answer.join(" ");
};

describe("FAQ", () => {
  it("has at least six distinct questions", () => {
    expect(faq.items.length).toBeGreaterThanOrEqual(6);
    expect(new Set(faq.items.map((i) => i.question)).size).toBe(faq.items.length);
  });

  it("answers what a live class is", () => {
    expect(answerTo(/What is a live class/)).toMatch(/real time/);
  });

  it("gives the launch as general availability in October", () => {
    expect(answerTo(/launch/)).toMatch(/General availability is planned for October/);
  });

  it("gives prices and the budget range in S$, consistent with the site's limits", () => {
    const answer = answerTo(/cost/);
    expect(answer).toMatch(/Singapore dollars \(S\$\)/);
    expect(answer).toContain("S$19 to S$40");
    expect(answer).toContain(`S$${BUDGET.min} to S$${BUDGET.max}`);
  });

  it("gives class sizes consistent with the size slider", () => {
    expect(answerTo(/How big/)).toContain(`from ${CLASS_SIZE.min} learner (one-to-one) to ${CLASS_SIZE.max} learners`);
  });

  it("explains what registering means and how to stop e-mails (with the support address)", () => {
    expect(answerTo(/registering/)).toMatch(/not a booking or a payment/);
    const stop = answerTo(/stop/);
    expect(stop).toMatch(/unsubscribe link/);
    expect(stop).toContain(SUPPORT_EMAIL_TOKEN);
  });
});
