CREATE TABLE "flows" (
	"source_id" uuid NOT NULL,
	"origin_code" text NOT NULL,
	"destination_code" text NOT NULL,
	"period_start" date NOT NULL,
	"returns" double precision NOT NULL,
	"individuals" double precision NOT NULL,
	"agi_thousands" double precision NOT NULL,
	CONSTRAINT "flows_origin_code_destination_code_period_start_pk" PRIMARY KEY("origin_code","destination_code","period_start")
);
--> statement-breakpoint
CREATE TABLE "provisioning_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"indicator_id" uuid NOT NULL,
	"region_code" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "upstream" text;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_origin_code_regions_code_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_destination_code_regions_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_jobs" ADD CONSTRAINT "provisioning_jobs_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_jobs" ADD CONSTRAINT "provisioning_jobs_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flows_destination_idx" ON "flows" USING btree ("destination_code","period_start");--> statement-breakpoint
CREATE INDEX "flows_period_idx" ON "flows" USING btree ("period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioning_jobs_series_uq" ON "provisioning_jobs" USING btree ("indicator_id","region_code");