import countries from "i18n-iso-countries";

/**
 * How text that names a region is resolved, for every parameter of the API and every command: the text
 * may be a code, a slug, a US state postal abbreviation or a country's ISO alpha-3 code, so it can name several
 * regions (`CA` is Canada and California). Candidates come ranked (src/db/queries/regions.ts
 * findRegionCandidates: the exact code, then the code in capitals, the postal abbreviation or alpha-3 code, the
 * slug); the context may prefer some, in order, and the first candidate meeting the first preference any
 * candidate meets wins, else the first candidate. A county parameter prefers counties. A series read prefers
 * what the indicator is about: the region it has data for, then one its upstream source publishes (configured
 * on this server or not: `CA` for the state unemployment rate is California), then one of a type it has data
 * for (a country for a country series).
 */
export function pickRegion<R>(candidates: readonly R[], ...prefer: (((region: R) => boolean) | undefined)[]): R | undefined {
  for (const p of prefer) {
    const found = p && candidates.find(p);
    if (found) return found;
  }
  return candidates[0];
}

/**
 * The region code of a country's ISO alpha-3 code (`DEU` is `DE`), as the World Bank and many data APIs write
 * countries: countries are stored under alpha-2, and Kosovo (XKX, no ISO code) under XK, the code the EU and
 * the World Bank's own API use. Undefined for text that is no alpha-3 country code.
 */
export function countryCodeOfAlpha3(text: string): string | undefined {
  if (!/^[A-Za-z]{3}$/.test(text)) return undefined;
  const code = text.toUpperCase();
  return code === "XKX" ? "XK" : countries.alpha3ToAlpha2(code);
}

/**
 * The World Bank's seven geographic regions, which together cover every country once: what "which continent" and
 * "which region of the world" rank (its other aggregates are income groups, lending groups and overlapping sets).
 */
export const WORLD_BANK_REGIONS: readonly string[] = ["EAS", "ECS", "LCN", "MEA", "NAC", "SAS", "SSF"];
