import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

// Newsletter links clicked (mail_clicks). Rows in, rows out.

/** Records a click on a message's link, once per message and link; nothing when the message is gone (its person erased). */
export async function recordClick(db: Executor, messageRowId: number, link: number): Promise<void> {
  await db.execute(sql`
    insert into mail_clicks (message_id, link)
    select id, ${link} from messages where id = ${messageRowId}
    on conflict do nothing`);
}
