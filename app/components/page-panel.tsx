import type { ReactNode } from "react";

/**
 * A section of a course's or a wish's page: a heading and what can be done there; its changes are
 * announced. Its id is the section's anchor (a card's *Reserve a seat* links to `#seats`).
 */
export function PagePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6" aria-live="polite">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
