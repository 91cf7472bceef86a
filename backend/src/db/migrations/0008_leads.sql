CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"funnel" integer NOT NULL,
	"variant" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"points" integer,
	"level" text,
	"completed_at" timestamp with time zone,
	"email" text,
	"marketing_consent" boolean,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leads_funnel_points_idx" ON "leads" USING btree ("funnel","points");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");