import { and, desc, eq, isNull, gt, ne, sql } from "drizzle-orm";
import { KeyCannotAct, keyStanding } from "../../domain/access.js";
import { generateApiKey, keyHint, sha256Hex } from "../../domain/api-keys.js";
import type { Database } from "../client.js";
import { apiKeys, briefings, recoveryTokens } from "../schema.js";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The key a request acts as: its record, and the hash of the key the request presented. */
export type KeyActor = Pick<ApiKeyRow, "id" | "keyHash">;

/**
 * Runs `write` in one transaction as the key `actor`, and only while that key may still act. The key's row is
 * locked first (FOR SHARE: writes made as one key still run side by side; FOR UPDATE with `exclusive`, for
 * writes of one key that must go one after another), then judged by the rule of `keyStanding`
 * (src/domain/access.ts) and against the hash the request presented: a key rotated since holds another hash.
 * A revocation or rotation updates that row, so it waits for a write holding the lock (and a revocation then
 * stops and unpublishes what the write left), and a write that comes after it reads the row as it left it:
 * KeyCannotAct, and nothing is written. A request's key check (a cached read) alone cannot promise that.
 */
export async function actAsKey<T>(
  db: Database,
  actor: KeyActor,
  now: Date,
  write: (tx: Database) => Promise<T>,
  opts: { exclusive?: boolean } = {},
): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const read = tx.select({ keyHash: apiKeys.keyHash, status: apiKeys.status, expiresAt: apiKeys.expiresAt }).from(apiKeys).where(eq(apiKeys.id, actor.id));
    const [row] = await (opts.exclusive ? read.for("update") : read.for("share"));
    const standing = row && row.keyHash === actor.keyHash ? keyStanding(row, now) : "inactive";
    if (standing !== "active") throw new KeyCannotAct(standing, row?.expiresAt ?? null);
    return write(tx);
  });
}

export async function findKeyByHash(db: Database, keyHash: string): Promise<ApiKeyRow | undefined> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
  return rows[0];
}

/** Marks use at most once a minute per key, so authentication does not write on every request. */
export async function touchLastUsed(db: Database, id: string, now: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now.toISOString() })
    .where(and(eq(apiKeys.id, id), sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz)`));
}

export async function findKeyById(db: Database, id: string): Promise<ApiKeyRow | undefined> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  return rows[0];
}

/** Newest first. */
export async function listKeys(db: Database): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt));
}

/**
 * Revokes a key that is not revoked yet (the first revocation time stays); false when nothing changed. With
 * `keyHash`, only while the key still has it: a key rotated since the request presented it is left alone.
 * In the same transaction its briefings stop and leave the public catalog: no key is left that could
 * unpublish or delete them (their slugs stay taken, so shared links never name another briefing). The key's
 * row is updated first: that waits for the briefing writes made as the key that hold it (actAsKey), so their
 * briefings are stopped too, and the writes that come after find the key revoked and write nothing.
 */
export async function revokeKey(db: Database, id: string, now: Date, keyHash?: string): Promise<boolean> {
  return db.transaction(async (t) => {
    const rows = await t
      .update(apiKeys)
      .set({ status: "revoked", revokedAt: now.toISOString(), updatedAt: now.toISOString() })
      .where(and(eq(apiKeys.id, id), ne(apiKeys.status, "revoked"), keyHash === undefined ? undefined : eq(apiKeys.keyHash, keyHash)))
      .returning({ id: apiKeys.id });
    if (rows.length !== 1) return false;
    await t.update(briefings).set({ isActive: false, isPublic: false, updatedAt: now }).where(eq(briefings.apiKeyId, id));
    return true;
  });
}

/** Adds or removes one grant in a single statement; the key's grants afterwards, or null for no such key. */
export async function changeGrant(db: Database, id: string, grant: string, change: "add" | "remove", now: Date): Promise<string[] | null> {
  const grants =
    change === "add"
      ? sql`array(SELECT DISTINCT unnest(${apiKeys.grants} || ARRAY[${grant}]::text[]))`
      : sql`array_remove(${apiKeys.grants}, ${grant})`;
  const rows = await db
    .update(apiKeys)
    .set({ grants, updatedAt: now.toISOString() })
    .where(eq(apiKeys.id, id))
    .returning({ grants: apiKeys.grants });
  return rows[0]?.grants ?? null;
}

/** Consumes a recovery token: succeeds once, only before it expires. Returns the key id it was for. */
export async function consumeRecoveryToken(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(recoveryTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(recoveryTokens.tokenHash, tokenHash), isNull(recoveryTokens.usedAt), gt(recoveryTokens.expiresAt, now.toISOString())))
    .returning({ apiKeyId: recoveryTokens.apiKeyId });
  return rows[0]?.apiKeyId ?? null;
}

export interface NewKey {
  name: string;
  plan: string;
  environment?: "live" | "test";
  grants?: string[];
  allowedRegions?: string[] | null;
  rateLimitPerMinute: number;
  monthlyQuota: number | null;
  billingEmail?: string | null;
  subscriptionStatus?: string | null;
  expiresAt?: string | null;
}

/** Creates a key; the plaintext is returned to the caller once and never stored. */
export async function insertKey(db: Database, spec: NewKey): Promise<{ key: string; row: ApiKeyRow }> {
  const environment = spec.environment ?? "live";
  const key = generateApiKey(environment);
  const rows = await db
    .insert(apiKeys)
    .values({
      keyHash: await sha256Hex(key),
      keyHint: keyHint(key),
      environment,
      name: spec.name,
      plan: spec.plan,
      grants: spec.grants ?? [],
      allowedRegions: spec.allowedRegions && spec.allowedRegions.length ? spec.allowedRegions : null,
      rateLimitPerMinute: spec.rateLimitPerMinute,
      monthlyQuota: spec.monthlyQuota,
      billingEmail: spec.billingEmail?.toLowerCase() ?? null,
      subscriptionStatus: spec.subscriptionStatus ?? null,
      expiresAt: spec.expiresAt ?? null,
    })
    .returning();
  return { key, row: rows[0]! };
}

/**
 * A new key for an existing record, its hash swapped in place (same id: plan, limits, usage and billing stay); the
 * old one stops working in the same statement, and only an active key rotates. Only the key whose hash is
 * `row.keyHash` (the one the request presented) is replaced: of two rotations of one key at once, the second finds
 * it already replaced and gets null, instead of a key that the first one's would overwrite (both were answered
 * 200, one with a dead key). The briefings stay the record's (same id), now written only with the new key: a
 * write made with the old one (actAsKey) waits for this statement, then finds another hash and writes nothing.
 */
export async function rotateKey(db: Database, row: Pick<ApiKeyRow, "id" | "environment" | "keyHash">, now: Date): Promise<string | null> {
  const key = generateApiKey(row.environment === "test" ? "test" : "live");
  const rows = await db
    .update(apiKeys)
    .set({ keyHash: await sha256Hex(key), keyHint: keyHint(key), updatedAt: now.toISOString() })
    .where(and(eq(apiKeys.id, row.id), eq(apiKeys.status, "active"), eq(apiKeys.keyHash, row.keyHash)))
    .returning({ id: apiKeys.id });
  return rows.length === 1 ? key : null;
}
