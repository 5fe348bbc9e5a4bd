CREATE TABLE "briefing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"briefing_id" uuid NOT NULL,
	"slot" text,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"status" text NOT NULL,
	"result" jsonb,
	"error" text,
	"usage" jsonb
);
--> statement-breakpoint
CREATE TABLE "briefings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_key_id" uuid NOT NULL,
	"name" text NOT NULL,
	"question" text NOT NULL,
	"region" text,
	"window" text,
	"cadence" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"slug" text,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefing_runs" ADD CONSTRAINT "briefing_runs_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefings" ADD CONSTRAINT "briefings_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "briefing_runs_slot_uq" ON "briefing_runs" USING btree ("briefing_id","slot");--> statement-breakpoint
CREATE INDEX "briefing_runs_recent_idx" ON "briefing_runs" USING btree ("briefing_id","started_at","id");--> statement-breakpoint
CREATE INDEX "briefings_key_idx" ON "briefings" USING btree ("api_key_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "briefings_slug_uq" ON "briefings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "briefings_due_idx" ON "briefings" USING btree ("is_active","last_run_at");