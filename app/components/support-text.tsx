import { Fragment } from "react";
import { SUPPORT_EMAIL_TOKEN } from "~/lib/copy/qa";

/** A paragraph of site copy with the support address, where the copy names it, as a mail link. */
export function SupportText({ text, supportEmail }: { text: string; supportEmail?: string }) {
  const parts = text.split(SUPPORT_EMAIL_TOKEN);
  return (
    <p>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 &&
            (supportEmail ? (
              <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-800 underline underline-offset-2">
                {supportEmail}
              </a>
            ) : (
              "our support address"
            ))}
        </Fragment>
      ))}
    </p>
  );
}
