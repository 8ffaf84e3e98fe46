import { useEffect, useState } from "react";
import { initialTypingState, nextTypingStep, type TypingTiming } from "~/lib/client/typing-script";

/**
 * The text to show as an animated placeholder. While `active` is false (the visitor is typing or
 * the field has text) the animation waits where it is; with `static` it shows the first prompt whole.
 */
export function useTypingPlaceholder(
  prompts: readonly string[],
  timing: TypingTiming,
  { active, still }: { active: boolean; still: boolean },
): string {
  const [state, setState] = useState(initialTypingState);

  useEffect(() => {
    if (!active || still) return;
    const step = nextTypingStep(state, prompts, timing, Math.random());
    const id = window.setTimeout(() => setState(step.state), step.delayMs);
    return () => window.clearTimeout(id);
  }, [state, active, still, prompts, timing]);

  if (still) return prompts[0] ?? "";
  return (prompts[state.prompt] ?? "").slice(0, state.chars);
}
