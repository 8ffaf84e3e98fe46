import { sharedFile } from "~/lib/site/shared-page";
import { appContext } from "~/.server/context";
import { accessJwks } from "~/.server/launch/access-key";
import type { Route } from "./+types/jwks-json";

// /.well-known/jwks.json: the public key an accepted invitation's access token is verified with
// (app/.server/launch/access-key.ts). The same key on every instance, kept in the database and
// never changed, so caches may keep it an hour.
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return new Response(JSON.stringify(await accessJwks(db)), {
    headers: { "Content-Type": "application/jwk-set+json", ...sharedFile({ freshness: "hour", reads: [] }) },
  });
}
