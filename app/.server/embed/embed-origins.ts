import { parseEmbedOrigins } from "../../lib/schemas/embed.ts";
import { lockSiteContent, updateSiteContent } from "../db/site-content.ts";
import type { Services } from "../services.ts";

export type SaveEmbedOriginsOutcome = { kind: "saved"; origins: string[] } | { kind: "invalid"; error: string };

/**
 * The operator lists the sites that may frame the embeddable form: each checked (https, or http on
 * localhost for development; an origin, nothing more), stored with the site's other settings, in
 * force on the next embed page (nothing caches those pages).
 */
export async function saveEmbedOrigins(s: Pick<Services, "db">, typed: string): Promise<SaveEmbedOriginsOutcome> {
  const parsed = parseEmbedOrigins(typed);
  if (!parsed.ok) return { kind: "invalid", error: parsed.error };
  await s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    await updateSiteContent(tx, { embedOrigins: parsed.origins });
  });
  return { kind: "saved", origins: parsed.origins };
}
