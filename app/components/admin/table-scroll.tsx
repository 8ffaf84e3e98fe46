import type { ReactNode } from "react";

/** A wide table scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // `relative`: a visually hidden header (position: absolute) is placed and clipped inside the
    // scrolling box; without it, it sat at the wide table's right end and widened the whole page.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      {children}
    </section>
  );
}
