import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import { messages, subscribers } from "../db/schema.ts";

/**
 * The outbox row a relay's event is about: by its Message-ID when the relay reports it (and only if
 * it went to that recipient), else the latest message that left for the recipient. Undefined when
 * we sent no such message: the event is not about our mail and changes nothing.
 */
export async function findMessageFor(db: Executor, email: string, messageIdHeader?: string): Promise<number | undefined> {
  const left = inArray(messages.status, ["sent", "failed", "sending", "retrying"]);
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(and(eq(subscribers.email, email), left, ...(messageIdHeader ? [eq(messages.messageId, messageIdHeader)] : [])))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.id;
}
