import { fredIndicatorCode, type FredSeriesInfo } from "./fred.js";
import type { BundledDataset, IndicatorRecord, SourceRecord } from "./types.js";

/**
 * Catalog entries for series loaded on demand from FRED (no rows ship with the package): a read for a
 * region that is not stored yet provisions it when FRED_API_KEY is configured.
 */
export function fredCatalogDataset(): BundledDataset {
  return {
    source: {
      slug: "bls-laus-fred",
      name: "BLS Local Area Unemployment Statistics (via FRED, on demand)",
      provider: "U.S. Bureau of Labor Statistics, distributed by the Federal Reserve Bank of St. Louis (FRED)",
      category: "labor",
      docsUrl: "https://fred.stlouisfed.org/",
      description:
        "State unemployment rates from the BLS LAUS program as published on FRED (series <STATE>UR, and UNRATE for the United States). Loaded into this service the first time a region is asked for.",
      license: null,
      sourceUpdatedAt: null,
    },
    indicators: [
      {
        code: "laus.state_unemployment_rate",
        sourceSlug: "bls-laus-fred",
        name: "Unemployment rate by state",
        description:
          "Unemployment rate, percent of the labor force, seasonally adjusted, monthly, for each state, DC and Puerto Rico (FRED <STATE>UR) and the United States (FRED UNRATE). Provisioned on demand from FRED.",
        category: "labor",
        subcategory: "unemployment",
        unit: "percent",
        frequency: "monthly",
        accessTier: "free",
        isHeadline: false,
        defaultRegion: "US",
        polarity: "higher_is_worse",
        upstream: "fred",
      },
    ],
    observations: [],
  };
}

/** The source every fred.<SERIES_ID> indicator belongs to. */
export const FRED_SOURCE_SLUG = "fred";

/**
 * The source row of the on-demand FRED series. FRED redistributes data from many publishers, each with
 * its own terms, so the license points at FRED's terms rather than naming one. sourceUpdatedAt is filled
 * in from the series (their newest last_updated) when they are stored.
 */
export const FRED_SOURCE: SourceRecord = {
  slug: FRED_SOURCE_SLUG,
  name: "FRED, Federal Reserve Bank of St. Louis",
  provider: "Federal Reserve Bank of St. Louis",
  category: null,
  docsUrl: "https://fred.stlouisfed.org/",
  description:
    "Any series of FRED (Federal Reserve Economic Data), loaded on demand: the indicator code fred.<SERIES_ID> names the FRED series <SERIES_ID> (fred.DGS10, fred.CPIAUCSL). Name, units, frequency, seasonal adjustment and notes come from FRED; the history is loaded the first time the series is read and refreshed when FRED updates it.",
  license: "Series-specific; see FRED terms of use (https://fred.stlouisfed.org/legal/)",
  sourceUpdatedAt: null,
};

/** An indicator record plus the seasonal adjustment FRED states for the series. */
export type FredIndicatorRecord = IndicatorRecord & { seasonalAdjustment: string | null };

/**
 * The catalog entry of one FRED series, from its fred/series metadata: title → name, notes →
 * description, units as FRED writes them, frequency as fredFrequency names it, seasonal_adjustment_short
 * (SA, NSA, SAAR …; NA, "not applicable", is stored as null). FRED's series are national unless their
 * title says otherwise, and nothing in the metadata says which region a regional series covers, so every
 * one is served under region US. Null when FRED's frequency is one this service cannot serve.
 */
export function fredIndicatorRecord(info: FredSeriesInfo): FredIndicatorRecord | null {
  if (info.frequency === null) return null;
  const adjustment = info.seasonalAdjustmentShort.trim();
  return {
    code: fredIndicatorCode(info.id),
    sourceSlug: FRED_SOURCE_SLUG,
    name: info.title || info.id,
    description: info.notes || null,
    category: null,
    subcategory: null,
    unit: info.units || null,
    frequency: info.frequency,
    accessTier: "free",
    isHeadline: false,
    defaultRegion: "US",
    polarity: "neutral",
    upstream: "fred",
    seasonalAdjustment: adjustment === "" || adjustment.toUpperCase() === "NA" ? null : adjustment,
  };
}
