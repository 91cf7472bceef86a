CREATE TABLE "news_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"featured_image" text,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_items_link_unique" UNIQUE("link")
);
--> statement-breakpoint
CREATE INDEX "news_items_updated_at_idx" ON "news_items" USING btree ("updated_at","id");