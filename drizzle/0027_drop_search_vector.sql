DROP INDEX "courses_search_idx";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_vector";