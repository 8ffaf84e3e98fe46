import { sharedPage } from "~/lib/site/shared-page";
import { QaPage } from "~/components/qa-page";
import { faq, faqFor } from "~/lib/copy/faq";
import { pageMeta } from "~/lib/site/meta";
import { useCatalogRanges, useLaunchDate } from "~/hooks/use-launch-date";
import type { Route } from "./+types/faq";

export const headers = () => sharedPage({ freshness: "page", reads: [] });

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: `${faq.title}: Classwish`, description: faq.intro, path: "/faq" });
}

export default function FaqPage() {
  return <QaPage topic={faqFor(useLaunchDate(), useCatalogRanges())} />;
}
