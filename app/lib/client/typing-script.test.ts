import { describe, expect, it } from "vitest";
import { examplePrompts, typing } from "../copy/home";
import { initialTypingState, nextTypingStep, type TypingState } from "./typing-script";

/** Runs the script and records what the field shows and how long each step waited. */
function run(steps: number, random = () => 0.5) {
  let state: TypingState = initialTypingState;
  const shown: Array<{ text: string; delayMs: number; phase: string }> = [];
  for (let i = 0; i < steps; i++) {
    const step = nextTypingStep(state, examplePrompts, typing, random());
    state = step.state;
    shown.push({ text: examplePrompts[state.prompt]!.slice(0, state.chars), delayMs: step.delayMs, phase: state.phase });
  }
  return shown;
}

describe("typing placeholder script", () => {
  it("has the eight example prompts of the specification", () => {
    expect(examplePrompts).toHaveLength(8);
    const topics = [/longevity/i, /black hole/i, /fortune-telling/i, /hieroglyphs/i, /supplements.*skincare/i, /personality/i, /taoism.*stoicism/i, /chinese medicine/i];
    topics.forEach((topic, i) => expect(examplePrompts[i]).toMatch(topic));
  });

  it("types letter by letter at 20 to 40 ms a character", () => {
    const first = examplePrompts[0]!;
    for (const r of [0, 0.999]) {
      const shown = run(first.length, () => r);
      shown.forEach((s, i) => expect(s.text).toBe(first.slice(0, i + 1)));
      for (const s of shown) {
        expect(s.delayMs).toBeGreaterThanOrEqual(20);
        expect(s.delayMs).toBeLessThanOrEqual(40);
      }
    }
  });

  it("holds the whole prompt 3000 ms, erases it, then types the next one", () => {
    const first = examplePrompts[0]!;
    const shown = run(first.length * 2 + 3);
    const hold = shown[first.length];
    expect(hold).toMatchObject({ text: first, delayMs: 3000, phase: "erasing" });
    expect(shown[first.length + 1]!.text).toBe(first.slice(0, -1));
    const next = shown.find((s) => s.phase === "typing" && s.text === examplePrompts[1]!.slice(0, 1));
    expect(next).toBeDefined();
  });

  it("loops back to the first prompt after the eighth", () => {
    const total = examplePrompts.reduce((n, p) => n + p.length * 2 + 1, 0);
    const shown = run(total + 1);
    expect(shown.at(-1)!.text).toBe(examplePrompts[0]!.slice(0, 1));
  });
});
