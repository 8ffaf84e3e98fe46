import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The card of a one-purpose page (confirm, unsubscribe): its state is announced when it changes. */
export function StatusCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-live="polite">
        {children}
      </div>
    </main>
  );
}

/** A heading, a paragraph, and optionally a one-button form posting `intent`. */
export function StatusMessage({
  title,
  intro,
  action,
}: {
  title: string;
  intro: string;
  action?: { intent: string; label: string; variant?: "primary" | "secondary"; lead?: string };
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{intro}</p>
      {action?.lead && <p className="mt-6 text-slate-700">{action.lead}</p>}
      {action && (
        <Form method="post" className={action.lead ? "mt-4" : "mt-6"}>
          <input type="hidden" name="intent" value={action.intent} />
          <Button type="submit" variant={action.variant ?? "primary"}>
            {action.label}
          </Button>
        </Form>
      )}
    </>
  );
}

/** The way back from a result page (to the courses, to the form). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="mt-6">
      <Link to={to} className="font-semibold text-brand-800 underline underline-offset-4">
        {label}
      </Link>
    </p>
  );
}
