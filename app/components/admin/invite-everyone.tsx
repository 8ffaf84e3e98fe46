import type { ReactNode } from "react";
import { CancelLink } from "~/components/admin/cancel-link";
import { useCan } from "./use-can";
import { Button } from "~/components/ui/button";

/**
 * A console question in two steps, inside its form: the button that counts (`ask`), then, once
 * counted, what will happen (`confirming`) with *Yes, …* and *Cancel* back to the page.
 */
export function AskThenConfirm({
  confirming,
  ask,
  yes,
  cancelTo,
  testId,
}: {
  confirming: ReactNode | undefined;
  ask: { intent: string; label: string; variant?: "primary" | "secondary" };
  yes: { intent: string; label: string };
  cancelTo: string;
  testId?: string;
}) {
  // Sending: left out for a role that may not (the table of lib/admin/permissions.ts).
  if (!useCan()(ask.intent)) return null;
  if (confirming === undefined) {
    return (
      <Button type="submit" name="intent" value={ask.intent} variant={ask.variant ?? "primary"}>
        {ask.label}
      </Button>
    );
  }
  return (
    <>
      <output className="block" data-testid={testId}>
        {confirming}
      </output>
      <Button type="submit" name="intent" value={yes.intent}>
        {yes.label}
      </Button>
      <CancelLink to={cancelTo} />
    </>
  );
}

const people = (n: number) => `${n === 1 ? "person" : "people"}`;

/**
 * Invite everyone: one launch wave of everyone waiting (the old "Send the launch announcement"),
 * asked on the E-mail page and the Launch page alike. `willInvite`: the count, once asked.
 */
export function InviteEveryone({ willInvite, intents, cancelTo }: { willInvite: number | undefined; intents: { ask: string; yes: string }; cancelTo: string }) {
  return (
    <AskThenConfirm
      testId="everyone-confirm"
      confirming={
        willInvite === undefined ? undefined : (
          <>
            This will invite <strong>{willInvite}</strong> {people(willInvite)}, sent now.
          </>
        )
      }
      ask={{ intent: intents.ask, label: "Invite everyone…", variant: "secondary" }}
      yes={{ intent: intents.yes, label: "Yes, invite everyone" }}
      cancelTo={cancelTo}
    />
  );
}
