CREATE TABLE "pin_attempts" (
	"email_digest" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lock_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pin_attempts_updated_at_idx" ON "pin_attempts" USING btree ("updated_at");--> statement-breakpoint
-- Wrong-PIN counts and running locks move over, keyed by the digest the backend computes.
INSERT INTO "pin_attempts" ("email_digest", "attempts", "lock_count", "locked_until", "updated_at")
SELECT encode(sha256(convert_to(lower("email"), 'UTF8')), 'hex'), "failed_pin_attempts", "lockout_count", "locked_until", now()
FROM "learners"
WHERE "failed_pin_attempts" > 0 OR "lockout_count" > 0 OR "locked_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "learners" DROP COLUMN "failed_pin_attempts";--> statement-breakpoint
ALTER TABLE "learners" DROP COLUMN "lockout_count";--> statement-breakpoint
ALTER TABLE "learners" DROP COLUMN "locked_until";