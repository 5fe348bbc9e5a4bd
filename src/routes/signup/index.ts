import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client.js";
import { insertKey } from "../../db/queries/api-keys.js";
import { signupAttributions } from "../../db/schema.js";
import { sha256Hex, utcDay } from "../../domain/api-keys.js";
import { ApiError, toApiError } from "../../http/errors.js";
import { createRouter } from "../../http/router.js";
import { docsUrlFor } from "../../http/links.js";
import { signupRoute } from "./signup.routes.js";
import { json, setHeader } from "../../http/answer.js";

const CONTAINS_EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Trimmed, empty → null, and anything that carries an email address is dropped. */
function attributionValue(v: string | undefined): string | null {
  const t = v?.trim();
  return t && !CONTAINS_EMAIL.test(t) ? t : null;
}

export const signupRouter = createRouter().openapi(signupRoute, async (c) => {
  const body = c.req.valid("json");
  const { db, config, clock, clientAddress } = c.get("deps");
  const now = clock.now();
  const day = utcDay(now);
  const addressHash = await sha256Hex(`signup:${clientAddress(c) ?? "unknown"}`);
  const attribution = {
    source: attributionValue(body.source),
    utmSource: attributionValue(body.utm_source),
    utmMedium: attributionValue(body.utm_medium),
    utmCampaign: attributionValue(body.utm_campaign),
  };

  let issued: { key: string; keyHint: string; rateLimit: number };
  try {
    issued = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const counted = rowsOf<{ count: number }>(
        await tx.execute(sql`
          INSERT INTO signup_limits (address_hash, day, count) VALUES (${addressHash}, ${day}, 1)
          ON CONFLICT (address_hash, day) DO UPDATE SET count = signup_limits.count + 1
          WHERE signup_limits.count < ${config.signupsPerAddressPerDay}
          RETURNING count`),
      );
      if (counted.length === 0) {
        const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
        throw new ApiError(
          429,
          "RATE_LIMIT_EXCEEDED",
          `At most ${config.signupsPerAddressPerDay} keys can be created from one network per day`,
          { limit: config.signupsPerAddressPerDay },
          { "Retry-After": String(Math.ceil((tomorrow - now.getTime()) / 1000)) },
        );
      }
      const { key, row } = await insertKey(tx, {
        name: body.email,
        plan: "free",
        rateLimitPerMinute: config.freeRateLimitPerMinute,
        monthlyQuota: config.freeMonthlyQuota,
      });
      if (Object.values(attribution).some((v) => v !== null)) {
        await tx.insert(signupAttributions).values({ day, ...attribution });
      }
      return { key, keyHint: row.keyHint, rateLimit: row.rateLimitPerMinute };
    });
  } catch (err) {
    const known = toApiError(err);
    if (known) throw known;
    c.get("deps").log.error("signup failed", { request_id: c.get("requestId"), error: String(err) });
    throw new ApiError(500, "INTERNAL_ERROR", "The key could not be created; nothing was stored. Please try again.");
  }

  setHeader(c, "Cache-Control", "no-store");
  return json(c,
    {
      data: { key: issued.key, key_hint: issued.keyHint, rate_limit_per_minute: issued.rateLimit, docs_url: docsUrlFor(c) },
      meta: {
        notice:
          "Store this key now: it is shown only once and cannot be retrieved again. Send it as 'Authorization: Bearer <key>' or 'X-API-Key: <key>'.",
      },
    },
    201,
  );
});
