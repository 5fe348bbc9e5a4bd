import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { consumeRecoveryToken, revokeKey, rotateKey, type ApiKeyRow } from "../../db/queries/api-keys.js";
import { apiKeys, recoveryTokens } from "../../db/schema.js";
import { keyHint, randomBase62, sha256Hex } from "../../domain/api-keys.js";
import { ApiError, invalidParameter, refuseBody } from "../../http/errors.js";
import { docsUrlFor } from "../../http/links.js";
import type { AppEnv } from "../../http/router.js";
import { runAfterResponse } from "../../http/auth.js";
import type { Mailer } from "../../adapters/mailer.js";
import type { pingRoute, recoverConfirmRoute, recoverRoute, revokeRoute, rotateRoute } from "./keys.routes.js";
import { json, setHeader } from "../../http/answer.js";

const RECOVERY_TTL_MS = 30 * 60 * 1000;

function currentKey(c: Context<AppEnv>) {
  const key = c.get("apiKey");
  if (!key) throw new ApiError(401, "INVALID_API_KEY", "A valid API key is required");
  return key;
}

async function loadKeyRow(db: Database, id: string): Promise<ApiKeyRow> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!rows[0]) throw new ApiError(401, "INVALID_API_KEY", "A valid API key is required");
  return rows[0];
}

export const pingHandler: RouteHandler<typeof pingRoute, AppEnv> = async (c) => {
  const key = currentKey(c);
  return json(c,
    { data: { ok: true as const, key_name: key.name, key_hint: key.keyHint, plan: key.plan, rate_limit_per_minute: key.rateLimitPerMinute } },
    200,
  );
};

export const rotateHandler: RouteHandler<typeof rotateRoute, AppEnv> = async (c) => {
  await refuseBody(c);
  const { db, clock, mailer } = c.get("deps");
  const presented = currentKey(c);
  // the key this request presented is the one replaced, whatever another request did to the row since
  const row = { ...(await loadKeyRow(db, presented.id)), keyHash: presented.keyHash };
  setHeader(c, "Cache-Control", "no-store");

  if (row.plan === "free") {
    const key = await rotateKey(db, row, clock.now());
    c.get("keyCache").forget(row.id);
    if (!key) throw new ApiError(401, "INVALID_API_KEY", "This key is no longer active");
    return json(c, { data: { key, key_hint: keyHint(key), rate_limit_per_minute: row.rateLimitPerMinute } }, 200);
  }

  if (!row.billingEmail) throw new ApiError(500, "INTERNAL_ERROR", "This paid key has no billing address to send its replacement to");
  const billingEmail = row.billingEmail;
  // the new hash and the email succeed or fail together: a failed send leaves the old key working
  const hint = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const key = await rotateKey(tx, row, clock.now());
    if (!key) throw new ApiError(401, "INVALID_API_KEY", "This key is no longer active");
    await mailer.send(
      {
        to: billingEmail,
        subject: "Your replacement API key",
        text: `Your API key ending in ${row.keyHint} was rotated and no longer works.\n\nYour new key:\n\n${key}\n\nIt is shown only here. Documentation: ${docsUrlFor(c)}\n`,
        secrets: [key],
      },
      tx,
    );
    return keyHint(key);
  });
  c.get("keyCache").forget(row.id);
  return json(c, { data: { status: "emailed" as const, key_hint: hint } }, 202);
};

export const revokeHandler: RouteHandler<typeof revokeRoute, AppEnv> = async (c) => {
  await refuseBody(c);
  const { db, clock } = c.get("deps");
  const row = await loadKeyRow(db, currentKey(c).id);
  if (row.plan !== "free" && row.subscriptionStatus === "active") {
    throw new ApiError(409, "SUBSCRIPTION_ACTIVE", "Cancel the active subscription before revoking this key", {
      subscription_status: row.subscriptionStatus,
    });
  }
  // only the key this request presented is revoked: one rotated or revoked meanwhile by another request is 401
  const revoked = await revokeKey(db, row.id, clock.now(), currentKey(c).keyHash);
  c.get("keyCache").forget(row.id);
  if (!revoked) throw new ApiError(401, "INVALID_API_KEY", "This key is no longer active");
  return json(c, { data: { revoked: true as const, key_hint: row.keyHint } }, 200);
};

