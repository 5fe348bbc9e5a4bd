import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const sources = pgTable("sources", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  provider: text("provider"),
  category: text("category"),
  docsUrl: text("docs_url"),
  description: text("description"),
  license: text("license"),
  sourceUpdatedAt: timestamp("source_updated_at", { withTimezone: true, mode: "string" }),
  isActive: boolean("is_active").notNull().default(true),
});

export const regions = pgTable(
  "regions",
  {
    code: text("code").primaryKey(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    parentCode: text("parent_code"),
    fipsState: text("fips_state"),
    fipsCounty: text("fips_county"),
    postal: text("postal"),
  },
  (t) => [
    index("regions_type_parent_idx").on(t.type, t.parentCode),
    index("regions_parent_idx").on(t.parentCode),
    index("regions_postal_idx").on(t.postal),
  ],
);

export const indicators = pgTable(
  "indicators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category"),
    subcategory: text("subcategory"),
    unit: text("unit"),
    frequency: text("frequency"),
    accessTier: text("access_tier").notNull().default("free"),
    polarity: text("polarity").notNull().default("neutral"),
    isActive: boolean("is_active").notNull().default(true),
    isHeadline: boolean("is_headline").notNull().default(false),
    projection: boolean("projection").notNull().default(false),
    defaultRegion: text("default_region").references(() => regions.code),
    display: jsonb("display"),
    retiredAt: date("retired_at", { mode: "string" }),
    retiredReason: text("retired_reason"),
    replacedBy: text("replaced_by"),
    /** As the publisher states it: "SA", "NSA", "SAAR"; null where it does not apply (prices, annual data). */
    seasonalAdjustment: text("seasonal_adjustment"),
    /** The upstream connector that can load this indicator for regions not stored yet (e.g. "fred"). */
    upstream: text("upstream"),
    /** "sum" (amounts per period) or "mean" (conditions observed each period); null for a level read at a point. See IndicatorRecord. */
    aggregation: text("aggregation"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', regexp_replace(coalesce("code", ''), '[._:]+', ' ', 'g')), 'A') || setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex("indicators_source_code_uq").on(t.sourceId, t.code),
    index("indicators_code_idx").on(t.code),
    index("indicators_search_idx").using("gin", t.searchVector),
  ],
);

/**
 * One row per (series, period, revision). A changed value for a stored period adds revision + 1 and keeps the
 * old row, so a read `as_of` a date answers with the value known then (`recorded_at`).
 */
export const observations = pgTable(
  "observations",
  {
    indicatorId: uuid("indicator_id")
      .notNull()
      .references(() => indicators.id),
    regionCode: text("region_code")
      .notNull()
      .references(() => regions.code),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    revision: integer("revision").notNull(),
    periodEnd: date("period_end", { mode: "string" }),
    periodType: text("period_type"),
    value: doublePrecision("value"),
    isPreliminary: boolean("is_preliminary").notNull().default(false),
    sourceUpdatedAt: timestamp("source_updated_at", { withTimezone: true, mode: "string" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** True on the highest revision of each period only; kept by insertObservations (src/db/queries/observations.ts). */
    isCurrent: boolean("is_current").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.indicatorId, t.regionCode, t.periodStart, t.revision] }),
    index("observations_region_idx").on(t.regionCode, t.indicatorId),
    // current values in period order: latest and pages read a few index entries at any history length
    index("observations_current_idx").on(t.indicatorId, t.regionCode, t.periodStart).where(sql`is_current`),
  ],
);

/** What is stored per (indicator, region): kept by every loader so catalog reads need no scan of observations. */
export const seriesCoverage = pgTable(
  "series_coverage",
  {
    indicatorId: uuid("indicator_id")
      .notNull()
      .references(() => indicators.id),
    regionCode: text("region_code")
      .notNull()
      .references(() => regions.code),
    firstPeriod: date("first_period", { mode: "string" }).notNull(),
    lastPeriod: date("last_period", { mode: "string" }).notNull(),
    periods: integer("periods").notNull(),
  },
  (t) => [primaryKey({ columns: [t.indicatorId, t.regionCode] })],
);

