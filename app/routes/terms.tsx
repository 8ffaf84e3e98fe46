import { sharedPage } from "~/lib/site/shared-page";
import { PolicyPage } from "~/components/policy-page";
import { terms } from "~/lib/copy/terms";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/terms";

export const headers = () => sharedPage({ freshness: "page", reads: [] });

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: `${terms.title}: Classwish`, description: terms.intro, path: "/terms" });
}

export default function TermsPage() {
  return <PolicyPage doc={terms} />;
}
