import type { ReactNode } from "react";
import { cx } from "~/lib/client/cx";

/** A result or error line after an action; announced to screen readers. */
export function Notice({ tone = "ok", children }: { tone?: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cx(
        "rounded-lg border px-4 py-3",
        tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900",
      )}
    >
      {children}
    </p>
  );
}
