CREATE TABLE "data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_version_single_row" CHECK (id)
);
--> statement-breakpoint
-- Hand-written from here: the one row, and the triggers that move it.
INSERT INTO "data_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
-- A statement that changed rows of a versioned table moves the version by one in its own transaction (the
-- row lock orders concurrent writers, so versions commit in order) and NOTIFY delivers it at commit.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF TG_OP <> 'TRUNCATE' AND NOT EXISTS (SELECT 1 FROM changed_rows) THEN
    RETURN NULL;
  END IF;
  UPDATE data_version SET version = version + 1 RETURNING version INTO next_version;
  PERFORM pg_notify('data_version', next_version::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every table a cacheable read answers from; keys, payments, limits, mail and job bookkeeping are not
-- versioned because nothing derived from them is cached.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sources', 'regions', 'indicators', 'observations', 'series_coverage', 'search_synonyms',
                           'flows', 'signal_intervals', 'upstream_files', 'briefings', 'briefing_runs'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()', t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()', t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()', t || '_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()', t || '_version_truncate', t);
  END LOOP;
END
$$;
