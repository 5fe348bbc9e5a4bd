ALTER TABLE "provisioning_jobs" ADD COLUMN "round_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provisioning_jobs" ADD COLUMN "failed_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provisioning_jobs" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written: jobs from before this migration. Their round started when they were created; and a job
-- that failed back then cannot be told apart (an upstream outage or a series the source lacks), so each
-- gets one new round on its next identical request instead of a 404 for ever.
UPDATE "provisioning_jobs" SET "requested_at" = "created_at", "round_attempts" = "attempts";--> statement-breakpoint
UPDATE "provisioning_jobs" SET "status" = 'backoff', "next_attempt_at" = "updated_at" WHERE "status" = 'failed';
