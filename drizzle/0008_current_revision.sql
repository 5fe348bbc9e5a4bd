ALTER TABLE "observations" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: rows stored before this migration; the highest revision of each period is its current value.
UPDATE "observations" o SET "is_current" = true
FROM (SELECT "indicator_id", "region_code", "period_start", max("revision") AS "revision" FROM "observations" GROUP BY 1, 2, 3) m
WHERE o."indicator_id" = m."indicator_id" AND o."region_code" = m."region_code" AND o."period_start" = m."period_start" AND o."revision" = m."revision";--> statement-breakpoint
CREATE INDEX "observations_current_idx" ON "observations" USING btree ("indicator_id","region_code","period_start") WHERE is_current;
