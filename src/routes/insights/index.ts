import { openSignalIntervals } from "../../db/queries/signals.js";
import { mayRead, SIGNALS_REFUSED, SIGNALS_TARGET } from "../../domain/access.js";
import { computeInsightFacts } from "../../domain/insights.js";
import type { Frequency, Point, Polarity } from "../../domain/series.js";
import { readerOf } from "../../http/access.js";
import { utcToday } from "../../http/dates.js";
import { ensureSeriesStored } from "../../http/provisioning.js";
import { readPeers, readPoints } from "../../http/reads.js";
import { comparableAcrossRegions } from "../../domain/units.js";
import { createRouter } from "../../http/router.js";
import { resolveIndicator, resolveSeriesRegion } from "../../http/resolve.js";
import { directionOf, signalWords } from "../signals/signals.handlers.js";
import { insightsRoute } from "./insights.routes.js";
import { json } from "../../http/answer.js";

const FREQUENCIES: readonly Frequency[] = ["daily", "weekly", "monthly", "quarterly", "annual", "quinquennial", "decennial"];
const POLARITIES: readonly Polarity[] = ["higher_is_better", "higher_is_worse", "neutral"];

/** Signal salience from its strength, so facts and signals can be ordered together. */
const SIGNAL_SALIENCE: Record<string, number> = { weak: 0.5, neutral: 0.75, strong: 1 };

export const insightsRouter = createRouter().openapi(insightsRoute, async (c) => {
  const q = c.req.valid("query");
  const { db, clock } = c.get("deps");
  const indicator = await resolveIndicator(c, "indicator", q.indicator);
  const region = await resolveSeriesRegion(c, indicator, q.region);
  await ensureSeriesStored(c, indicator, region);

  const now = clock.now();
  // projection series are described up to today, not into the future they project
  const [series] = await readPoints(c, [{ indicatorId: indicator.id, region: region.code }], { end: indicator.projection ? utcToday(now) : undefined });
  const points = series!.filter(
    (p): p is Point => p.value !== null && Number.isFinite(p.value),
  );
  const latest = points.at(-1);
  const comparable = comparableAcrossRegions(indicator.unit);
  const allPeers = latest && comparable
    ? await readPeers(c, { indicatorId: indicator.id, regionType: region.type, parentCode: region.parentCode, periodStart: latest.date })
    : [];
  // the rank is taken among the peers the reader may read; no other region's name or value leaves here
  const reader = readerOf(c);
  const readablePeers = allPeers.filter((p) => mayRead(reader, { tier: indicator.access_tier, region: p.region_code }));
  const peers = readablePeers.map((p) => ({ regionCode: p.region_code, regionName: p.region_name, value: p.value }));
  const omitted: { fact: "peer_rank" | "signals"; reason: string }[] = [];
  if (!comparable) omitted.push({ fact: "peer_rank", reason: `the unit (${indicator.unit}) is each region's own: values of different regions do not compare` });
  if (readablePeers.length < allPeers.length) {
    const readable = new Set([region.code, ...readablePeers.map((p) => p.region_code)]).size;
    const total = new Set([region.code, ...allPeers.map((p) => p.region_code)]).size;
    if (readable < 2) {
      omitted.push({ fact: "peer_rank", reason: `this key may read ${readable} of the ${total} peer regions; a rank needs at least 2` });
    }
  }

  const frequency = (FREQUENCIES as readonly string[]).includes(indicator.frequency ?? "") ? (indicator.frequency as Frequency) : "annual";
  const polarity = (POLARITIES as readonly string[]).includes(indicator.polarity) ? (indicator.polarity as Polarity) : "neutral";
  const facts = computeInsightFacts({
    indicator: {
      code: indicator.code,
      name: indicator.name,
      unit: indicator.unit,
      frequency,
      polarity,
      // headline series and this service's own series get shareable sentences
      curated: indicator.is_headline || indicator.code.startsWith("svc:"),
    },
    region: { code: region.code, name: region.name },
    points,
    peers,
  });

  // signals are premium (as on /v1/signals): a key without the grant gets the facts alone
  const signalsReadable = mayRead(reader, SIGNALS_TARGET);
  if (!signalsReadable) omitted.push({ fact: "signals", reason: SIGNALS_REFUSED });
  const signals = (signalsReadable ? await openSignalIntervals(db, indicator.id, region.code) : []).map((row) => {
    const words = signalWords(row);
    return {
      id: row.id,
      indicator: indicator.code,
      region: region.code,
      kind: row.type as "acceleration" | "extreme" | "trend_break",
      strength: row.strength as "weak" | "neutral" | "strong",
      direction: directionOf(row.direction),
      salience: SIGNAL_SALIENCE[row.strength] ?? 0.5,
      summary: words.vocabulary.label,
      observed_at: row.last_seen_at,
      evidence: row.evidence ?? {},
      vocabulary: words.vocabulary,
      text: words.text,
    };
  });

  return json(c,
    {
      data: { indicator: indicator.code, region: region.code, facts, signals },
      meta: { as_of_period: latest?.date ?? null, generated_at: now.toISOString().replace(/\.\d{3}Z$/, "Z"), omitted },
    },
    200,
  );
});
