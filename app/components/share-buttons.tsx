import { shareButtons as copy } from "~/lib/copy/share";
import { shareTargets, type ShareMessage } from "~/lib/site/share-targets";

type Props = ShareMessage & {
  /** What is shared, in the links' names ("this wish", "your referral link"). */
  what: string;
  className?: string;
};

/**
 * One-tap sharing: WhatsApp, Telegram, X, LinkedIn, Facebook and e-mail as plain links with a
 * prefilled text (lib/site/share-targets.ts). No script of theirs loads, nothing is sent before the
 * person taps, and they work without JavaScript. Copy is ShareLink's, beside it.
 */
export function ShareButtons({ url, text, subject, what, className }: Props) {
  return (
    <ul aria-label={copy.label} className={`flex flex-wrap gap-2 ${className ?? ""}`} data-testid="share-buttons">
      {shareTargets({ url, text, subject }).map(({ network, href }) => {
        const name = copy.networks[network];
        const mail = network === "email";
        return (
          <li key={network}>
            <a
              href={href}
              data-network={network}
              {...(mail ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              aria-label={mail ? copy.emailName(what) : copy.linkName(name, what)}
              className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none"
            >
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
