import type { BundledDataset } from "./types.js";

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
