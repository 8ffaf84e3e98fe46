import { lockSiteContent, updateSiteContent } from "../db/site-content.ts";
import type { Services } from "../services.ts";

/** The About page's "Trusted by" heading; null: the page's own heading, which claims no figure. */
export async function setTrustedHeading(s: Pick<Services, "db">, heading: string | null): Promise<void> {
  await s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    await updateSiteContent(tx, { trustedHeading: heading });
  });
}

/** General availability: the FAQ and the launch list's label say it; null: not announced yet. */
export async function setLaunchDate(s: Pick<Services, "db">, date: string | null): Promise<void> {
  await s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    await updateSiteContent(tx, { launchDate: date });
  });
}
