CREATE TABLE "bundled_data_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"source_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"subcategory" text,
	"unit" text,
	"frequency" text,
	"access_tier" text DEFAULT 'free' NOT NULL,
	"polarity" text DEFAULT 'neutral' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_headline" boolean DEFAULT false NOT NULL,
	"projection" boolean DEFAULT false NOT NULL,
	"default_region" text,
	"display" jsonb,
	"retired_at" date,
	"retired_reason" text,
	"replaced_by" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', regexp_replace(coalesce("code", ''), '[._:]+', ' ', 'g')), 'A') || setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"indicator_id" uuid NOT NULL,
	"region_code" text NOT NULL,
	"period_start" date NOT NULL,
	"revision" integer NOT NULL,
	"period_end" date,
	"period_type" text,
	"value" double precision,
	"is_preliminary" boolean DEFAULT false NOT NULL,
	"source_updated_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observations_indicator_id_region_code_period_start_revision_pk" PRIMARY KEY("indicator_id","region_code","period_start","revision")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_code" text,
	"fips_state" text,
	"fips_county" text,
	"postal" text,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text NOT NULL,
	"expansion" text NOT NULL,
	CONSTRAINT "search_synonyms_term_expansion_pk" PRIMARY KEY("term","expansion")
);
--> statement-breakpoint
CREATE TABLE "series_coverage" (
	"indicator_id" uuid NOT NULL,
	"region_code" text NOT NULL,
	"first_period" date NOT NULL,
	"last_period" date NOT NULL,
	"periods" integer NOT NULL,
	CONSTRAINT "series_coverage_indicator_id_region_code_pk" PRIMARY KEY("indicator_id","region_code")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"provider" text,
	"category" text,
	"docs_url" text,
	"description" text,
	"license" text,
	"source_updated_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_default_region_regions_code_fk" FOREIGN KEY ("default_region") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_coverage" ADD CONSTRAINT "series_coverage_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_coverage" ADD CONSTRAINT "series_coverage_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "indicators_source_code_uq" ON "indicators" USING btree ("source_id","code");--> statement-breakpoint
CREATE INDEX "indicators_code_idx" ON "indicators" USING btree ("code");--> statement-breakpoint
CREATE INDEX "indicators_search_idx" ON "indicators" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "observations_region_idx" ON "observations" USING btree ("region_code","indicator_id");--> statement-breakpoint
CREATE INDEX "regions_type_parent_idx" ON "regions" USING btree ("type","parent_code");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");