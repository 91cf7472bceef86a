ALTER TABLE "practice_results" ADD COLUMN "first_answer_wrong" boolean;--> statement-breakpoint
-- Answers given before this column: one never passed had only wrong answers, so its first was wrong;
-- for one passed since, the first answer was not kept, and it counts as passed on the first try.
UPDATE "practice_results" SET "first_answer_wrong" = NOT "completed" WHERE "answer" <> 'SKIPPED';
