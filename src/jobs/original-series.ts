/**
 * Original series: indicators this service computes from series it already stores, published under the
 * source "svc" like any other series (observations with revisions, coverage, signals, insights).
 *
 * svc:employment_diffusion — Employment diffusion index, CES industries (monthly, US, percent;
 *   higher is better). The share of industries whose payroll employment rose from the previous month,
 *   counting an unchanged industry as half: 100 × (rising + ½ · unchanged) / industries. 50 means as
 *   many industries gained as lost; 100, that every one gained. The industries are the 15 components of
 *   the CES file that do not overlap and add up to total nonfarm: mining and logging, construction,
 *   durable goods, nondurable goods, wholesale trade, retail trade, transportation and warehousing,
 *   utilities, information, financial activities, professional and business services, education and
 *   health services, leisure and hospitality, other services, government. Aggregates (total nonfarm,
 *   total private, goods-producing, service-providing, private service-providing) and the two parents
 *   split above (manufacturing; trade, transportation and utilities) are left out so no job counts
 *   twice. A month needs every industry in it and in the month before.
 *
 * svc:unemployment_dispersion — Dispersion of unemployment rates across industries (monthly, US,
 *   percentage points; higher is worse). The population standard deviation, √(Σ(u_i − ū)² / N), of the
 *   CPS unemployment rates of the 13 industry groups in the CPS-by-industry file (agriculture; mining and
 *   extraction; construction; manufacturing; wholesale and retail trade; transportation and utilities;
 *   information; finance; business services; education and health; leisure and hospitality; other;
 *   government), unweighted. The "self-employed" group is a class of worker, not an industry, and is
 *   left out. A month needs all 13 rates. The rates are not seasonally adjusted; seasonal industries
 *   (construction, agriculture) widen the spread each winter.
 *
 * svc:sp500_drawdown — S&P 500 drawdown from its running high (monthly, US, percent; higher is worse).
 *   100 × (1 − close_t / max(close_1..close_t)) over the stored monthly closes: 0 at a new high, 50
 *   when the index stands at half its best level so far. "Running high" means the highest close since
 *   the stored series begins (January 2000), not the index's all-time high.
 *
 * svc:co2_yoy — CO2 concentration, change from a year earlier (monthly, world, ppm; higher is worse).
 *   The Mauna Loa monthly mean minus the mean of the same month one year earlier (both must be stored):
 *   the year-on-year difference cancels the seasonal cycle and shows the pace of accumulation.
 *
 * Values are rounded to 4 decimals. Each series is written in its own transaction (source, indicator,
 * observations, coverage); rewriting unchanged values writes nothing, a changed value (an input was
 * revised) becomes the next revision, so the job is safe to run on every schedule.
 */

import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.js";
import { seriesPoints } from "../db/queries/observations.js";
import type { Log } from "../log.js";
import type { ObservationRecord, Polarity } from "../sources/types.js";
import { insertObservations, refreshCoverage } from "../db/queries/observations.js";

export const ORIGINAL_SOURCE = {
  slug: "svc",
  name: "Time-Series Data Service (original series)",
  provider: "Time-Series Data Service",
  category: "original",
  description:
    "Series computed by this service from the series it stores: an employment diffusion index, the dispersion of unemployment rates across industries, the S&P 500 drawdown and the year-on-year change in CO2. Each indicator's description gives its method.",
} as const;

type Input = { source: string; code: string };
type MonthValue = { date: string; value: number };

