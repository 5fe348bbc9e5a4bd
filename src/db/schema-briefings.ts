import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { apiKeys } from "./schema.js";

/**
 * Saved questions a key re-asks on a cadence. A public briefing has a stable `slug` (kept once given,
 * even if the briefing is later made private, so shared links never point at another briefing).
 */
export const briefings = pgTable(
  "briefings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // resolved lazily: schema.ts re-exports this module, so apiKeys is not initialised yet at load time
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id),
    name: text("name").notNull(),
    question: text("question").notNull(),
    region: text("region"),
    window: text("window"),
    cadence: text("cadence").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isPublic: boolean("is_public").notNull().default(false),
    slug: text("slug"),
    lastRunAt: timestamp("last_run_at", { withTimezone: true, mode: "date" }),
    // when the question, region or window last changed (null: not since creation); runs started before it
    // answered something else, so public readers are not shown them
    askedAt: timestamp("asked_at", { withTimezone: true, mode: "date" }),
    // when the operator took it out of the public catalog (`npm run keys -- unpublish SLUG`): it stays private,
    // whatever its owner asks
    withheldAt: timestamp("withheld_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("briefings_key_idx").on(t.apiKeyId, t.createdAt),
    uniqueIndex("briefings_slug_uq").on(t.slug),
    index("briefings_due_idx").on(t.isActive, t.lastRunAt),
  ],
);

/**
 * One row per attempt to answer a briefing. Scheduled attempts carry the time slot they belong to (UTC day
 * `2026-03-10` or ISO week `2026-W11`); the unique (briefing_id, slot) pair lets a repeated trigger claim a
 * slot only once. Manual runs have no slot (NULLs never collide).
 */
export const briefingRuns = pgTable(
  "briefing_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    briefingId: uuid("briefing_id")
      .notNull()
      .references(() => briefings.id, { onDelete: "cascade" }),
    slot: text("slot"),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    status: text("status").notNull(),
    result: jsonb("result"),
    error: text("error"),
    usage: jsonb("usage"),
  },
  (t) => [
    uniqueIndex("briefing_runs_slot_uq").on(t.briefingId, t.slot),
    index("briefing_runs_recent_idx").on(t.briefingId, t.startedAt, t.id),
  ],
);
