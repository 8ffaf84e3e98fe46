import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CsrfField } from "./csrf-field";

type Props = { intent: string; field: { name: string; value: number | string }; label: string; accessibleName: string };

/** A table row's one-button form (Retry a message, Release a seat, Leave out a concept): a plain post with the CSRF token. */
export function RowAction({ intent, field, label, accessibleName }: Props) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field.name} value={field.value} />
      <Button type="submit" size="sm" variant="secondary" aria-label={accessibleName}>
        {label}
      </Button>
    </Form>
  );
}
