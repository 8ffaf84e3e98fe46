import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "./field";
import { Notice } from "./notice";

/** Choosing a password from an e-mailed link (an invitation, a reset): typed twice, the link's token carried along. Works without JavaScript. */
export function NewPasswordForm({ token, error, submit }: { token: string; error?: string; submit: string }) {
  return (
    <Form method="post" className="mt-6 flex flex-col gap-4">
      {error && <Notice tone="error">{error}</Notice>}
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields />
      <Button type="submit">{submit}</Button>
    </Form>
  );
}

/** A new password, typed twice (`password`, `again`): the link pages' form and Your account's. */
export function NewPasswordFields() {
  return (
    <>
      <Field id="password" label="New password (at least 12 characters)">
        <input id="password" name="password" type="password" required minLength={12} maxLength={256} autoComplete="new-password" className={inputClass} />
      </Field>
      <Field id="again" label="The same password again">
        <input id="again" name="again" type="password" required minLength={12} maxLength={256} autoComplete="new-password" className={inputClass} />
      </Field>
    </>
  );
}

/** The page around it: the login page's narrow column. */
export const linkPageClass = "mx-auto w-full max-w-sm flex-1 px-4 py-16";
