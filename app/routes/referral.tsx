import { data, useLoaderData } from "react-router";
import { appContext } from "~/.server/context";
import { readReferralPage } from "~/.server/referrals/referral-view";
import { ReferralPanel } from "~/components/referral-panel";
import { StatusCard, StatusMessage } from "~/components/status-card";
import { referralCopy as copy } from "~/lib/copy/share";
import type { Route } from "./+types/referral";

// A confirmed person's referral page, /referral?token=…: reached by the signed link the confirm
// page gives them (it names their random public id, never their address). Their own figures, so
// private (the default: no cache keeps it) and never indexed.

export const meta = () => [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await readReferralPage(context.get(appContext), new URL(request.url).searchParams.get("token"));
  return data({ page }, { status: page.kind === "invalid" ? 400 : 200 });
}

export default function ReferralPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <StatusCard>
      {page.kind === "shown" && <ReferralPanel view={page.view} heading="h1" />}
      {page.kind === "unconfirmed" && <StatusMessage title={copy.unconfirmedTitle} intro={copy.unconfirmedIntro} />}
      {page.kind === "invalid" && <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />}
    </StatusCard>
  );
}
