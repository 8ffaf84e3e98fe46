import { forwardRef, useLayoutEffect, useRef, useState } from "react";
import { useBrowserValue } from "~/hooks/use-browser-value";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { useTypingPlaceholder } from "~/hooks/use-typing-placeholder";
import { examplePrompts, home, typing } from "~/lib/copy/home";
import { CONCEPT_MAX } from "~/lib/schemas/limits";

type Props = { value: string; onChange: (value: string) => void; invalid?: boolean };

/**
 * The concept input. The animated example is drawn over the empty field and hidden from
 * assistive technology: screen readers get the stable label and description instead of a
 * placeholder that changes every few milliseconds.
 */
export const ConceptField = forwardRef<HTMLInputElement, Props>(function ConceptField({ value, onChange, invalid }, ref) {
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const empty = value.length === 0;
  const example = useTypingPlaceholder(examplePrompts, typing, { active: empty && !focused, still: reducedMotion });
  // The counter needs the page to run (it follows each keystroke): the server's HTML has no count,
  // so a page without JavaScript shows no stale one. Its line is there all along, empty until then:
  // appearing at hydration, it pushed the rest of the form and the courses down (layout shift).
  const running = useBrowserValue(() => true, false);
  const full = value.length >= CONCEPT_MAX;
  // An example longer than the field shows its end (the letters being typed); its beginning is cut
  // at the field's edge, mid-letter on a phone. Then that edge fades out instead (data-clipped).
  const exampleBox = useRef<HTMLSpanElement>(null);
  const exampleText = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = exampleBox.current;
    const text = exampleText.current;
    if (box && text) box.dataset.clipped = String(text.scrollWidth > box.clientWidth);
  });

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="concept" className="font-medium text-slate-800">
        {home.conceptLabel}
      </label>
      <p id="concept-description" className="sr-only">
        {home.conceptDescription}
      </p>
      <div className="relative">
        <input
          ref={ref}
          id="concept"
          name="concept"
          type="text"
          autoComplete="off"
          maxLength={CONCEPT_MAX}
          value={value}
          aria-describedby="concept-description"
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          // A blank native placeholder, only so that CSS can tell an empty field: without script
          // (nothing re-renders) the example still gives way to what the visitor types.
          placeholder=" "
          className="peer h-14 w-full rounded-xl border border-slate-400 bg-white px-4 text-lg text-slate-900 outline-none focus-visible:border-brand-700 focus-visible:ring-3 focus-visible:ring-brand-700/30 aria-invalid:border-red-700"
        />
        {empty && (
          <span
            ref={exampleBox}
            aria-hidden="true"
            data-testid="typing-placeholder"
            className="pointer-events-none absolute inset-y-0 left-4 right-4 flex items-center justify-end overflow-hidden text-lg whitespace-nowrap text-slate-500 peer-[:not(:placeholder-shown)]:hidden data-[clipped=true]:[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]"
          >
            {/* Grows to the field's width while the text is short (so it starts at the left);
                once longer, it overflows on the left, so the letters being typed stay in view. */}
            <span ref={exampleText} className="flex-[1_0_auto]" data-testid="typing-text">
              {example}
              {!reducedMotion && !focused && <span className="ml-px inline-block h-6 w-0.5 animate-pulse bg-slate-400 align-middle" />}
            </span>
          </span>
        )}
      </div>
      {/* The field stops at the limit: the count shows it coming, so the stop is not silent. */}
      <p aria-hidden="true" data-testid="concept-count" className={`min-h-5 self-end text-sm tabular-nums ${full ? "font-semibold text-red-800" : "text-slate-600"}`}>
        {running && home.conceptCount(value.length, CONCEPT_MAX)}
      </p>
      {running && (
        <p className="sr-only" aria-live="polite">
          {full ? home.conceptFull(CONCEPT_MAX) : ""}
        </p>
      )}
    </div>
  );
});
