ALTER TABLE "courses" ADD COLUMN "wish_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_wish_idx" ON "courses" USING btree ("wish_id");