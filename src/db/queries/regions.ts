import { asc, and, eq, inArray, or, type SQL } from "drizzle-orm";
import { countryCodeOfAlpha3 } from "../../domain/regions.js";
import type { Database } from "../client.js";
import { regions, seriesCoverage } from "../schema.js";

export type RegionRow = typeof regions.$inferSelect;

export function toRegionResource(r: RegionRow) {
  return {
    code: r.code,
    type: r.type,
    name: r.name,
    slug: r.slug,
    parent_code: r.parentCode,
    fips_state: r.fipsState,
    fips_county: r.fipsCounty,
  };
}

export async function listRegions(db: Database, filter: { type?: string; parent?: string }) {
  const where: SQL[] = [];
  // types are stored in lower case; asked in any (as `frequency` is on indicators)
  if (filter.type) where.push(eq(regions.type, filter.type.toLowerCase()));
  if (filter.parent) where.push(eq(regions.parentCode, filter.parent));
  return db
    .select()
    .from(regions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(regions.code));
}

/**
 * Every region a user's text may mean: the canonical code, a slug, a US state postal abbreviation or a country's
 * ISO alpha-3 code.
 * Several can match (`CA` is Canada's ISO code and California's postal abbreviation); the caller picks.
 */
export async function findRegionCandidates(db: Database, input: string): Promise<RegionRow[]> {
  const text = input.trim();
  if (!text) return [];
  // the common case, a canonical code, is one primary-key read
  const exact = await db.select().from(regions).where(eq(regions.code, text));
  const alpha3 = countryCodeOfAlpha3(text);
  const slugOrPostal = await db
    .select()
    .from(regions)
    .where(
      or(
        eq(regions.code, text.toUpperCase()),
        eq(regions.slug, text.toLowerCase()),
        and(eq(regions.type, "state"), eq(regions.postal, text.toUpperCase())),
        ...(alpha3 ? [and(eq(regions.type, "country"), eq(regions.code, alpha3))] : []),
      ),
    );
  const rows = [...exact, ...slugOrPostal.filter((r) => !exact.some((e) => e.code === r.code))];
  // exact code first, then postal or alpha-3 (never both: two letters against three), then slug: a stable order for the tie-break
  const rank = (r: RegionRow) =>
    r.code === text ? 0 : r.code.toUpperCase() === text.toUpperCase() ? 1 : r.postal === text.toUpperCase() || r.code === alpha3 ? 2 : 3;
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** Which of these regions are the parent of some region. */
export async function parentsAmong(db: Database, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db.selectDistinct({ code: regions.parentCode }).from(regions).where(inArray(regions.parentCode, codes));
  return rows.map((r) => r.code!).filter(Boolean);
}

/** Which of these regions have data stored for the indicator. */
export async function coveredRegions(db: Database, indicatorId: string, codes: string[]): Promise<string[]> {
  const rows = await db
    .select({ code: seriesCoverage.regionCode })
    .from(seriesCoverage)
    .where(and(eq(seriesCoverage.indicatorId, indicatorId), inArray(seriesCoverage.regionCode, codes)));
  return rows.map((r) => r.code);
}

/** The region types (country, state, county, ...) the indicator has data stored for. */
export async function coveredRegionTypes(db: Database, indicatorId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: regions.type })
    .from(seriesCoverage)
    .innerJoin(regions, eq(regions.code, seriesCoverage.regionCode))
    .where(eq(seriesCoverage.indicatorId, indicatorId));
  return rows.map((r) => r.type);
}
