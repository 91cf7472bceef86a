ALTER TABLE "practice_results" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "recommended_prompt" text;