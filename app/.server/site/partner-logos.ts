import { MAX_PARTNER_LOGOS } from "../../lib/schemas/site-content.ts";
import { countLogos, deleteSiteImage, insertSiteImage, lockSiteContent, moveLogo } from "../db/site-content.ts";
import type { Services } from "../services.ts";
import type { CheckedImage } from "./uploaded-image.ts";

// The partner logos of the About page's "Trusted by" block, in the operator's order. The
// site_content row is locked first, so two uploads at once cannot both take the last place.

export type AddLogoOutcome = { kind: "added"; id: number } | { kind: "full" };

export async function addPartnerLogo(s: Pick<Services, "db">, name: string, image: CheckedImage): Promise<AddLogoOutcome> {
  return s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    if ((await countLogos(tx)) >= MAX_PARTNER_LOGOS) return { kind: "full" as const };
    return { kind: "added" as const, id: await insertSiteImage(tx, { purpose: "logo", label: name, ...image }) };
  });
}

/** False when there was no such logo (removed already). */
export async function removePartnerLogo(s: Pick<Services, "db">, id: number): Promise<boolean> {
  return s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    return deleteSiteImage(tx, id, "logo");
  });
}

/** One place earlier or later; false at either end or for no such logo. */
export async function movePartnerLogo(s: Pick<Services, "db">, id: number, direction: "up" | "down"): Promise<boolean> {
  return s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    return moveLogo(tx, id, direction);
  });
}
