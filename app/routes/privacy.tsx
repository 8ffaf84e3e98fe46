import { sharedPage } from "~/lib/site/shared-page";
import { PolicyPage } from "~/components/policy-page";
import { privacyPolicy } from "~/lib/copy/privacy-policy";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/privacy";

export const headers = () => sharedPage({ freshness: "page", reads: [] });

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: `${privacyPolicy.title}: Classwish`, description: privacyPolicy.intro, path: "/privacy" });
}

/** The full privacy policy: the header's Privacy dialog says the short of it and links here. */
export default function PrivacyPage() {
  return <PolicyPage doc={privacyPolicy} />;
}
