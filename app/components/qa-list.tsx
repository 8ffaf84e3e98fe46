import { SupportText } from "~/components/support-text";
import { cx } from "~/lib/client/cx";
import type { QaTopic } from "~/lib/copy/qa";

/**
 * The Privacy or FAQ questions as collapsible items, any number open at once (the header's dialog
 * and the /privacy and /faq pages). Native <details>/<summary> do that with no script: keyboard
 * (Enter/Space), the expanded state for screen readers and find-in-page opening a matching answer
 * all come from the browser.
 */
export function QaList({ topic, supportEmail, className }: { topic: QaTopic; supportEmail?: string; className?: string }) {
  return (
    <div className={cx("divide-y divide-slate-200 border-y border-slate-200", className)}>
      {topic.items.map((item) => (
        <details key={item.question} className="group">
          <summary
            className={
              "flex cursor-pointer list-none items-center justify-between gap-3 rounded-md py-3 font-semibold text-slate-900 " +
              "hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 " +
              "[&::-webkit-details-marker]:hidden"
            }
          >
            <span>{item.question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="flex flex-col gap-2 pb-4 text-slate-700">
            {item.answer.map((text) => (
              <SupportText key={text} text={text} supportEmail={supportEmail} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