export interface OriginalSeriesDefinition {
  code: string;
  name: string;
  description: string;
  unit: string;
  polarity: Polarity;
  subcategory: string;
  region: string;
  inputs: Input[];
  /** The series from its inputs' values (each ascending by date, nulls left out), keyed by input code. */
  compute(inputs: Map<string, MonthValue[]>): MonthValue[];
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Dates present in every one of the input series, ascending. */
function commonDates(series: MonthValue[][]): string[] {
  if (series.length === 0) return [];
  const sets = series.map((s) => new Set(s.map((p) => p.date)));
  return [...sets[0]!].filter((d) => sets.every((set) => set.has(d))).sort();
}

const byDate = (points: MonthValue[]) => new Map(points.map((p) => [p.date, p.value]));

// ---------------------------------------------------------------------------------------------------
// The methods (pure)

export const DIFFUSION_INDUSTRIES = [
  "ces.mining_and_logging",
  "ces.construction",
  "ces.durable_goods",
  "ces.nondurable_goods",
  "ces.wholesale_trade",
  "ces.retail_trade",
  "ces.transportation_and_warehousing",
  "ces.utilities",
  "ces.information",
  "ces.financial_activities",
  "ces.professional_and_business_services",
  "ces.education_and_health_services",
  "ces.leisure_and_hospitality",
  "ces.other_services",
  "ces.government",
] as const;

/** 100 × (rising + ½ · unchanged) / industries, month on month, for months where every industry has both values. */
export function employmentDiffusion(industries: MonthValue[][]): MonthValue[] {
  const dates = commonDates(industries);
  const maps = industries.map(byDate);
  const out: MonthValue[] = [];
  for (let i = 1; i < dates.length; i++) {
    const [prev, date] = [dates[i - 1]!, dates[i]!];
    // consecutive months only: a gap in the inputs leaves the month after it out
    const p = new Date(`${prev}T00:00:00Z`);
    p.setUTCMonth(p.getUTCMonth() + 1);
    if (p.toISOString().slice(0, 10) !== date) continue;
    let score = 0;
    for (const m of maps) {
      const change = m.get(date)! - m.get(prev)!;
      score += change > 0 ? 1 : change === 0 ? 0.5 : 0;
    }
    out.push({ date, value: round4((100 * score) / maps.length) });
  }
  return out;
}

export const DISPERSION_INDUSTRIES = [
  "agriculture",
  "mining_and_extraction",
  "construction",
  "manufacturing",
  "wholesale_and_retail_trade",
  "transportation_and_utilities",
  "information",
  "finance",
  "business_services",
  "education_and_health",
  "leisure_and_hospitality",
  "other",
  "government",
].map((slug) => `cps.unemployment_rate.${slug}`);

/** Population standard deviation of the rates, for months where every industry has one. */
export function unemploymentDispersion(industries: MonthValue[][]): MonthValue[] {
  const maps = industries.map(byDate);
  return commonDates(industries).map((date) => {
    const rates = maps.map((m) => m.get(date)!);
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    const variance = rates.reduce((a, r) => a + (r - mean) ** 2, 0) / rates.length;
    return { date, value: round4(Math.sqrt(variance)) };
  });
}

/** 100 × (1 − value / highest value so far). */
export function drawdown(points: MonthValue[]): MonthValue[] {
  let high = -Infinity;
  const out: MonthValue[] = [];
  for (const p of points) {
    if (!(p.value > 0)) continue;
    high = Math.max(high, p.value);
    out.push({ date: p.date, value: round4(100 * (1 - p.value / high)) });
  }
  return out;
}

/** Value minus the value of the same month a year earlier, where both exist. */
export function yearOnYearChange(points: MonthValue[]): MonthValue[] {
  const values = byDate(points);
  const out: MonthValue[] = [];
  for (const p of points) {
    const earlier = values.get(`${Number(p.date.slice(0, 4)) - 1}`.padStart(4, "0") + p.date.slice(4));
    if (earlier !== undefined) out.push({ date: p.date, value: round4(p.value - earlier) });
  }
  return out;
}

export const ORIGINAL_SERIES: readonly OriginalSeriesDefinition[] = [
  {
    code: "svc:employment_diffusion",
    name: "Employment diffusion index, CES industries",
    description:
      "Share of 15 CES industries whose payroll employment rose from the previous month, an unchanged industry counting as half: 100 × (rising + ½ · unchanged) / 15. 50 means as many industries gained jobs as lost them. Computed by this service from the BLS Current Employment Statistics series (seasonally adjusted); the industries are the non-overlapping components that add up to total nonfarm.",
    unit: "percent",
    polarity: "higher_is_better",
    subcategory: "employment",
    region: "US",
    inputs: DIFFUSION_INDUSTRIES.map((code) => ({ source: "bls-ces", code })),
    compute: (inputs) => employmentDiffusion(DIFFUSION_INDUSTRIES.map((c) => inputs.get(c) ?? [])),
  },
  {
    code: "svc:unemployment_dispersion",
    name: "Dispersion of unemployment rates across industries",
    description:
      "Standard deviation (population, unweighted) of the unemployment rates of 13 CPS industry groups each month, in percentage points: how unevenly unemployment is spread across industries. Computed by this service from the BLS Current Population Survey rates by industry (not seasonally adjusted); the self-employed group is left out.",
    unit: "percentage points",
    polarity: "higher_is_worse",
    subcategory: "unemployment",
    region: "US",
    inputs: DISPERSION_INDUSTRIES.map((code) => ({ source: "bls-cps-industry", code })),
    compute: (inputs) => unemploymentDispersion(DISPERSION_INDUSTRIES.map((c) => inputs.get(c) ?? [])),
  },
  {
    code: "svc:sp500_drawdown",
    name: "S&P 500 drawdown from its running high",
    description:
      "How far the S&P 500 monthly level stands below its highest level so far, in percent: 100 × (1 − level / running high). 0 at a new high. The running high starts with the stored series (January 1871). Computed by this service from Robert Shiller's monthly S&P 500 series (shiller.sp500, the average of each month's daily closes).",
    unit: "percent",
    polarity: "higher_is_worse",
    subcategory: "equity index",
    region: "US",
    inputs: [{ source: "shiller-sp500", code: "shiller.sp500" }],
    compute: (inputs) => drawdown(inputs.get("shiller.sp500") ?? []),
  },
  {
    code: "svc:co2_yoy",
    name: "CO2 concentration at Mauna Loa, change from a year earlier",
    description:
      "The monthly mean CO2 concentration at Mauna Loa minus that of the same month a year earlier, in parts per million: the pace at which CO2 accumulates, free of the seasonal cycle. Computed by this service from NOAA's Mauna Loa record (noaa.co2_mauna_loa).",
    unit: "ppm",
    polarity: "higher_is_worse",
    subcategory: "greenhouse gases",
    region: "WLD",
    inputs: [{ source: "noaa-gml-co2", code: "noaa.co2_mauna_loa" }],
    compute: (inputs) => yearOnYearChange(inputs.get("noaa.co2_mauna_loa") ?? []),
  },
];

// ---------------------------------------------------------------------------------------------------
// Storage

const monthEnd = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

async function readInputs(db: Database, def: OriginalSeriesDefinition): Promise<{ values: Map<string, MonthValue[]>; missing: string[]; updatedAt: string | null }> {
  const values = new Map<string, MonthValue[]>();
  const missing: string[] = [];
  let updatedAt: string | null = null;
  for (const input of def.inputs) {
    const [row] = rowsOf<{ id: string; updated_at: string | null }>(
      await db.execute(sql`
        SELECT i.id::text AS id,
               to_char(s.source_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
        FROM indicators i JOIN sources s ON s.id = i.source_id
        WHERE s.slug = ${input.source} AND i.code = ${input.code}`),
    );
    const points = row ? (await seriesPoints(db, row.id, def.region, {})).filter((p): p is MonthValue => p.value !== null) : [];
    if (points.length === 0) missing.push(input.code);
    if (row?.updated_at && (!updatedAt || row.updated_at > updatedAt)) updatedAt = row.updated_at;
    values.set(input.code, points);
  }
  return { values, missing, updatedAt };
}

async function upsertOriginalSource(db: Database): Promise<string> {
  const s = ORIGINAL_SOURCE;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO sources (slug, name, provider, category, description)
      VALUES (${s.slug}, ${s.name}, ${s.provider}, ${s.category}, ${s.description})
      ON CONFLICT (slug) DO UPDATE SET name = excluded.name, provider = excluded.provider,
        category = excluded.category, description = excluded.description
      RETURNING id`),
  );
  return row!.id;
}

async function upsertOriginalIndicator(db: Database, sourceId: string, def: OriginalSeriesDefinition): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO indicators (code, source_id, name, description, category, subcategory, unit, frequency,
                              access_tier, polarity, is_headline, projection, default_region)
      VALUES (${def.code}, ${sourceId}, ${def.name}, ${def.description}, 'original', ${def.subcategory}, ${def.unit},
              'monthly', 'free', ${def.polarity}, false, false, ${def.region})
      ON CONFLICT (source_id, code) DO UPDATE SET
        name = excluded.name, description = excluded.description, category = excluded.category,
        subcategory = excluded.subcategory, unit = excluded.unit, frequency = excluded.frequency,
        polarity = excluded.polarity, default_region = excluded.default_region
      RETURNING id`),
  );
  return row!.id;
}

