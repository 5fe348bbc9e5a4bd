/**
 * The access rule, decided in one place: whether a request's reader may read a series of a given tier in a
 * given region. Every path that reads data on behalf of someone asks `accessRefusal` (routes through
 * src/http/access.ts, the answer engine and briefing runs directly). Pure.
 *
 * - A key reads a premium series only with the `svc-premium` grant.
 * - A key with allowed regions reads only those regions (exact codes: a key for 06037 does not read 06,
 *   US or a neighbouring county). A key without allowed regions reads every region.
 * - An anonymous payer reads what it paid for: any tier, any region (the price is per request).
 */

export const PREMIUM_GRANT = "svc-premium";

export type AccessTier = "free" | "premium";

/** Who reads: a key (its grants and allowed regions as they are now) or an anonymous payer of this request. */
export type Reader =
  | { kind: "key"; grants: readonly string[]; allowedRegions: readonly string[] | null }
  | { kind: "payer" };

export const PAYER: Reader = { kind: "payer" };

/** A key's reader; an empty region list means no restriction (as the key store writes it: null). */
export function readerOfKey(key: { grants: readonly string[]; allowedRegions: readonly string[] | null }): Reader {
  return { kind: "key", grants: [...key.grants], allowedRegions: key.allowedRegions?.length ? [...key.allowedRegions] : null };
}

/**
 * What is read: a series' tier, a region, or both (the (indicator, region) pair). A read that has no
 * series (migration flows) gives only the region; a product sold as premium as a whole (signals) gives
 * only the tier.
 */
export interface ReadTarget {
  tier?: AccessTier;
  region?: string;
}

export type AccessRefusal =
  | { code: "CATEGORY_NOT_ALLOWED"; requiredGrant: string }
  | { code: "REGION_NOT_ALLOWED"; region: string; allowedRegions: string[] };

/**
 * The regions a reader is confined to, or null when it may read every region. This is the same rule as
 * the region half of `accessRefusal`, in the form a SQL filter needs (lists without a region parameter).
 */
export function regionScope(reader: Reader): readonly string[] | null {
  return reader.kind === "key" ? reader.allowedRegions : null;
}

/** Why the reader may not read the target, or null when it may. */
export function accessRefusal(reader: Reader, target: ReadTarget): AccessRefusal | null {
  if (reader.kind === "key" && target.tier === "premium" && !reader.grants.includes(PREMIUM_GRANT)) {
    return { code: "CATEGORY_NOT_ALLOWED", requiredGrant: PREMIUM_GRANT };
  }
  const scope = regionScope(reader);
  if (target.region !== undefined && scope && !scope.includes(target.region)) {
    return { code: "REGION_NOT_ALLOWED", region: target.region, allowedRegions: [...scope] };
  }
  return null;
}

export const mayRead = (reader: Reader, target: ReadTarget): boolean => accessRefusal(reader, target) === null;

/** Signals are sold as premium as a whole: what a reader must be to see them (the signals route, insights, ask). */
export const SIGNALS_TARGET: ReadTarget = { tier: "premium" };
/** Why a reader who may not read signals sees none of them. */
export const SIGNALS_REFUSED = `signals need premium access (the ${PREMIUM_GRANT} grant) or payment`;

export function refusalMessage(refusal: AccessRefusal): string {
  return refusal.code === "CATEGORY_NOT_ALLOWED"
    ? `This key does not grant premium access (${refusal.requiredGrant})`
    : `This key may not read region '${refusal.region}'`;
}

/** Thrown by code outside a request (the answer engine, briefing runs) when a read is refused. */
export class AccessRefused extends Error {
  override readonly name = "AccessRefused";
  constructor(readonly refusal: AccessRefusal) {
    super(refusalMessage(refusal));
  }
}

/** Throws AccessRefused when the reader may not read the target. */
export function requireReadable(reader: Reader, target: ReadTarget): void {
  const refusal = accessRefusal(reader, target);
  if (refusal) throw new AccessRefused(refusal);
}

export type KeyStanding = "active" | "inactive" | "expired";

/**
 * Whether a stored key can act at `now`: active and not past its expiry. This is the one rule of who may act,
 * asked when a request's key is checked (src/http/auth.ts), again by every write made as the key, with its row
 * locked (`actAsKey`, src/db/queries/api-keys.ts), and by every briefing run.
 */
export function keyStanding(key: { status: string; expiresAt: string | Date | null }, now: Date): KeyStanding {
  if (key.status !== "active") return "inactive";
  if (key.expiresAt && new Date(key.expiresAt) <= now) return "expired";
  return "active";
}

/**
 * Thrown by a write made as a key that can no longer act: revoked, expired, or rotated away (the key the request
 * presented is not the one the record holds now) after the request's key check passed. The error mapper answers
 * it as that check would have: 401 INVALID_API_KEY, or EXPIRED_API_KEY.
 */
export class KeyCannotAct extends Error {
  override readonly name = "KeyCannotAct";
  constructor(
    readonly standing: Exclude<KeyStanding, "active">,
    readonly expiresAt: string | Date | null = null,
  ) {
    super(standing === "expired" ? "The key has expired" : "The key is no longer active");
  }
}
