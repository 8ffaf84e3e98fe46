import type { ReactNode } from "react";
import { cx } from "~/lib/client/cx";

const TONES = {
  ok: "border-emerald-300 bg-emerald-50 text-emerald-900",
  warn: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-900",
} as const;

/** A result, warning (done, but look at this) or error line after an action; announced to screen readers. */
export function Notice({ tone = "ok", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <p role={tone === "error" ? "alert" : "status"} className={cx("rounded-lg border px-4 py-3", TONES[tone])}>
      {children}
    </p>
  );
}