export interface OriginalSeriesResult {
  /** Series written (their inputs were stored). */
  series: number;
  /** Observation rows written (new periods and revisions); 0 when nothing changed. */
  written: number;
  /** Codes skipped because an input series is not stored. */
  skipped: string[];
}

/** Computes and stores every original series; see the file comment for the methods. */
export async function computeOriginalSeries(deps: { db: Database; log: Log }): Promise<OriginalSeriesResult> {
  const result: OriginalSeriesResult = { series: 0, written: 0, skipped: [] };
  for (const def of ORIGINAL_SERIES) {
    const { values, missing, updatedAt } = await readInputs(deps.db, def);
    if (missing.length > 0) {
      deps.log.warn("original series skipped: inputs not stored", { code: def.code, missing });
      result.skipped.push(def.code);
      continue;
    }
    const rows: ObservationRecord[] = def.compute(values).map((p) => ({
      indicator: def.code,
      region: def.region,
      periodStart: p.date,
      periodEnd: monthEnd(p.date),
      periodType: "monthly",
      value: p.value,
    }));
    const written = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const sourceId = await upsertOriginalSource(tx);
      const id = await upsertOriginalIndicator(tx, sourceId, def);
      const n = await insertObservations(tx, new Map([[def.code, id]]), rows, updatedAt);
      await refreshCoverage(tx, [id]);
      return n;
    });
    result.series++;
    result.written += written;
  }
  deps.log.info("original series computed", { ...result });
  return result;
}