/**
 * Other names people use for a region: a country's common and alternative names and its demonym ("Holland",
 * "South Korea", "Japanese"), the cities a county holds ("Brooklyn", "San Francisco"). Read by the answer engine.
 */
export const regionAliases = pgTable(
  "region_aliases",
  {
    alias: text("alias").notNull(),
    regionCode: text("region_code")
      .notNull()
      .references(() => regions.code, { onDelete: "cascade" }),
    /** name (another name of the place), demonym ("Japanese") or city (a city within a county). */
    kind: text("kind").notNull(),
  },
  (t) => [primaryKey({ columns: [t.alias, t.regionCode] })],
);

/** Curated search synonyms: a query term expands to itself or any of its expansions (phrases allowed). */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    term: text("term").notNull(),
    expansion: text("expansion").notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.expansion] })],
);

/** Which version of the bundled data the database holds, so a restart can skip loading. */
export const bundledDataState = pgTable("bundled_data_state", {
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/**
 * API keys. Only a SHA-256 of the key is stored; the key itself is shown once. Rotation replaces the hash
 * on the same row, so plan, limits, usage counters and billing stay with the key's id.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    keyHash: text("key_hash").notNull().unique(),
    keyHint: text("key_hint").notNull(),
    environment: text("environment").notNull().default("live"),
    name: text("name").notNull(),
    plan: text("plan").notNull().default("free"),
    grants: text("grants").array().notNull().default(sql`'{}'::text[]`),
    allowedRegions: text("allowed_regions").array(),
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(60),
    monthlyQuota: integer("monthly_quota"),
    billingEmail: text("billing_email"),
    subscriptionStatus: text("subscription_status"),
    status: text("status").notNull().default("active"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("api_keys_billing_email_idx").on(t.billingEmail)],
);

/** Keys issued per client network address (hashed) per UTC day, for the signup limit. */
export const signupLimits = pgTable(
  "signup_limits",
  {
    addressHash: text("address_hash").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.day] })],
);

/** Where signups came from. Deliberately unlinked from keys: no key id, only the day. */
export const signupAttributions = pgTable("signup_attributions", {
  id: uuid("id").primaryKey().defaultRandom(),
  day: date("day", { mode: "string" }).notNull(),
  source: text("source"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
});

/** Single-use recovery tokens for paid keys (hash only), valid 30 minutes. */
export const recoveryTokens = pgTable("recovery_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  apiKeyId: uuid("api_key_id")
    .notNull()
    .references(() => apiKeys.id),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/** Every email the service sends; secrets in a body are replaced by their hint before it is stored. */
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  provider: text("provider").notNull(),
  status: text("status").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  /** Order of writing: mails sent in the same instant share created_at (PGlite's clock has millisecond steps). */
  seq: bigserial("seq", { mode: "number" }).notNull(),
});

/** County-to-county migration flows (IRS SOI): one row per origin, destination and period, all three measures. */
export const flows = pgTable(
  "flows",
  {
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id),
    originCode: text("origin_code")
      .notNull()
      .references(() => regions.code),
    destinationCode: text("destination_code")
      .notNull()
      .references(() => regions.code),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    returns: doublePrecision("returns").notNull(),
    individuals: doublePrecision("individuals").notNull(),
    agiThousands: doublePrecision("agi_thousands").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.originCode, t.destinationCode, t.periodStart] }),
    index("flows_destination_idx").on(t.destinationCode, t.periodStart),
    index("flows_period_idx").on(t.periodStart),
  ],
);

/**
 * Just-in-time loads of a series for a region that is not stored yet. One row per (indicator, region):
 * identical misses find the same row, so one job at a time is queued for it.
 * status: queued (a message is on its way) → running (a worker holds it; `attempts` is its fence) → done,
 * or failed (final: the source has no such series), or backoff (a round of attempts ended in upstream
 * failures; a request after next_attempt_at starts a new round). The rules live in src/jobs/provisioning.ts.
 */
