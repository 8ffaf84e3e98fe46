import { Form } from "react-router";
import { EmailField } from "~/components/email-field";
import { RefField } from "~/components/ref-field";
import { Button } from "~/components/ui/button";
import { HONEYPOT } from "~/lib/schemas/email";

type Props = {
  id: string;
  lead: string;
  label: string;
  placeholder: string;
  submit: string;
  /** Hidden fields telling the route's action what the address is for (intent, course_id). */
  fields: Record<string, string | number>;
  email?: string;
  error?: string;
  className?: string;
  /** The shared link the visit came through (the page address's ref), for a form posted without JavaScript. */
  referral?: string;
};

/** A result page's e-mail form (/register, /search): it posts back to the page's own action. */
export function ResultEmailForm({ id, lead, label, placeholder, submit, fields, email, error, className = "mt-6", referral }: Props) {
  return (
    <Form method="post" noValidate className={`${className} flex flex-col gap-3`}>
      <p className="text-slate-700">{lead}</p>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RefField initial={referral} />
      {/* A field people never see or reach: a bot that fills it is thanked and nothing is stored. */}
      <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" defaultValue="" />
      <EmailField id={id} label={label} placeholder={placeholder} defaultValue={email} error={error} />
      <Button type="submit" className="self-start">
        {submit}
      </Button>
    </Form>
  );
}
