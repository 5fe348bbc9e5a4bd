CREATE TABLE "region_aliases" (
	"alias" text NOT NULL,
	"region_code" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "region_aliases_alias_region_code_pk" PRIMARY KEY("alias","region_code")
);
--> statement-breakpoint
ALTER TABLE "region_aliases" ADD CONSTRAINT "region_aliases_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the answer engine's catalog is kept by data version, so aliases move it like the tables of 0010.
CREATE TRIGGER region_aliases_version_insert AFTER INSERT ON region_aliases REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER region_aliases_version_update AFTER UPDATE ON region_aliases REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER region_aliases_version_delete AFTER DELETE ON region_aliases REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER region_aliases_version_truncate AFTER TRUNCATE ON region_aliases FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
