import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

// Who left because of which message (campaign_unsubscribes). Rows in, rows out.

/** Records that the subscriber left through this message's link (by its Message-ID header), if the message is theirs; once per message. */
export async function recordCampaignUnsubscribe(tx: Executor, subscriberId: number, messageIdHeader: string): Promise<void> {
  await tx.execute(sql`
    insert into campaign_unsubscribes (message_id, campaign)
    select id, campaign from messages where message_id = ${messageIdHeader} and subscriber_id = ${subscriberId}
    on conflict (message_id) do nothing`);
}
