CREATE TABLE "upstream_files" (
	"file" text PRIMARY KEY NOT NULL,
	"source_id" uuid NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"content_hash" text,
	"last_checked_at" timestamp with time zone,
	"last_changed_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "seasonal_adjustment" text;--> statement-breakpoint
ALTER TABLE "upstream_files" ADD CONSTRAINT "upstream_files_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;