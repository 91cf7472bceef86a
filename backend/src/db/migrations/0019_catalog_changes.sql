-- Every backend keeps the published catalog in memory and asks now and then whether it changed:
-- any write to the catalog's tables, by an import, another backend or SQL, counts one change.
CREATE TABLE "catalog_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_changes_one_row" CHECK ("catalog_changes"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_changes" ("id", "changes") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION count_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_changes SET changes = changes + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalog_change();
--> statement-breakpoint
CREATE TRIGGER chapters_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chapters
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalog_change();
--> statement-breakpoint
CREATE TRIGGER lessons_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalog_change();
