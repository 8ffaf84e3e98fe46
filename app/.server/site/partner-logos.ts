import { MAX_PARTNER_LOGOS } from "../../lib/schemas/site-content.ts";
import { countLogos, deleteSiteImage, insertSiteImage, lockLogoOrder, lockSiteContent, setLogoOrder } from "../db/site-content.ts";
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

/**
 * The order with the logo swapped with its neighbour (up: the one before it); undefined at either
 * end or for no such logo. All are renumbered from the new order, so equal positions (never
 * expected) cannot make a swap a no-op.
 */
export function movedOrder(order: readonly number[], id: number, direction: "up" | "down"): number[] | undefined {
  const at = order.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return undefined;
  const moved = [...order];
  [moved[at], moved[to]] = [order[to]!, id];
  return moved;
}

/** One place earlier or later; false at either end or for no such logo. */
export async function movePartnerLogo(s: Pick<Services, "db">, id: number, direction: "up" | "down"): Promise<boolean> {
  return s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    const order = movedOrder(await lockLogoOrder(tx), id, direction);
    if (!order) return false;
    await setLogoOrder(tx, order);
    return true;
  });
}
