CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"lead_id" text,
	"status" text NOT NULL,
	"learner_id" integer,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_email_idx" ON "checkouts" USING btree ("email");