/**
 * The recovery routes take no key: each client address gets `limit` requests a minute per step, then 429 (and
 * so does each address asked about, `who`, whoever asks: a billing inbox is not flooded from many networks).
 */
async function throttleRecovery(c: Context<AppEnv>, step: string, limit: number, now: Date, who?: string): Promise<void> {
  const { limiter, clientAddress } = c.get("deps");
  const throttle = await limiter.limit(`${step}:${await sha256Hex(who ?? clientAddress(c) ?? "unknown")}`, limit, now);
  if (!throttle.success) {
    const retryAfter = Math.max(1, Math.ceil((throttle.reset - now.getTime()) / 1000));
    throw new ApiError(429, "RATE_LIMIT_EXCEEDED", "Too many recovery requests; try again shortly", undefined, { "Retry-After": String(retryAfter) });
  }
}

export const recoverHandler: RouteHandler<typeof recoverRoute, AppEnv> = async (c) => {
  const { email } = c.req.valid("json");
  const { db, clock, mailer, log } = c.get("deps");
  const now = clock.now();
  await throttleRecovery(c, "recover", 5, now);
  await throttleRecovery(c, "recover-email", 2, now, email.toLowerCase());
  const keys = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.billingEmail, email.toLowerCase()), eq(apiKeys.status, "active")));
  // The tokens and mails are written after the answer: the answer then takes as long for an address with a
  // paid key as for any other, so its timing does not tell which addresses have one.
  const mailing = mailRecoveryTokens(db, mailer, keys.filter((k) => k.plan !== "free"), now).catch((err: unknown) =>
    log.error("could not send a key recovery mail", { error: String(err) }),
  );
  runAfterResponse(c, mailing);
  return json(c, { data: { status: "sent_if_exists" as const } }, 202);
};

/** One single-use token per key, each stored with its mail in one transaction (the mail goes out with it or not at all). */
async function mailRecoveryTokens(db: Database, mailer: Mailer, keys: readonly ApiKeyRow[], now: Date): Promise<void> {
  for (const key of keys) {
    const token = randomBase62(40);
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await tx.insert(recoveryTokens).values({
        tokenHash: await sha256Hex(token),
        apiKeyId: key.id,
        expiresAt: new Date(now.getTime() + RECOVERY_TTL_MS).toISOString(),
      });
      await mailer.send(
        {
          // the address stored, not as the request spelled it
          to: key.billingEmail!,
          subject: "Recover your API key",
          text: `Someone asked to recover the API key ending in ${key.keyHint}. If it was you, confirm within 30 minutes:\n\nPOST /v1/keys/recover/confirm  {"token": "${token}"}\n\nThis replaces the key; the old one stops working. If it was not you, ignore this message.\n`,
          secrets: [token],
        },
        tx,
      );
    });
  }
}

export const recoverConfirmHandler: RouteHandler<typeof recoverConfirmRoute, AppEnv> = async (c) => {
  const { token } = c.req.valid("json");
  const { db, clock } = c.get("deps");
  const now = clock.now();
  // a token cannot be guessed (40 random base62 characters), and guessing is not left free to try either
  await throttleRecovery(c, "recover-confirm", 10, now);
  const tokenHash = await sha256Hex(token.trim());
  const key = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const keyId = await consumeRecoveryToken(tx, tokenHash, now);
    if (!keyId) throw invalidParameter("token", "unknown, expired or already used");
    const row = await loadKeyRow(tx, keyId);
    const replacement = await rotateKey(tx, row, now);
    if (!replacement) throw invalidParameter("token", "the key it was issued for is no longer active");
    return { replacement, keyId };
  });
  c.get("keyCache").forget(key.keyId);
  setHeader(c, "Cache-Control", "no-store");
  return json(c, { data: { key: key.replacement, key_hint: keyHint(key.replacement) } }, 200);
};
