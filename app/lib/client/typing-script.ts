// The typing placeholder as pure steps, so its timing is testable without a browser:
// type each prompt letter by letter, hold, erase, move to the next, loop.

export type TypingTiming = { minCharMs: number; maxCharMs: number; holdMs: number; eraseCharMs: number; gapMs: number };
export type TypingState = { prompt: number; chars: number; phase: "typing" | "holding" | "erasing" };
export type TypingStep = { state: TypingState; delayMs: number };

export const initialTypingState: TypingState = { prompt: 0, chars: 0, phase: "typing" };

/** The next state and how long to wait before showing it. `random` is in [0, 1). */
export function nextTypingStep(s: TypingState, prompts: readonly string[], t: TypingTiming, random: number): TypingStep {
  const length = prompts[s.prompt]?.length ?? 0;
  switch (s.phase) {
    case "typing": {
      const delayMs = Math.round(t.minCharMs + random * (t.maxCharMs - t.minCharMs));
      const chars = s.chars + 1;
      return { state: { ...s, chars, phase: chars >= length ? "holding" : "typing" }, delayMs };
    }
    case "holding":
      return { state: { ...s, phase: "erasing" }, delayMs: t.holdMs };
    case "erasing": {
      const chars = Math.max(0, s.chars - 1);
      if (chars > 0) return { state: { ...s, chars }, delayMs: t.eraseCharMs };
      return { state: { prompt: (s.prompt + 1) % prompts.length, chars: 0, phase: "typing" }, delayMs: t.gapMs };
    }
  }
}
