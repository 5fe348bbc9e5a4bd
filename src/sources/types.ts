/** Records a bundled or upstream source hands to the loader. Dates are YYYY-MM-DD strings. */

export type Frequency = "daily" | "weekly" | "monthly" | "quarterly" | "annual" | "quinquennial" | "decennial";
export type Polarity = "higher_is_better" | "higher_is_worse" | "neutral";

export interface SourceRecord {
  slug: string;
  name: string;
  provider: string | null;
  category: string | null;
  docsUrl: string | null;
  description: string | null;
  license: string | null;
  /** When the upstream data was retrieved or last updated, if the package says (RFC 3339). */
  sourceUpdatedAt: string | null;
}

export interface RegionRecord {
  code: string;
  type: "world" | "country" | "state" | "county" | "aggregate" | "metro";
  name: string;
  slug: string;
  parentCode: string | null;
  fipsState: string | null;
  fipsCounty: string | null;
  /** USPS abbreviation for states, DC and territories. */
  postal: string | null;
  /** Other names people use for it (countries: common and alternative names, demonyms). */
  aliases?: { alias: string; kind: "name" | "demonym" }[];
}

export interface IndicatorRecord {
  code: string;
  sourceSlug: string;
  name: string;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  unit: string | null;
  frequency: Frequency;
  accessTier: "free" | "premium";
  /** Headline national series are listed first in search. */
  isHeadline: boolean;
  defaultRegion: string | null;
  polarity: Polarity;
  projection?: boolean;
  /** Connector that loads this indicator on demand for regions not stored (e.g. "fred"). */
  upstream?: string;
  /** As the publisher states it ("SA", "NSA", "SAAR"); absent where it does not apply. */
  seasonalAdjustment?: string | null;
  /** Still served, no longer updated: a newer series of the same concept replaced it. */
  retired?: { at: string; reason: string; replacedBy?: string };
  /**
   * How a longer period's value is made of this series' values: `sum` for amounts per period (a day's rain),
   * `mean` for conditions observed each period (a day's temperature). Absent for levels read at a point (a
   * price, an index, a count of people), whose value over a longer period is its last one.
   */
  aggregation?: Aggregation;
}

export type Aggregation = "sum" | "mean";

export interface ObservationRecord {
  indicator: string;
  region: string;
  periodStart: string;
  periodEnd: string | null;
  periodType: Frequency | null;
  value: number | null;
  isPreliminary?: boolean;
}

export interface BundledDataset {
  source: SourceRecord;
  indicators: IndicatorRecord[];
  observations: ObservationRecord[];
}
