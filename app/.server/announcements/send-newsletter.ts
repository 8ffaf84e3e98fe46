import type { NewsletterInput } from "../../lib/schemas/requests.ts";
import { newsletters } from "../db/schema.ts";
import { listRecipients, queueBulk } from "../mail/outbox.ts";
import type { Services } from "../services.ts";

/** A newsletter to the confirmed newsletter list; the letter and its messages are committed together. */
export async function sendNewsletter(s: Services, input: NewsletterInput): Promise<{ newsletterId: number; queued: number }> {
  return s.db.transaction(async (tx) => {
    const [letter] = await tx.insert(newsletters).values({ subject: input.subject, markdown: input.markdown }).returning({ id: newsletters.id });
    const newsletterId = letter!.id;
    const queued = await queueBulk(tx, s.mail, "newsletter", `newsletter:${newsletterId}:`, listRecipients("newsletter"), { newsletterId }, s.config.publicHost);
    return { newsletterId, queued };
  });
}
