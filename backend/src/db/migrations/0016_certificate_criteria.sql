ALTER TABLE "certificates" ADD COLUMN "criteria" jsonb;--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "passed_at" timestamp with time zone;--> statement-breakpoint
-- Practices passed before this column existed: their last answer is the best date known.
UPDATE "practice_results" SET "passed_at" = "updated_at" WHERE "completed";