export const provisioningJobs = pgTable(
  "provisioning_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    indicatorId: uuid("indicator_id")
      .notNull()
      .references(() => indicators.id),
    regionCode: text("region_code")
      .notNull()
      .references(() => regions.code),
    status: text("status").notNull().default("queued"),
    /** Every attempt ever claimed; also the fence a worker's final write must still match. */
    attempts: integer("attempts").notNull().default(0),
    /** Attempts in the current round (since requested_at). */
    roundAttempts: integer("round_attempts").notNull().default(0),
    /** Consecutive rounds that ended in upstream failures; sets the backoff. */
    failedRounds: integer("failed_rounds").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** When the current round was asked for (created or re-queued): clients wait on 202 from here. */
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** Last claim or state change: a queued or running job untouched for the lease is taken over. */
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** In backoff: the earliest time a request may start a new round. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [uniqueIndex("provisioning_jobs_series_uq").on(t.indicatorId, t.regionCode)],
);

/**
 * One row per payment authorization ever presented (x402: chain, asset, payer, nonce; L402: the payment
 * hash). The unique key is the replay guard: a second request with the same authorization cannot claim it.
 */
export const paymentClaims = pgTable(
  "payment_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rail: text("rail").notNull(),
    authorization: text("authorization").notNull(),
    status: text("status").notNull().default("claimed"),
    route: text("route").notNull(),
    amountAtomic: text("amount_atomic").notNull(),
    payer: text("payer"),
    transaction: text("transaction"),
    requestId: text("request_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [uniqueIndex("payment_claims_authorization_uq").on(t.rail, t.authorization)],
);

/** Detected signals as intervals: open while the condition holds (valid_to null), closed when it ends. */
export const signalIntervals = pgTable(
  "signal_intervals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    indicatorId: uuid("indicator_id")
      .notNull()
      .references(() => indicators.id),
    regionCode: text("region_code")
      .notNull()
      .references(() => regions.code),
    type: text("type").notNull(),
    strength: text("strength").notNull(),
    direction: text("direction"),
    validFrom: timestamp("valid_from", { withTimezone: true, mode: "string" }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true, mode: "string" }),
    detectedAt: timestamp("detected_at", { withTimezone: true, mode: "string" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "string" }).notNull(),
    evidence: jsonb("evidence").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("signal_intervals_series_idx").on(t.indicatorId, t.regionCode, t.type),
    index("signal_intervals_open_idx").on(t.validTo),
    uniqueIndex("signal_intervals_one_open_uq").on(t.indicatorId, t.regionCode, t.type).where(sql`valid_to IS NULL`),
  ],
);

/**
 * One row per upstream file a source is refreshed from (the data pack's files): where it is fetched, what
 * was last seen there (ETag and content hash, so an unchanged file costs one conditional request and no
 * write), and how the last check went. Rows are written by the refresh job in src/jobs/refresh-pack.ts.
 */
export const upstreamFiles = pgTable("upstream_files", {
  file: text("file").primaryKey(),
  sourceId: uuid("source_id")
    .notNull()
    .references(() => sources.id),
  url: text("url").notNull(),
  etag: text("etag"),
  contentHash: text("content_hash"),
  lastCheckedAt: timestamp("last_checked_at", { withTimezone: true, mode: "string" }),
  lastChangedAt: timestamp("last_changed_at", { withTimezone: true, mode: "string" }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true, mode: "string" }),
});

/** Where the last materialization run stopped, so a run cut short by its time budget resumes there. */
export const jobCursors = pgTable("job_cursors", {
  name: text("name").primaryKey(),
  position: text("position"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
/**
 * The data version: one number that moves whenever a table behind a cacheable read changes. Statement
 * triggers on those tables bump it in the writing transaction and announce it with NOTIFY data_version at
 * commit (hand-written in migration 0010), so no writer can forget it and a reader never sees new data
 * under an old version. Read caches key their entries by it (src/http/read-cache.ts).
 */
export const dataVersion = pgTable(
  "data_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  () => [check("data_version_single_row", sql`id`)],
);

export * from "./schema-briefings.js";
