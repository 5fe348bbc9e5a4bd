/**
 * Region list: the world, the Gapminder and data-pack countries, US states/territories and counties, World Bank
 * aggregates and the Case-Shiller metro areas.
 */
import { createRequire } from "node:module";
import type { RegionRecord } from "./types.js";
import { readPackageJson } from "./package-files.js";
import { packRegions, WORLD_BANK_FILES } from "./datahub.js";
import { readPackFile } from "./datahub-files.js";

type Countries = typeof import("i18n-iso-countries");
const require = createRequire(import.meta.url);
const countries = require("i18n-iso-countries") as Countries;
countries.registerLocale(readPackageJson("i18n-iso-countries", "langs/en.json"));

interface WorldCountry {
  cca2: string;
  name: { common: string; official: string };
  altSpellings: string[];
  demonyms?: { eng?: { m: string; f: string } };
}
let worldCountries: Map<string, WorldCountry> | undefined;

/**
 * Other names of a country, in Latin script: i18n-iso-countries' English names and world-countries' common,
 * official and alternative names ("Holland", "South Korea", "Ivory Coast"), and its English demonym
 * ("Japanese"). Two- and three-letter codes are left out: a question's "IN" or "CAN" is a word more often
 * than a country.
 */
function countryAliases(code: string, name: string): NonNullable<RegionRecord["aliases"]> {
  worldCountries ??= new Map((require("world-countries") as WorldCountry[]).map((c) => [c.cca2, c]));
  const w = worldCountries.get(code);
  const names = countries.getNames("en", { select: "all" })[code] ?? [];
  const out = new Map<string, "name" | "demonym">();
  const latin = /^[\p{Script=Latin}\s.,'’()-]+$/u;
  const put = (alias: string | undefined, kind: "name" | "demonym") => {
    const a = alias?.trim();
    if (!a || a.length <= 3 || !latin.test(a) || a.toLowerCase() === name.toLowerCase() || out.has(a.toLowerCase())) return;
    out.set(a.toLowerCase(), kind);
  };
  for (const n of [...names, w?.name.common, w?.name.official, ...(w?.altSpellings ?? [])]) put(n, "name");
  put(w?.demonyms?.eng?.m, "demonym");
  put(w?.demonyms?.eng?.f, "demonym");
  return [...out].map(([alias, kind]) => ({ alias, kind }));
}

/** USPS abbreviations keyed by 2-digit state FIPS code (50 states, DC and five territories). */
const USPS_BY_FIPS: Record<string, string> = {
  "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT",
  "10": "DE", "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL",
  "18": "IN", "19": "IA", "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD",
  "25": "MA", "26": "MI", "27": "MN", "28": "MS", "29": "MO", "30": "MT", "31": "NE",
  "32": "NV", "33": "NH", "34": "NJ", "35": "NM", "36": "NY", "37": "NC", "38": "ND",
  "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI", "45": "SC", "46": "SD",
  "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA", "54": "WV",
  "55": "WI", "56": "WY", "60": "AS", "66": "GU", "69": "MP", "72": "PR", "78": "VI",
};

/** Independent cities outside Virginia (Virginia's are every county code >= 500). */
const INDEPENDENT_CITIES = new Set(["24510", "29510", "32510"]);

/**
 * Gapminder names that i18n-iso-countries cannot match in English.
 * Gapminder calls Hong Kong "Hong Kong, China"; its ISO 3166-1 code is HK.
 */
const GAPMINDER_ALIASES: Record<string, string> = {
  "Hong Kong, China": "HK",
};

export function countryCodeForGapminderName(name: string): string {
  const code = GAPMINDER_ALIASES[name] ?? countries.getAlpha2Code(name, "en");
  if (!code) throw new Error(`no ISO 3166-1 code for Gapminder country "${name}"`);
  return code;
}

/** Lowercase ASCII kebab-case; diacritics dropped, apostrophes removed ("St. Mary's" -> "st-marys"). */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Full county-equivalent name from the bare us-atlas name ("Los Angeles" -> "Los Angeles County"). */
function countyName(fips: string, base: string): string {
  const state = fips.slice(0, 2);
  if (state === "22") return `${base} Parish`;
  if (state === "72") return `${base} Municipio`;
  // Alaska boroughs and census areas, DC, and the island territories' districts,
  // islands and municipalities have no single suffix: keep the atlas name.
  if (state === "02" || state === "11" || ["60", "66", "69", "78"].includes(state)) return base;
  const independentCity = (state === "51" && Number(fips.slice(2)) >= 500) || INDEPENDENT_CITIES.has(fips);
  if (independentCity) return /City$/.test(base) ? base : `${base} city`;
  return /County$/.test(base) ? base : `${base} County`;
}

interface TopoObject {
  geometries: { id: string; properties: { name: string } }[];
}
interface Topology {
  objects: Record<string, TopoObject>;
}

let cached: RegionRecord[] | undefined;

/** All regions, parsed once per process. Treat the returned array as read-only. */
export function loadRegions(): RegionRecord[] {
  if (cached) return cached;

  const regions: RegionRecord[] = [];
  const slugs = new Set<string>();
  const add = (region: Omit<RegionRecord, "slug">, baseSlug: string) => {
    let slug = baseSlug;
    if (slugs.has(slug)) slug = `${baseSlug}-${region.code.toLowerCase()}`;
    if (slugs.has(slug)) slug = `${baseSlug}-${region.type}`; // Guam the country (GU) next to Guam the county
    if (slugs.has(slug)) throw new Error(`slug ${slug} is not unique`);
    slugs.add(slug);
    regions.push({ ...region, slug, ...(region.type === "country" ? { aliases: countryAliases(region.code, region.name) } : {}) });
  };
  const none = { fipsState: null, fipsCounty: null, postal: null };

  add({ code: "WLD", type: "world", name: "World", parentCode: null, ...none }, "world");
  add({ code: "US", type: "country", name: "United States", parentCode: "WLD", ...none }, "united-states");

  const states = readPackageJson<Topology>("us-atlas", "states-10m.json").objects.states!.geometries;
  const stateCodes = new Set<string>();
  for (const g of [...states].sort((a, b) => a.id.localeCompare(b.id))) {
    const postal = USPS_BY_FIPS[g.id];
    if (!postal) throw new Error(`no USPS code for state FIPS ${g.id} (${g.properties.name})`);
    stateCodes.add(g.id);
    add(
      { code: g.id, type: "state", name: g.properties.name, parentCode: "US", fipsState: g.id, fipsCounty: null, postal },
      slugify(g.properties.name),
    );
  }

  const counties = readPackageJson<Topology>("us-atlas", "counties-10m.json").objects.counties!.geometries;
  const orphans = counties.filter((g) => !stateCodes.has(g.id.slice(0, 2))).map((g) => g.id);
  if (orphans.length > 0) throw new Error(`counties whose state is missing from us-atlas: ${orphans.join(", ")}`);
  for (const g of [...counties].sort((a, b) => a.id.localeCompare(b.id))) {
    const state = g.id.slice(0, 2);
    const name = countyName(g.id, g.properties.name);
    add(
      { code: g.id, type: "county", name, parentCode: state, fipsState: state, fipsCounty: g.id.slice(2), postal: null },
      `${slugify(name)}-${USPS_BY_FIPS[state]!.toLowerCase()}`,
    );
  }

  const gapminder = readPackageJson<{ country: string }[]>("vega-datasets", "data/gapminder.json");
  const names = [...new Set(gapminder.map((row) => row.country))].sort();
  for (const name of names) {
    const code = countryCodeForGapminderName(name);
    if (code === "US") continue; // already added above
    add({ code, type: "country", name, parentCode: "WLD", ...none }, slugify(name));
  }

  // the data pack's countries (World Bank, H.10), then World Bank aggregates and Case-Shiller metro areas
  const pack = packRegions(WORLD_BANK_FILES.map(readPackFile));
  const added = new Set(regions.map((r) => r.code));
  for (const c of [...pack.countries].sort((a, b) => a.code.localeCompare(b.code))) {
    if (added.has(c.code)) continue;
    added.add(c.code);
    const name = countries.getName(c.code, "en") ?? c.name;
    add({ code: c.code, type: "country", name, parentCode: "WLD", ...none }, slugify(name));
  }
  for (const r of pack.extra) add(r, slugify(r.name));

  cached = regions;
  return regions;
}
