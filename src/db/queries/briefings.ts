import { and, asc, count, desc, eq, gte, isNull, like, lt, lte, or, sql, type AnyColumn } from "drizzle-orm";
import { FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from "../errors.js";
import type { Database } from "../client.js";
import { apiKeys } from "../schema.js";
import { actAsKey, type KeyActor } from "./api-keys.js";
import { briefingRuns, briefings } from "../schema-briefings.js";

export type BriefingRow = typeof briefings.$inferSelect;
export type BriefingRunRow = typeof briefingRuns.$inferSelect;
/** A new briefing's fields; its owner is the key it is created as. */
export type NewBriefing = Pick<BriefingRow, "name" | "question" | "region" | "window" | "cadence" | "isActive" | "isPublic">;
export type BriefingChanges = Partial<Pick<BriefingRow, "name" | "question" | "region" | "window" | "cadence" | "isActive" | "isPublic">>;

/** kebab-case of a name: ASCII letters and digits, runs of anything else become one dash. */
export function slugBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return base || "briefing";
}

/** The first free slug of a base: `base`, then `base-2`, `base-3`, … */
async function firstFreeSlug(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ slug: briefings.slug })
    .from(briefings)
    .where(or(eq(briefings.slug, base), like(briefings.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The first key of the advisory locks slug pickers take (the second is the base's hash): theirs alone. */
const SLUG_LOCK_SPACE = 0x51_06;
/** Tries of the first free slug before a write takes a random number instead, and tries in all. */
const SEQUENTIAL_SLUG_TRIES = 10;
const SLUG_TRIES = 20;

/**
 * Runs a write that needs a fresh slug, inside `tx`, a transaction (the acting key's). Writers of one base go
 * one at a time: each takes a transaction-scoped advisory lock on the base before it reads which slugs are
 * taken, and holds it until its transaction ends, so the next one sees its slug taken (without the lock, writers
 * at once all picked the same slug, and all but one failed on the unique index). A slug taken all the same, by a
 * writer of another base (a briefing named "Jobs 2" is `jobs-2`, which a second "Jobs" picks too), is a unique
 * violation once that writer has committed: that try alone (a savepoint) is rolled back and the next one sees
 * the slug taken. After ten such tries the number is a random one (`base-482913`).
 */
async function withFreeSlug<T>(tx: Database, name: string, write: (db: Database, slug: string) => Promise<T>): Promise<T> {
  const base = slugBase(name);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SLUG_LOCK_SPACE}::int, hashtext(${base}))`);
  for (let attempt = 1; ; attempt++) {
    const slug = attempt <= SEQUENTIAL_SLUG_TRIES ? await firstFreeSlug(tx, base) : `${base}-${100_000 + Math.floor(Math.random() * 900_000)}`;
    try {
      return await tx.transaction((t) => write(t, slug));
    } catch (err) {
      if (attempt < SLUG_TRIES && sqlStateOf(err) === UNIQUE_VIOLATION) continue;
      throw err;
    }
  }
}

async function countBriefingsForKey(db: Database, apiKeyId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(briefings).where(eq(briefings.apiKeyId, apiKeyId));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Saves a briefing as the key `owner` (actAsKey: KeyCannotAct when that key can no longer act), a public one
 * with a fresh slug. With a `limit`, unless the key already keeps that many (`refused` then holds how many):
 * the key's row is then locked exclusively from the count to the insert, so concurrent creates are counted
 * one after another, not all against the same count.
 */
export async function insertBriefing(
  db: Database,
  owner: KeyActor,
  b: NewBriefing,
  now: Date,
  limit: number | null = null,
): Promise<{ row: BriefingRow; refused?: undefined } | { refused: number; row?: undefined }> {
  return actAsKey(
    db,
    owner,
    now,
    async (tx) => {
      if (limit !== null) {
        const used = await countBriefingsForKey(tx, owner.id);
        if (used >= limit) return { refused: used };
      }
      const write = async (db: Database, slug: string | null) => {
        const rows = await db
          .insert(briefings)
          .values({ ...b, apiKeyId: owner.id, slug, createdAt: now, updatedAt: now })
          .returning();
        return rows[0]!;
      };
      return { row: b.isPublic ? await withFreeSlug(tx, b.name, write) : await write(tx, null) };
    },
    { exclusive: limit !== null },
  );
}

export async function listBriefingsForKey(db: Database, apiKeyId: string): Promise<BriefingRow[]> {
  return db.select().from(briefings).where(eq(briefings.apiKeyId, apiKeyId)).orderBy(asc(briefings.createdAt), asc(briefings.id));
}

export async function findBriefingForKey(db: Database, apiKeyId: string, id: string): Promise<BriefingRow | undefined> {
  const rows = await db
    .select()
    .from(briefings)
    .where(and(eq(briefings.id, id), eq(briefings.apiKeyId, apiKeyId)))
    .limit(1);
  return rows[0];
}

/**
 * Applies changes, as the key `owner` (actAsKey: KeyCannotAct when that key can no longer act); a briefing made
 * public for the first time gets its slug here. Undefined when the briefing was deleted since it was read (a
 * DELETE that ran in between).
 */
export async function updateBriefing(
  db: Database,
  owner: KeyActor,
  current: BriefingRow,
  changes: BriefingChanges,
  now: Date,
): Promise<BriefingRow | undefined> {
  const asks = (["question", "region", "window"] as const).some((f) => changes[f] !== undefined && changes[f] !== current[f]);
  // a briefing the operator withheld stays private, even when it was withheld after `current` was read
  const isPublic = changes.isPublic === undefined ? {} : { isPublic: sql`${changes.isPublic} AND ${briefings.withheldAt} IS NULL` };
  const write = async (db: Database, slug: string | null) => {
    const rows = await db
      .update(briefings)
      .set({ ...changes, ...isPublic, slug, updatedAt: now, ...(asks ? { askedAt: now } : {}) })
      .where(and(eq(briefings.id, current.id), eq(briefings.apiKeyId, owner.id)))
      .returning();
    return rows[0];
  };
  const becomesPublic = (changes.isPublic ?? current.isPublic) && !current.slug;
  return actAsKey(db, owner, now, (tx) => (becomesPublic ? withFreeSlug(tx, changes.name ?? current.name, write) : write(tx, current.slug)));
}

/**
 * Takes a briefing out of the public catalog for good: private, and withheld so its owner cannot publish it
 * again (its slug stays taken). Undefined when no briefing has the slug.
 */
export async function withholdBriefing(db: Database, slug: string, now: Date): Promise<{ id: string; name: string; alreadyWithheld: boolean } | undefined> {
  const [withheld] = await db
    .update(briefings)
    .set({ isPublic: false, withheldAt: now, updatedAt: now })
    .where(and(eq(briefings.slug, slug), isNull(briefings.withheldAt)))
    .returning({ id: briefings.id, name: briefings.name });
  if (withheld) return { ...withheld, alreadyWithheld: false };
  const [existing] = await db.select({ id: briefings.id, name: briefings.name }).from(briefings).where(eq(briefings.slug, slug)).limit(1);
  return existing && { ...existing, alreadyWithheld: true };
}

/** Deletes a briefing as the key `owner` (actAsKey: KeyCannotAct when that key can no longer act). */
export async function deleteBriefing(db: Database, owner: KeyActor, id: string, now: Date): Promise<void> {
  await actAsKey(db, owner, now, (tx) => tx.delete(briefings).where(and(eq(briefings.id, id), eq(briefings.apiKeyId, owner.id))));
}

/** The most recent run of a briefing, whatever its status. */
export async function latestRun(db: Database, briefingId: string): Promise<BriefingRunRow | undefined> {
  const rows = await db
    .select()
    .from(briefingRuns)
    .where(eq(briefingRuns.briefingId, briefingId))
    .orderBy(desc(briefingRuns.startedAt), desc(briefingRuns.id))
    .limit(1);
  return rows[0];
}

/**
 * The runs public readers are shown: answers (success or no_data) to the briefing's current question, region
 * and window, that is, started since those were last set (`asked_at`; null for a briefing asked before it was kept).
 * `askedAt` is the briefing's value, or its column inside a statement over briefings.
 */
function publicRunsOf(briefingId: string | AnyColumn, askedAt: Date | null | AnyColumn) {
  return and(
    eq(briefingRuns.briefingId, briefingId),
    or(eq(briefingRuns.status, "success"), eq(briefingRuns.status, "no_data")),
    askedAt === null ? undefined : askedAt instanceof Date ? gte(briefingRuns.startedAt, askedAt) : or(isNull(askedAt), gte(briefingRuns.startedAt, askedAt)),
  );
}

/** The latest of those: what public readers see. */
export async function latestAnsweredRun(db: Database, briefing: Pick<BriefingRow, "id" | "askedAt">): Promise<BriefingRunRow | undefined> {
  const rows = await db
    .select()
    .from(briefingRuns)
    .where(publicRunsOf(briefing.id, briefing.askedAt))
    .orderBy(desc(briefingRuns.startedAt), desc(briefingRuns.id))
    .limit(1);
  return rows[0];
}

/** Newest first; `before` is the (started_at, id) of the last row of the previous page. */
export async function runPage(
  db: Database,
  briefingId: string,
  limit: number,
  before?: { startedAt: Date; id: string },
): Promise<BriefingRunRow[]> {
  const after = before
    ? or(lt(briefingRuns.startedAt, before.startedAt), and(eq(briefingRuns.startedAt, before.startedAt), lt(briefingRuns.id, before.id)))
    : undefined;
  return db
    .select()
    .from(briefingRuns)
    .where(and(eq(briefingRuns.briefingId, briefingId), after))
    .orderBy(desc(briefingRuns.startedAt), desc(briefingRuns.id))
    .limit(limit);
}

/** Public briefings, each with the start of the run its public read shows (null when none), latest first. */
export async function listPublicBriefings(db: Database): Promise<(BriefingRow & { publicRunAt: Date | null })[]> {
  const publicRunAt = sql<Date | null>`(SELECT max(${briefingRuns.startedAt}) FROM ${briefingRuns} WHERE ${publicRunsOf(briefings.id, briefings.askedAt)})`.mapWith(briefingRuns.startedAt);
  const rows = await db
    .select({ briefing: briefings, publicRunAt })
    .from(briefings)
    .where(and(eq(briefings.isPublic, true), sql`${briefings.slug} IS NOT NULL`))
    .orderBy(sql`${publicRunAt} DESC NULLS LAST`, asc(briefings.slug))
    .limit(500);
  return rows.map((r) => ({ ...r.briefing, publicRunAt: r.publicRunAt }));
}

export async function findPublicBriefing(db: Database, slug: string): Promise<BriefingRow | undefined> {
  const rows = await db
    .select()
    .from(briefings)
    .where(and(eq(briefings.slug, slug), eq(briefings.isPublic, true)))
    .limit(1);
  return rows[0];
}

/** Active briefings whose last run is a cadence ago or more, or that never ran; oldest first. */
export async function dueBriefings(db: Database, now: Date, limit: number): Promise<BriefingRow[]> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
  return db
    .select()
    .from(briefings)
    .where(
      and(
        eq(briefings.isActive, true),
        or(
          isNull(briefings.lastRunAt),
          and(eq(briefings.cadence, "daily"), lte(briefings.lastRunAt, dayAgo)),
          and(eq(briefings.cadence, "weekly"), lte(briefings.lastRunAt, weekAgo)),
        ),
      ),
    )
    .orderBy(sql`${briefings.lastRunAt} ASC NULLS FIRST`, asc(briefings.id))
    .limit(limit);
}

async function insertRun(db: Database, briefingId: string, slot: string | null, startedAt: Date): Promise<BriefingRunRow | undefined> {
  const rows = await db
    .insert(briefingRuns)
    .values({ briefingId, slot, startedAt, status: "running" })
    .onConflictDoNothing({ target: [briefingRuns.briefingId, briefingRuns.slot] })
    .returning();
  return rows[0];
}

/**
 * Claims an attempt: inserts the running row. With a slot, a second claim of the same (briefing, slot)
 * inserts nothing. A new run of the briefing, or undefined when its slot is already claimed or the briefing
 * was deleted meanwhile.
 */
export async function claimRun(db: Database, briefingId: string, slot: string | null, startedAt: Date): Promise<BriefingRunRow | undefined> {
  try {
    return await insertRun(db, briefingId, slot, startedAt);
  } catch (err) {
    if (sqlStateOf(err) === FOREIGN_KEY_VIOLATION) return undefined;
    throw err;
  }
}

/**
 * Claims a manual run (no slot) as the key `owner` (actAsKey: KeyCannotAct when that key can no longer act).
 * Undefined when the briefing was deleted meanwhile: the insert is then rolled back alone (a savepoint), and the
 * transaction still ends cleanly.
 */
export async function claimRunAs(db: Database, owner: KeyActor, briefingId: string, startedAt: Date): Promise<BriefingRunRow | undefined> {
  return actAsKey(db, owner, startedAt, async (tx) => {
    try {
      return await tx.transaction((t) => insertRun(t, briefingId, null, startedAt));
    } catch (err) {
      if (sqlStateOf(err) === FOREIGN_KEY_VIOLATION) return undefined;
      throw err;
    }
  });
}

export async function finishRun(
  db: Database,
  run: BriefingRunRow,
  outcome: Pick<BriefingRunRow, "status" | "result" | "error" | "usage" | "completedAt">,
): Promise<BriefingRunRow | undefined> {
  const rows = await db.update(briefingRuns).set(outcome).where(eq(briefingRuns.id, run.id)).returning();
  await db.update(briefings).set({ lastRunAt: run.startedAt }).where(eq(briefings.id, run.briefingId));
  // undefined: the briefing (and with it the run) was deleted while the run was answered
  return rows[0];
}

/** What a run needs of the briefing's owning key, read fresh at run time (never from a cache). */
export async function briefingOwner(
  db: Database,
  apiKeyId: string,
): Promise<Pick<typeof apiKeys.$inferSelect, "status" | "expiresAt" | "grants" | "allowedRegions"> | undefined> {
  const rows = await db
    .select({ status: apiKeys.status, expiresAt: apiKeys.expiresAt, grants: apiKeys.grants, allowedRegions: apiKeys.allowedRegions })
    .from(apiKeys)
    .where(eq(apiKeys.id, apiKeyId))
    .limit(1);
  return rows[0];
}
