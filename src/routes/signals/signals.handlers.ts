import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { listSignalIntervals, type SignalIntervalRow, type SignalListFilter } from "../../db/queries/signals.js";
import type { Polarity } from "../../domain/series.js";
import { signalText, signalVocabulary, type SignalDirection, type SignalStrength, type SignalTone, type SignalType } from "../../domain/signals.js";
import { regionScope } from "../../domain/access.js";
import { assertMayRead, readerOf } from "../../http/access.js";
import { decodeCursor, encodeCursor, isUuid } from "../../http/cursor.js";
import { isUtcTimestamp } from "../../http/dates.js";
import { invalidParameter } from "../../http/errors.js";
import type { AppEnv } from "../../http/router.js";
import { resolveIndicator, resolveRegion } from "../../http/resolve.js";
import type { activeSignalsRoute, signalsRoute } from "./signals.routes.js";
import { json } from "../../http/answer.js";


const POLARITIES: readonly Polarity[] = ["higher_is_better", "higher_is_worse", "neutral"];
const polarityOf = (p: string): Polarity => ((POLARITIES as readonly string[]).includes(p) ? (p as Polarity) : "neutral");

/** Glyph, label and sentence for a stored interval (a direction other than up/down gets neutral words). */
export function signalWords(row: SignalIntervalRow): { vocabulary: { glyph: string; label: string; tone: SignalTone }; text: string } {
  const type = row.type as SignalType;
  const validFrom = row.valid_from.slice(0, 10);
  const validTo = row.valid_to?.slice(0, 10) ?? null;
  if (row.direction !== "up" && row.direction !== "down") {
    const label = `${row.indicator_name}: ${type.replace("_", " ")}`;
    const span = validTo ? `from ${validFrom} until ${validTo}` : `since ${validFrom}`;
    return { vocabulary: { glyph: "•", label, tone: "neutral" }, text: `${row.indicator_name} in ${row.region_name}: ${type.replace("_", " ")} ${span}.` };
  }
  const direction: SignalDirection = row.direction;
  const polarity = polarityOf(row.polarity);
  return {
    vocabulary: signalVocabulary(type, direction, polarity, row.indicator_name),
    text: signalText({
      type,
      direction,
      strength: row.strength as SignalStrength,
      polarity,
      indicatorName: row.indicator_name,
      regionName: row.region_name,
      validFrom,
      validTo,
    }),
  };
}

/** The stored direction as the API states it (null for anything but up or down). */
export const directionOf = (d: string | null): SignalDirection | null => (d === "up" || d === "down" ? d : null);

export function toSignal(row: SignalIntervalRow) {
  const words = signalWords(row);
  return {
    id: row.id,
    indicator: {
      code: row.indicator_code,
      name: row.indicator_name,
      category: row.category,
      unit: row.unit,
      frequency: row.frequency,
      source: { slug: row.source_slug, name: row.source_name },
    },
    region: { code: row.region_code, name: row.region_name },
    type: row.type as SignalType,
    strength: row.strength as SignalStrength,
    direction: directionOf(row.direction),
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    detected_at: row.detected_at,
    last_seen_at: row.last_seen_at,
    evidence: row.evidence ?? {},
    vocabulary: words.vocabulary,
    text: words.text,
  };
}

interface CommonQuery {
  indicator: string[];
  region?: string | undefined;
  type?: "acceleration" | "extreme" | "trend_break" | undefined;
  strength: "weak" | "neutral" | "strong";
  limit: number;
}

/** The filters both routes share: indicator codes resolved (unknown → 404), region resolved, the reader's access applied. */
async function commonFilters(c: Context<AppEnv>, q: CommonQuery) {
  const codes = [...new Set(q.indicator)];
  const indicators = [];
  for (const code of codes) indicators.push(await resolveIndicator(c, "indicator", code));

  let regionCodes: string[] | undefined;
  let region: string | null = null;
  if (q.region !== undefined) {
    const found = await resolveRegion(c, "region", q.region);
    assertMayRead(c, { region: found.code });
    region = found.code;
    regionCodes = [found.code];
  } else {
    // every region the reader may read
    const scope = regionScope(readerOf(c));
    if (scope) regionCodes = [...scope];
  }
  return {
    indicatorIds: indicators.map((i) => i.id),
    codes: indicators.map((i) => i.code),
    regionCodes,
    region,
  };
}

type SignalCursor = { v: 1; f: string; i: string; q: string };
const isSignalCursor = (v: Record<string, unknown>): v is SignalCursor =>
  v.v === 1 && typeof v.f === "string" && typeof v.i === "string" && typeof v.q === "string" &&
  isUtcTimestamp(v.f) && isUuid(v.i);

/** A short fingerprint of the filters, so a cursor is only accepted under the filters it was issued for. */
function filterKey(parts: unknown[]): string {
  const text = JSON.stringify(parts);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export const activeSignalsHandler: RouteHandler<typeof activeSignalsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const f = await commonFilters(c, q);
  const rows = await listSignalIntervals(c.get("deps").db, {
    indicatorIds: f.indicatorIds,
    regionCodes: f.regionCodes,
    type: q.type,
    minStrength: q.strength,
    active: true,
    limit: q.limit,
  });
  return json(c,
    {
      data: rows.map(toSignal),
      meta: {
        count: rows.length,
        limit: q.limit,
        filters: { indicator: f.codes, region: f.region, strength: q.strength, active: true, ...(q.type ? { type: q.type } : {}) },
      },
    },
    200,
  );
};

export const signalsHandler: RouteHandler<typeof signalsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  if (q.from && q.to && q.from > q.to) throw invalidParameter("from", "must not be after to");
  const f = await commonFilters(c, q);
  const filter: Omit<SignalListFilter, "limit" | "after"> = {
    indicatorIds: f.indicatorIds,
    regionCodes: f.regionCodes,
    type: q.type,
    minStrength: q.strength,
    active: q.active,
    from: q.from,
    to: q.to,
  };
  const key = filterKey([[...f.indicatorIds].sort(), f.regionCodes ?? null, q.type ?? null, q.strength, q.active, q.from ?? null, q.to ?? null]);
  let after: SignalListFilter["after"];
  if (q.cursor) {
    const cursor = decodeCursor(q.cursor, isSignalCursor);
    if (cursor.q !== key) throw invalidParameter("cursor", "was issued for other filters");
    after = { validFrom: cursor.f, id: cursor.i };
  }
  const rows = await listSignalIntervals(c.get("deps").db, { ...filter, after, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > q.limit && last ? encodeCursor({ v: 1, f: last.valid_from_key, i: last.id, q: key } satisfies SignalCursor) : undefined;
  return json(c,
    {
      data: page.map(toSignal),
      meta: {
        count: page.length,
        limit: q.limit,
        filters: {
          indicator: f.codes,
          region: f.region,
          strength: q.strength,
          active: q.active,
          ...(q.type ? { type: q.type } : {}),
          ...(q.from ? { from: q.from } : {}),
          ...(q.to ? { to: q.to } : {}),
        },
        ...(nextCursor ? { next_cursor: nextCursor } : {}),
      },
    },
    200,
  );
};
