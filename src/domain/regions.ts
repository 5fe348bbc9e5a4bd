import countries from "i18n-iso-countries";

/**
 * How text that names a region is resolved, for every parameter of the API and every command: the text
 * may be a code, a slug, a US state postal abbreviation or a country's ISO alpha-3 code, so it can name several
 * regions (`CA` is Canada and California). Candidates come ranked (src/db/queries/regions.ts
 * findRegionCandidates: the exact code, then the code in capitals, the postal abbreviation or alpha-3 code, the slug); the context may prefer some (a county
 * parameter prefers counties, a series read prefers the region it has data for), and the first preferred
 * candidate wins, else the first.
 */
export function pickRegion<R>(candidates: readonly R[], prefer?: (region: R) => boolean): R | undefined {
  return (prefer && candidates.find(prefer)) ?? candidates[0];
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
