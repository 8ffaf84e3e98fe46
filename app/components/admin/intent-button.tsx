import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { CsrfField } from "./csrf-field";
import { useCan } from "./use-can";

/** A console action's one-button form (Open course…, Notify them…): a plain post of its intent with the CSRF token; left out for a role that may not. */
export function IntentButton({ intent, variant, children }: { intent: string; variant?: ButtonProps["variant"]; children: ReactNode }) {
  if (!useCan()(intent)) return null;
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant}>
        {children}
      </Button>
    </Form>
  );
}
