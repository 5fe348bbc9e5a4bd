import { describe, expect, it } from "vitest";
import { countryCodeForGapminderName, loadRegions } from "../../src/sources/regions.js";

const regions = loadRegions();
const byCode = new Map(regions.map((r) => [r.code, r]));
const ofType = (type: string) => regions.filter((r) => r.type === type);

describe("loadRegions", () => {
  it("has the world and the United States at the top", () => {
    expect(byCode.get("WLD")).toEqual({
      code: "WLD", type: "world", name: "World", slug: "world",
      parentCode: null, fipsState: null, fipsCounty: null, postal: null,
    });
    expect(byCode.get("US")).toMatchObject({ type: "country", name: "United States", slug: "united-states", parentCode: "WLD", postal: null });
    expect(regions.filter((r) => r.code === "US")).toHaveLength(1);
  });

  it("counts regions by type as found in us-atlas, gapminder and the data pack", () => {
    expect(ofType("world")).toHaveLength(1);
    expect(ofType("state")).toHaveLength(56); // 50 states, DC, AS, GU, MP, PR, VI
    expect(ofType("county")).toHaveLength(3231);
    // the World Bank files' 216 countries (Kosovo as XK) cover Gapminder's 62; Taiwan comes from the H.10 rates
    expect(ofType("country")).toHaveLength(217);
    // the World Bank's 47 aggregates and the Channel Islands (CHI), which has no ISO code
    expect(ofType("aggregate")).toHaveLength(48);
    expect(byCode.get("CHI")).toMatchObject({ type: "aggregate", name: "Channel Islands", parentCode: "WLD" });
    // the Case-Shiller metro areas went with the 20-city file (src/sources/datahub.ts)
    expect(ofType("metro")).toHaveLength(0);
    expect(byCode.get("TW")).toMatchObject({ type: "country", parentCode: "WLD" });
  });

  it("has unique codes and slugs, all slugs lowercase kebab-case", () => {
    expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
    expect(new Set(regions.map((r) => r.slug)).size).toBe(regions.length);
    for (const r of regions) expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("builds states with FIPS and USPS codes", () => {
    expect(byCode.get("06")).toEqual({
      code: "06", type: "state", name: "California", slug: "california",
      parentCode: "US", fipsState: "06", fipsCounty: null, postal: "CA",
    });
    expect(byCode.get("11")).toMatchObject({ slug: "district-of-columbia", postal: "DC" });
    expect(byCode.get("72")).toMatchObject({ name: "Puerto Rico", postal: "PR" });
    for (const s of ofType("state")) {
      expect(s.postal).toMatch(/^[A-Z]{2}$/);
      expect(s.code).toMatch(/^\d{2}$/);
    }
    expect(new Set(ofType("state").map((s) => s.postal)).size).toBe(56);
  });

  it("gives every county an existing state as parent and consistent FIPS parts", () => {
    for (const c of ofType("county")) {
      expect(c.code).toMatch(/^\d{5}$/);
      expect(byCode.get(c.parentCode!)?.type).toBe("state");
      expect(c.fipsState).toBe(c.code.slice(0, 2));
      expect(c.fipsCounty).toBe(c.code.slice(2));
      expect(c.postal).toBeNull();
    }
  });

  it("California has 58 counties, Texas 254", () => {
    expect(regions.filter((r) => r.parentCode === "06")).toHaveLength(58);
    expect(regions.filter((r) => r.parentCode === "48")).toHaveLength(254);
  });

  it("names and slugs counties the way the Census does", () => {
    const check = (code: string, name: string, slug: string) =>
      expect(byCode.get(code)).toMatchObject({ name, slug });
    check("06037", "Los Angeles County", "los-angeles-county-ca");
    check("35013", "Doña Ana County", "dona-ana-county-nm");
    check("22071", "Orleans Parish", "orleans-parish-la");
    check("02020", "Anchorage", "anchorage-ak");
    check("51059", "Fairfax County", "fairfax-county-va");
    check("51600", "Fairfax city", "fairfax-city-va");
    check("51036", "Charles City County", "charles-city-county-va"); // a county, despite "City"
    check("24510", "Baltimore city", "baltimore-city-md");
    check("24005", "Baltimore County", "baltimore-county-md");
    check("29510", "St. Louis city", "st-louis-city-mo");
    check("32510", "Carson City", "carson-city-nv");
    check("72097", "Mayagüez Municipio", "mayaguez-municipio-pr");
    check("24033", "Prince George's County", "prince-georges-county-md");
    check("11001", "District of Columbia", "district-of-columbia-dc");
    check("53033", "King County", "king-county-wa");
    check("36061", "New York County", "new-york-county-ny");
    for (const c of ofType("county")) expect(c.name).not.toMatch(/County County|City city/);
  });

  it("gives countries the other names and demonyms people use, never a bare two- or three-letter code", () => {
    const aliases = (code: string) => (byCode.get(code)?.aliases ?? []).map((a) => a.alias);
    expect(aliases("NL")).toEqual(expect.arrayContaining(["holland", "dutch"]));
    expect(aliases("KR")).toEqual(expect.arrayContaining(["republic of korea", "south korean"]));
    expect(aliases("JP")).toContain("japanese");
    for (const r of ofType("country")) for (const a of r.aliases ?? []) expect(a.alias.length, `${r.code} ${a.alias}`).toBeGreaterThan(3);
    expect(ofType("county").every((r) => r.aliases === undefined)).toBe(true);
  });

  it("maps Gapminder countries to ISO alpha-2 codes", () => {
    expect(countryCodeForGapminderName("Germany")).toBe("DE");
    expect(countryCodeForGapminderName("South Korea")).toBe("KR");
    expect(countryCodeForGapminderName("Hong Kong, China")).toBe("HK");
    expect(() => countryCodeForGapminderName("Atlantis")).toThrow();
    expect(byCode.get("HK")).toMatchObject({ type: "country", name: "Hong Kong, China", slug: "hong-kong-china", parentCode: "WLD" });
    // The state of Georgia took "georgia" first, so the country gets its ISO code appended.
    expect(byCode.get("GE")).toMatchObject({ name: "Georgia", slug: "georgia-ge" });
    for (const c of ofType("country")) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.parentCode).toBe("WLD");
    }
  });
});
