import { QaPage } from "~/components/qa-page";
import { privacy } from "~/lib/copy/privacy";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: `${privacy.title}: Classwish`, description: privacy.intro, path: "/privacy" });
}

export default function PrivacyPage() {
  return <QaPage topic={privacy} />;
}
