import { and, asc, eq, sql } from "drizzle-orm";
import { siteImagePath, type SiteContentView, type SiteImagePurpose, type SiteImageRef } from "../../lib/schemas/site-content.ts";
import type { Executor } from "./client.ts";
import { siteContent, siteImages, type SiteContent } from "./schema.ts";

// The operator's content for the visitor pages: one site_content row (absent until first saved)
// and the uploaded images. Reads never load image bytes except imageBytes(), the image endpoint's.

const imageRef = {
  id: siteImages.id,
  width: siteImages.width,
  height: siteImages.height,
  hash: siteImages.hash,
  label: siteImages.label,
};
type ImageRow = { id: number; width: number; height: number; hash: string; label: string };
const toRef = (row: ImageRow): SiteImageRef => ({ ...row, src: siteImagePath(row.id) });

/** What the visitor pages show, in two small reads (no image bytes). */
export async function readSiteContent(db: Executor): Promise<SiteContentView> {
  const [[row], logos] = await Promise.all([
    db
      .select({ content: siteContent, avatar: imageRef })
      .from(siteContent)
      .leftJoin(siteImages, eq(siteImages.id, siteContent.avatarImageId))
      .where(eq(siteContent.id, 1)),
    db.select(imageRef).from(siteImages).where(eq(siteImages.purpose, "logo")).orderBy(asc(siteImages.position), asc(siteImages.id)),
  ]);
  const c = row?.content;
  const testimonial =
    c?.testimonialQuote && c.testimonialAuthor
      ? {
          quote: c.testimonialQuote,
          author: c.testimonialAuthor,
          title: c.testimonialTitle,
          company: c.testimonialCompany,
          avatar: row?.avatar ? toRef(row.avatar) : null,
        }
      : null;
  return { testimonial, logos: logos.map(toRef), launchDate: c?.launchDate ?? null, trustedHeading: c?.trustedHeading ?? null };
}

/** General availability as the operator set it (ISO date), or null. */
export async function readLaunchDate(db: Executor): Promise<string | null> {
  const [row] = await db.select({ launchDate: siteContent.launchDate }).from(siteContent).where(eq(siteContent.id, 1));
  return row?.launchDate ?? null;
}

/** The row, created empty the first time anything is saved; locked, so concurrent saves queue. */
export async function lockSiteContent(tx: Executor): Promise<SiteContent> {
  await tx.insert(siteContent).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(siteContent).where(eq(siteContent.id, 1)).for("update");
  return row!;
}

export async function updateSiteContent(tx: Executor, values: Partial<Omit<SiteContent, "id" | "updatedAt">>): Promise<void> {
  await tx.update(siteContent).set({ ...values, updatedAt: new Date() }).where(eq(siteContent.id, 1));
}

export type NewSiteImage = { purpose: SiteImagePurpose; label?: string; contentType: string; width: number; height: number; hash: string; data: Buffer };

/** A logo goes after the others. */
export async function insertSiteImage(tx: Executor, image: NewSiteImage): Promise<number> {
  const position =
    image.purpose === "logo"
      ? sql`(select coalesce(max(${siteImages.position}), 0) + 1 from ${siteImages} where ${siteImages.purpose} = 'logo')`
      : 0;
  const [row] = await tx
    .insert(siteImages)
    .values({ ...image, position })
    .returning({ id: siteImages.id });
  return row!.id;
}

export async function countLogos(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(siteImages).where(eq(siteImages.purpose, "logo"));
  return row?.n ?? 0;
}

/** Deletes one image of that purpose; false when there was none. */
export async function deleteSiteImage(tx: Executor, id: number, purpose: SiteImagePurpose): Promise<boolean> {
  const deleted = await tx.delete(siteImages).where(and(eq(siteImages.id, id), eq(siteImages.purpose, purpose))).returning({ id: siteImages.id });
  return deleted.length > 0;
}

/** The logos' ids in their order, locked until the transaction ends. */
export async function lockLogoOrder(tx: Executor): Promise<number[]> {
  const logos = await tx
    .select({ id: siteImages.id, position: siteImages.position })
    .from(siteImages)
    .where(eq(siteImages.purpose, "logo"))
    .orderBy(asc(siteImages.position), asc(siteImages.id))
    .for("update");
  return logos.map((l) => l.id);
}

/** Numbers the logos 1, 2, … in this order. */
export async function setLogoOrder(tx: Executor, order: readonly number[]): Promise<void> {
  for (const [i, logoId] of order.entries()) await tx.update(siteImages).set({ position: i + 1 }).where(eq(siteImages.id, logoId));
}

/** The image endpoint's source: what its cache key needs (no bytes). */
export async function imageSource(db: Executor, id: number): Promise<{ hash: string; width: number; contentType: string } | undefined> {
  const [row] = await db
    .select({ hash: siteImages.hash, width: siteImages.width, contentType: siteImages.contentType })
    .from(siteImages)
    .where(eq(siteImages.id, id));
  return row;
}

/** The stored bytes, read only when a variant is encoded. */
export async function imageData(db: Executor, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: siteImages.data }).from(siteImages).where(eq(siteImages.id, id));
  return row?.data;
}
