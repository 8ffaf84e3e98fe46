ALTER TABLE "subscribers" ADD COLUMN "mailbox" text GENERATED ALWAYS AS (case when split_part(email, '@', 2) in ('gmail.com', 'googlemail.com')
          then replace(coalesce(nullif(split_part(split_part(email, '@', 1), '+', 1), ''), split_part(email, '@', 1)), '.', '') || '@gmail.com'
          else coalesce(nullif(split_part(split_part(email, '@', 1), '+', 1), ''), split_part(email, '@', 1)) || '@' || split_part(email, '@', 2) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "subscribers_mailbox_idx" ON "subscribers" USING btree ("mailbox");