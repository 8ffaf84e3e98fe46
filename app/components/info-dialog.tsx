import { Dialog, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { faqFor } from "~/lib/copy/faq";
import { privacy } from "~/lib/copy/privacy";
import type { QaTopic } from "~/lib/copy/qa";
import type { CatalogRanges } from "~/lib/schemas/course";
import { QaList } from "~/components/qa-list";

export type InfoTopic = "privacy" | "faq";

type Props = {
  topic: InfoTopic;
  supportEmail?: string;
  /** General availability as the operator set it: the FAQ says it. */
  launchDate?: string | null;
  /** The catalog's price and duration ranges: the FAQ states them. */
  catalog?: CatalogRanges | null;
  onClose: () => void;
};

/**
 * The header's Privacy and FAQ dialog: script's upgrade of the /privacy and /faq pages (the header's
 * links lead there without it), with the same collapsible questions.
 */
export function InfoDialog({ topic, supportEmail, launchDate = null, catalog = null, onClose }: Props) {
  const content: QaTopic = topic === "privacy" ? privacy : faqFor(launchDate, catalog);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={content.title} closeLabel={`Close ${content.title}`} data-testid="info-dialog">
        <DialogDescription className="text-slate-700">{content.intro}</DialogDescription>
        <QaList topic={content} supportEmail={supportEmail} className="mt-4" />
        {content.more && (
          <p className="mt-4">
            <a href={content.more.href} className="inline-block py-1 font-semibold text-brand-800 underline underline-offset-2">
              {content.more.label}
            </a>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
