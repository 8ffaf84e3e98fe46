import { data } from "react-router";
import { appContext } from "~/.server/context";
import { exportPreferences } from "~/.server/subscriptions/preferences";
import type { Route } from "./+types/preferences-export";

// POST /preferences/export?token=…: the preference centre's "Download my data". A post, not a link:
// a mail scanner following links must not fetch (and keep) someone's data.

export function loader() {
  throw data("Use the Download button on your preferences page.", { status: 405, statusText: "Method Not Allowed", headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await exportPreferences(context.get(appContext), new URL(request.url).searchParams.get("token"));
  if (result.kind === "invalid") throw data("This link is not valid. Please open the link from one of our e-mails again.", { status: 400, statusText: "Bad Request" });
  if (result.kind === "expired") throw data("This link has expired. Every e-mail we send has a fresh one.", { status: 410, statusText: "Gone" });
  return new Response(JSON.stringify({ exported_at: new Date().toISOString(), ...result.record }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="classwish-my-data.json"`,
    },
  });
}
