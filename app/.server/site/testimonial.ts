import type { TestimonialForm } from "../../lib/admin/site-form.ts";
import { deleteSiteImage, insertSiteImage, lockSiteContent, updateSiteContent } from "../db/site-content.ts";
import type { Services } from "../services.ts";
import type { CheckedImage } from "./uploaded-image.ts";

// The testimonial on / and /about: the operator's words, with an optional photo. Every change
// commits at once; the pages' caches hear of it through the table's trigger (migration 0010).

/** What happens to the photo: a new one, taken away, or kept as it is. */
export type AvatarChange = { kind: "replace"; image: CheckedImage } | { kind: "remove" } | { kind: "keep" };

export async function saveTestimonial(s: Pick<Services, "db">, text: TestimonialForm, avatar: AvatarChange): Promise<void> {
  await s.db.transaction(async (tx) => {
    const current = await lockSiteContent(tx);
    let avatarImageId = current.avatarImageId;
    if (avatar.kind !== "keep") {
      avatarImageId = avatar.kind === "replace" ? await insertSiteImage(tx, { purpose: "avatar", ...avatar.image }) : null;
      if (current.avatarImageId !== null) await deleteSiteImage(tx, current.avatarImageId, "avatar");
    }
    await updateSiteContent(tx, {
      testimonialQuote: text.quote,
      testimonialAuthor: text.author,
      testimonialTitle: text.title,
      testimonialCompany: text.company,
      avatarImageId,
    });
  });
}

/** No testimonial: the pages hide its block. */
export async function removeTestimonial(s: Pick<Services, "db">): Promise<void> {
  await s.db.transaction(async (tx) => {
    const current = await lockSiteContent(tx);
    await updateSiteContent(tx, { testimonialQuote: null, testimonialAuthor: null, testimonialTitle: null, testimonialCompany: null, avatarImageId: null });
    if (current.avatarImageId !== null) await deleteSiteImage(tx, current.avatarImageId, "avatar");
  });
}
