import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CsrfField } from "./csrf-field";
import { useCan } from "./use-can";

type Field = { name: string; value: number | string };
type Props = { intent: string; field: Field; more?: Field[]; label: string; accessibleName: string };

/** A table row's one-button form (Retry a message, Release a seat, Leave out a concept): a plain post with the CSRF token; left out for a role that may not. */
export function RowAction({ intent, field, more = [], label, accessibleName }: Props) {
  if (!useCan()(intent)) return null;
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {[field, ...more].map((f) => (
        <input key={f.name} type="hidden" name={f.name} value={f.value} />
      ))}
      <Button type="submit" size="sm" variant="secondary" aria-label={accessibleName}>
        {label}
      </Button>
    </Form>
  );
}
