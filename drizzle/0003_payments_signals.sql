CREATE TABLE "job_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rail" text NOT NULL,
	"authorization" text NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"route" text NOT NULL,
	"amount_atomic" text NOT NULL,
	"payer" text,
	"transaction" text,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signal_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"indicator_id" uuid NOT NULL,
	"region_code" text NOT NULL,
	"type" text NOT NULL,
	"strength" text NOT NULL,
	"direction" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"detected_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signal_intervals" ADD CONSTRAINT "signal_intervals_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_intervals" ADD CONSTRAINT "signal_intervals_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_authorization_uq" ON "payment_claims" USING btree ("rail","authorization");--> statement-breakpoint
CREATE INDEX "signal_intervals_series_idx" ON "signal_intervals" USING btree ("indicator_id","region_code","type");--> statement-breakpoint
CREATE INDEX "signal_intervals_open_idx" ON "signal_intervals" USING btree ("valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_intervals_one_open_uq" ON "signal_intervals" USING btree ("indicator_id","region_code","type") WHERE valid_to IS NULL;