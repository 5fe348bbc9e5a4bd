/**
 * Each data-pack loader against values read from the bundled files by hand (grep, not the loader), and
 * against the files' known quirks.
 */
import { describe, expect, it } from "vitest";
import { PACK_FILES, packDatasets, packRegions, readTable, SHILLER_REAL_BASE, WORLD_BANK_FILES, type PackFile } from "../../src/sources/datahub.js";
import { readPackFile } from "../../src/sources/datahub-files.js";
import { loadRegions } from "../../src/sources/regions.js";
import type { ObservationRecord } from "../../src/sources/types.js";

const parsed = new Map<string, ObservationRecord[]>(PACK_FILES.map((f) => [f.file, f.parse(readPackFile(f.file))]));
const file = (name: string) => parsed.get(name)!;
const value = (name: string, indicator: string, region: string, periodStart: string) =>
  file(name).filter((o) => o.indicator === indicator && o.region === region && o.periodStart === periodStart).map((o) => o.value);

describe("data pack loaders, against values read from the files", () => {
  it("S&P 500 (Shiller): every column an indicator; 0.0 is not yet published", () => {
    const f = "sp500-shiller-monthly.csv";
    expect(value(f, "shiller.sp500", "US", "2026-06-01")).toEqual([7450.03]);
    expect(value(f, "shiller.dividend", "US", "2026-06-01")).toEqual([]); // 0.0 in the file
    expect(value(f, "shiller.dividend", "US", "1990-01-01")).toEqual([11.14]);
    expect(value(f, "shiller.earnings", "US", "1990-01-01")).toEqual([22.49]);
    expect(value(f, "shiller.cpi", "US", "1990-01-01")).toEqual([127.4]);
    expect(value(f, "shiller.long_rate", "US", "1990-01-01")).toEqual([8.21]);
    expect(value(f, "shiller.real_price", "US", "1990-01-01")).toEqual([816.91]);
    expect(value(f, "shiller.real_dividend", "US", "1990-01-01")).toEqual([26.77]);
    expect(value(f, "shiller.real_earnings", "US", "1990-01-01")).toEqual([54.04]);
    expect(value(f, "shiller.cape", "US", "1990-01-01")).toEqual([17.05]);
    expect(value(f, "shiller.cape", "US", "1880-12-01")).toEqual([]);
    expect(value(f, "shiller.cape", "US", "1881-01-01")).toEqual([18.47]);
    expect(file(f).find((o) => o.periodStart === "1990-01-01")).toMatchObject({ periodEnd: "1990-01-31", periodType: "monthly" });
  });

  it("S&P 500 (Shiller): the real columns are in the dollars their unit names, the file's last CPI month", () => {
    // read from the CSV itself: real = nominal × CPI(base) / CPI(month), so real equals nominal in the base month
    const { rows } = readTable(readPackFile("sp500-shiller-monthly.csv"), ["Date", "SP500", "Consumer Price Index", "Real Price"]);
    const priced = rows.filter((r) => Number(r["Real Price"]) > 0 && Number(r["Consumer Price Index"]) > 0);
    const base = priced.at(-1)!;
    expect(Number(base["Real Price"])).toBeCloseTo(Number(base.SP500), 2);
    const baseMonth = new Date(`${base.Date}T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    expect(baseMonth).toBe(SHILLER_REAL_BASE);
    for (const r of priced.filter((_, i) => i % 97 === 0)) {
      const rebased = (Number(r.SP500) * Number(base["Consumer Price Index"])) / Number(r["Consumer Price Index"]);
      expect(Number(r["Real Price"]) / rebased, r.Date).toBeCloseTo(1, 2);
    }
    const real = PACK_FILES.find((p) => p.file === "sp500-shiller-monthly.csv")!.indicators.filter((i) => i.code.startsWith("shiller.real_"));
    expect(real.map((i) => i.unit)).toEqual([`index points, ${SHILLER_REAL_BASE} dollars`, `${SHILLER_REAL_BASE} US dollars per share`, `${SHILLER_REAL_BASE} US dollars per share`]);
  });

  it("S&P 500 (Shiller): where his data ends and which months are yearly figures on straight lines, as the descriptions say", () => {
    const columns = ["SP500", "Dividend", "Earnings", "Consumer Price Index", "Long Interest Rate", "Real Price", "Real Dividend", "Real Earnings", "PE10"];
    const { rows } = readTable(readPackFile("sp500-shiller-monthly.csv"), ["Date", ...columns]);
    const at = new Map(rows.map((r) => [r.Date!.slice(0, 7), r]));
    // his last month (the real columns' base) has 4515.77, the close of 1 September 2023 (FRED SP500; the
    // month's average of daily closes is 4409.09); every later row holds the index alone
    const lastShiller = rows.filter((r) => Number(r["Consumer Price Index"]) > 0).at(-1)!;
    expect([lastShiller.Date, lastShiller.SP500]).toEqual(["2023-09-01", "4515.77"]);
    const later = rows.filter((r) => r.Date! > lastShiller.Date!);
    expect(later.length).toBeGreaterThan(30);
    for (const r of later) expect(columns.slice(1).map((c) => Number(r[c])), r.Date).toEqual(columns.slice(1).map(() => 0));
    // months off the straight line between one anchor month's value and the next year's (rounding aside)
    const offLine = (column: string, anchor: number, from: string, to: string) => {
      const off: string[] = [];
      for (const [month, r] of at) {
        if (month <= from || month >= to) continue;
        const [year, m] = month.split("-").map(Number) as [number, number];
        if (m === anchor) continue;
        const startYear = m > anchor ? year : year - 1;
        const a = Number(at.get(`${startYear}-${String(anchor).padStart(2, "0")}`)?.[column]);
        const b = Number(at.get(`${startYear + 1}-${String(anchor).padStart(2, "0")}`)?.[column]);
        const k = (m - anchor + 12) % 12;
        if (Math.abs(Number(r[column]) - (a + ((b - a) * k) / 12)) > 0.006) off.push(month);
      }
      return off;
    };
    for (const column of ["Dividend", "Earnings"]) {
      expect(offLine(column, 12, "1871-12", "1925-12"), column).toEqual([]);
      expect(offLine(column, 12, "1925-12", "1952-12").length, column).toBeGreaterThan(90);
    }
    expect(offLine("Long Interest Rate", 1, "1871-01", "1953-04")).toEqual([]);
    expect(offLine("Long Interest Rate", 1, "1953-03", "1990-01").length).toBeGreaterThan(350);
    const described = new Map(PACK_FILES.find((p) => p.file === "sp500-shiller-monthly.csv")!.indicators.map((i) => [i.code, i.description!]));
    for (const [code, description] of described) {
      expect(description, code).toContain("Shiller's data ends in September 2023, whose index value is a single day's close");
      expect(description, code).toContain("the months after hold only the index, DataHub's averages of FRED's daily closes");
    }
    for (const code of ["shiller.dividend", "shiller.earnings", "shiller.real_dividend", "shiller.real_earnings", "shiller.cape"]) {
      expect(described.get(code), code).toMatch(/Before 1926 .* yearly figures, the months between interpolated on straight lines/);
    }
    expect(described.get("shiller.long_rate")).toContain("Before April 1953 the rate is a yearly figure");
  });

  it("US CPI: index and monthly change; October 2025 was never published", () => {
    const f = "cpi-us-monthly.csv";
    expect(value(f, "cpi.us", "US", "2026-05-01")).toEqual([335.123]);
    expect(value(f, "cpi.us_monthly_change", "US", "2026-05-01")).toEqual([0.63]);
    expect(value(f, "cpi.us", "US", "1913-01-01")).toEqual([9.8]);
    expect(value(f, "cpi.us_monthly_change", "US", "1913-01-01")).toEqual([]);
    expect(value(f, "cpi.us", "US", "2025-10-01")).toEqual([]);
    expect(value(f, "cpi.us", "US", "2025-11-01")).toEqual([324.122]);
    // the file's −0.21 for November 2025 is the change over two months: no month-over-month value
    expect(value(f, "cpi.us_monthly_change", "US", "2025-11-01")).toEqual([null]);
    expect(value(f, "cpi.us_monthly_change", "US", "2025-12-01")).toEqual([-0.02]);
  });

  it("US employment (CPS): 1947, listed twice, keeps the 16-and-over row", () => {
    const f = "us-employment-annual.csv";
    expect(value(f, "cps.annual.civilian_population", "US", "1947-01-01")).toEqual([101827]);
    expect(value(f, "cps.annual.unemployment_rate", "US", "2024-01-01")).toEqual([4]);
    expect(value(f, "cps.annual.employed_agriculture", "US", "2024-01-01")).toEqual([2254]);
    expect(value(f, "cps.annual.not_in_labor_force", "US", "2024-01-01")).toEqual([100465]);
  });

  it("US GDP (BEA): quarterly and annual, levels and changes", () => {
    expect(value("gdp-us-quarterly.csv", "bea.gdp", "US", "2024-10-01")).toEqual([29723.9]);
    expect(file("gdp-us-quarterly.csv").find((o) => o.periodStart === "2024-10-01")).toMatchObject({ periodEnd: "2024-12-31", periodType: "quarterly" });
    expect(value("gdp-us-annual.csv", "bea.gdp_annual", "US", "1929-01-01")).toEqual([104.6]);
    expect(value("gdp-us-annual.csv", "bea.gdp_real_annual", "US", "2023-01-01")).toEqual([22671.1]);
  });

  it("US GDP (BEA): each change is dated by the period it ends in, though the files list it one row early", () => {
    const q = "gdp-us-quarterly.csv";
    // the 2020-01-01 row's -28.1 is the fall into 2020 Q2 (levels 20,693.2 -> 19,056.6 at an annual rate)
    expect(value(q, "bea.gdp_real_growth", "US", "2020-04-01")).toEqual([-28.1]);
    expect(value(q, "bea.gdp_real_growth", "US", "2020-01-01")).toEqual([-5.5]);
    expect(value(q, "bea.gdp_growth", "US", "2020-04-01")).toEqual([-29.1]);
    // the first row's change is 1947 Q2's; the last row's, 2025 Q1's, whose level the file does not have yet
    expect(value(q, "bea.gdp_real_growth", "US", "1947-01-01")).toEqual([]);
    expect(value(q, "bea.gdp_real_growth", "US", "1947-04-01")).toEqual([-1]);
    expect(value(q, "bea.gdp_real_growth", "US", "2025-01-01")).toEqual([-0.2]);
    expect(file(q).find((o) => o.indicator === "bea.gdp_real_growth" && o.periodStart === "2025-01-01")).toMatchObject({ periodEnd: "2025-03-31", periodType: "quarterly" });
    const a = "gdp-us-annual.csv";
    expect(value(a, "bea.gdp_real_growth_annual", "US", "2009-01-01")).toEqual([-2.6]);
    expect(value(a, "bea.gdp_real_growth_annual", "US", "2020-01-01")).toEqual([-2.2]);
    expect(value(a, "bea.gdp_real_growth_annual", "US", "2024-01-01")).toEqual([2.8]);
    expect(value(a, "bea.gdp_real_growth_annual", "US", "1929-01-01")).toEqual([]);
  });

  it("US GDP (BEA): a file whose changes sit in their own rows is read as it is; one whose changes fit no rows is refused", () => {
    const gdp = PACK_FILES.find((f) => f.file === "gdp-us-annual.csv")!;
    // levels that grow 10 %, fall 10 %, grow 20 %
    const rows = (changes: string[]) =>
      ["date,level-current,level-chained,change-current,change-chained", ...[100, 110, 99, 118.8].map((level, i) => `${2000 + i},${level},${level},${changes[i]},${changes[i]}`)].join("\n");
    const growth = (text: string) => gdp.parse(text).filter((o) => o.indicator === "bea.gdp_real_growth_annual").map((o) => [o.periodStart, o.value]);
    const dated = [
      ["2001-01-01", 10],
      ["2002-01-01", -10],
      ["2003-01-01", 20],
    ];
    expect(growth(rows(["", "10", "-10", "20"]))).toEqual(dated);
    expect(growth(rows(["10", "-10", "20", ""]))).toEqual(dated);
    expect(() => gdp.parse(rows(["3", "7", "-2", "5"]))).toThrow(/fits its levels at neither alignment/);
  });

  it("World Bank: countries by ISO alpha-2 (Kosovo XK), aggregates by World Bank code, the world as WLD", () => {
    const f = "population-by-country-annual.csv";
    expect(value(f, "wb.population", "IN", "2024-01-01")).toEqual([1450935791]);
    expect(value(f, "wb.population", "WLD", "2024-01-01")).toEqual([8141808945]);
    expect(value(f, "wb.population", "XK", "2024-01-01")).toEqual([1594353]);
    expect(value(f, "wb.population", "CHI", "2024-01-01")).toEqual([168126]);
    expect(value("gdp-by-country-annual.csv", "wb.gdp", "US", "2023-01-01")).toEqual([27360935000000]);
    expect(value("gdp-by-country-annual.csv", "wb.gdp", "EUU", "2023-01-01")).toEqual([18349388450765.61]);
    expect(value("inflation-consumer-by-country-annual.csv", "wb.inflation_consumer", "TR", "2022-01-01")).toEqual([72.3088359891207]);
    expect(value("inflation-consumer-by-country-annual.csv", "wb.inflation_consumer", "AR", "2023-01-01")).toEqual([]); // no value in the file
  });

  it("World Bank consumer price inflation is consumer prices: the US rows are the CPI-U's annual-average change (cpi-us-monthly.csv)", () => {
    // the inflation repository's files are swapped upstream; its other file, the GDP deflator, misses this by
    // points in most years (1980: 9.0 against 13.5)
    const monthly = readTable(readPackFile("cpi-us-monthly.csv"), ["Date", "Index"]).rows.filter((r) => r.Index);
    const byYear = new Map<string, number[]>();
    for (const r of monthly) byYear.set(r.Date!.slice(0, 4), [...(byYear.get(r.Date!.slice(0, 4)) ?? []), Number(r.Index)]);
    const mean = (year: number) => {
      const v = byYear.get(String(year));
      return v?.length === 12 ? v.reduce((a, b) => a + b, 0) / 12 : undefined;
    };
    const us = file("inflation-consumer-by-country-annual.csv").filter((o) => o.region === "US");
    const compared = us.filter((o) => mean(Number(o.periodStart.slice(0, 4))) !== undefined && mean(Number(o.periodStart.slice(0, 4)) - 1) !== undefined);
    expect(compared.length).toBeGreaterThan(60);
    for (const o of compared) {
      const year = Number(o.periodStart.slice(0, 4));
      expect(o.value, o.periodStart).toBeCloseTo((mean(year)! / mean(year - 1)! - 1) * 100, 6);
    }
  });

  it("Shiller's long rate is the H.15 10-year yield until it stops (September 2023, a partial month): retired in its favour", () => {
    const h15 = new Map(file("us-10y-yield-monthly.csv").map((o) => [o.periodStart, o.value]));
    const shiller = file("sp500-shiller-monthly.csv").filter((o) => o.indicator === "shiller.long_rate" && h15.has(o.periodStart));
    expect(shiller.at(-1)!.periodStart).toBe("2023-09-01");
    expect(shiller).toHaveLength(846);
    // equal in every month but two of 2019 (Shiller's slips: 2.06 and 1.63 against 2.07 and 2.06) and the partial last one
    expect(shiller.filter((o) => o.value !== h15.get(o.periodStart)).map((o) => o.periodStart)).toEqual(["2019-06-01", "2019-07-01", "2023-09-01"]);
    const record = PACK_FILES.flatMap((f) => f.indicators).find((i) => i.code === "shiller.long_rate")!;
    expect(record.retired).toMatchObject({ replacedBy: "h15.treasury_10y" });
  });

  it("Federal Reserve: 10-year yield; exchange rates all in units per US dollar (euro as EMU)", () => {
    expect(value("us-10y-yield-monthly.csv", "h15.treasury_10y", "US", "2026-06-01")).toEqual([4.47]);
    const f = "exchange-rates-monthly.csv";
    expect(value(f, "fx.currency_per_usd", "EMU", "2026-06-01")).toEqual([0.8684]);
    expect(value(f, "fx.currency_per_usd", "EMU", "1999-01-01")).toEqual([0.8627]);
    expect(value(f, "fx.currency_per_usd", "JP", "2026-06-01")).toEqual([160.77]);
    expect(value(f, "fx.currency_per_usd", "GB", "1971-01-01")).toEqual([0.4157]);
    expect(value(f, "fx.currency_per_usd", "FR", "2001-12-01")).toEqual([7.3604]);
  });

  it("exchange rates: the currencies, the legacy currencies' last months and Venezuela's two redenominations, as the description says", () => {
    // exchange-rates-monthly.csv, read by hand: 34 series, the euro among them; Greece's last month 2000-12,
    // the other euro-area legacy currencies' 2001-12; Venezuela 2018-08 2495016.1501 -> 2018-09 61.4953 and
    // 2021-10 4191337.2125 -> 2021-11 4.4848
    const f = "exchange-rates-monthly.csv";
    const { rows } = readTable(readPackFile(f), ["Date", "Country", "Exchange rate"]);
    const rated = rows.filter((r) => r["Exchange rate"] !== "");
    const countries = [...new Set(rated.map((r) => r.Country!))];
    const last = (country: string) => rated.filter((r) => r.Country === country).map((r) => r.Date!).sort().at(-1);
    const description = PACK_FILES.find((p) => p.file === "exchange-rates-monthly.csv")!.indicators[0]!.description!;
    expect(countries).toContain("Euro");
    expect(description).toContain(`for the currencies of ${countries.length - 1} countries and the euro`);
    const legacy = ["Austria", "Belgium", "Finland", "France", "Germany", "Greece", "Ireland", "Italy", "Netherlands", "Portugal", "Spain"];
    expect(Object.fromEntries(legacy.map((c) => [c, last(c)]))).toEqual({ ...Object.fromEntries(legacy.map((c) => [c, "2001-12-01"])), Greece: "2000-12-01" });
    expect(description).toContain("end in December 2001, Greece's drachma in December 2000");
    // Venezuela: the months where the rate falls more than a thousandfold are the two redenominations
    const ve = rated.filter((r) => r.Country === "Venezuela").sort((a, b) => a.Date!.localeCompare(b.Date!));
    const breaks = ve.flatMap((r, i) => (i > 0 && Number(ve[i - 1]!["Exchange rate"]) / Number(r["Exchange rate"]) > 1000 ? [r.Date] : []));
    expect(breaks).toEqual(["2018-09-01", "2021-11-01"]);
    expect(description).toContain("bolívares soberanos (100,000 fuertes each) from September 2018");
    expect(description).toContain("bolívares digitales (a million soberanos each) from November 2021");
    // stored in today's bolívar throughout: the file's fuertes / 10^11, its soberanos / 10^6
    expect(value(f, "fx.currency_per_usd", "VE", "2021-11-01")).toEqual([4.4848]);
    expect(value(f, "fx.currency_per_usd", "VE", "2021-10-01")[0]).toBeCloseTo(4.1913372125, 10);
    expect(value(f, "fx.currency_per_usd", "VE", "2018-09-01")[0]).toBeCloseTo(0.0000614953, 15);
    expect(value(f, "fx.currency_per_usd", "VE", "2018-08-01")).toEqual([0.000024950161501]);
    expect(value(f, "fx.currency_per_usd", "VE", "2000-01-01")).toEqual([Number(`${ve.find((r) => r.Date === "2000-01-01")!["Exchange rate"]}e-11`)]);
    expect(description).toContain("August 2018: 2,495,016.15 fuertes in the file, 0.0000249502 here");
    const stored = file(f).filter((o) => o.region === "VE").sort((a, b) => a.periodStart.localeCompare(b.periodStart));
    const storedFalls = stored.flatMap((o, i) => (i > 0 && stored[i - 1]!.value! / o.value! > 1000 ? [o.periodStart] : []));
    expect(storedFalls).toEqual([]);
  });

  it("EIA daily prices and gold", () => {
    expect(value("oil-wti-daily.csv", "eia.wti", "US", "2026-08-18")).toEqual([86.48]);
    expect(value("oil-brent-daily.csv", "eia.brent", "WLD", "2026-08-18")).toEqual([95.29]);
    expect(value("natural-gas-henry-hub-daily.csv", "eia.henry_hub", "US", "1997-01-07")).toEqual([3.82]);
    expect(value("natural-gas-henry-hub-daily.csv", "eia.henry_hub", "US", "2026-08-18")).toEqual([2.82]);
    expect(file("oil-wti-daily.csv").find((o) => o.periodStart === "2026-08-18")).toMatchObject({ periodEnd: "2026-08-18", periodType: "daily" });
    expect(value("gold-monthly.csv", "gold.price", "WLD", "2026-06-01")).toEqual([4228]);
  });

  it("gold: monthly since the year its description names; every year before, back to 1833, is one value repeated in all twelve months", () => {
    // gold-monthly.csv, read by hand: 1959-10/11/12 are all 35.100, 1960-01 35.270 and 1960-02 35.000
    const { rows } = readTable(readPackFile("gold-monthly.csv"), ["Date", "Price"]);
    const byYear = new Map<number, string[]>();
    for (const r of rows) byYear.set(Number(r.Date!.slice(0, 4)), [...(byYear.get(Number(r.Date!.slice(0, 4))) ?? []), r.Price!]);
    const description = PACK_FILES.find((p) => p.file === "gold-monthly.csv")!.indicators[0]!.description!;
    const since = Number(description.match(/monthly since (\d{4})/)?.[1]);
    expect(since).toBe(1960);
    expect(Math.min(...byYear.keys())).toBe(1833);
    for (let year = 1833; year < since; year++) {
      expect(byYear.get(year), String(year)).toHaveLength(12);
      expect(new Set(byYear.get(year)).size, String(year)).toBe(1);
    }
    expect(new Set(byYear.get(since)).size).toBeGreaterThan(1);
    expect(description).toContain("1833-1959 the year's average repeated for each month");
  });

  it("Case-Shiller: national NSA and SA, each from the column that holds it; the 20-city file, whose columns do not match their names, is not bundled", () => {
    // the file's "National-US-SA" column holds the unadjusted index and "National-US" the adjusted one
    expect(value("case-shiller-national-monthly.csv", "caseshiller.national", "US", "2024-07-01")).toEqual([325.784]);
    expect(value("case-shiller-national-monthly.csv", "caseshiller.national_sa", "US", "2024-07-01")).toEqual([321.556]);
    expect(value("case-shiller-national-monthly.csv", "caseshiller.national_sa", "US", "1975-01-01")).toEqual([25.34]);
    // what tells them apart: the mean change by calendar month over 1990–2019 varies by a point in the
    // unadjusted series and hardly at all in the adjusted one
    const calendarSpread = (indicator: string) => {
      const rows = file("case-shiller-national-monthly.csv").filter((o) => o.indicator === indicator).sort((a, b) => a.periodStart.localeCompare(b.periodStart));
      const byMonth = new Map<string, number[]>();
      for (let i = 1; i < rows.length; i++) {
        const { periodStart, value } = rows[i]!;
        if (periodStart < "1990" || periodStart >= "2020") continue;
        const month = periodStart.slice(5, 7);
        byMonth.set(month, [...(byMonth.get(month) ?? []), 100 * Math.log(value! / rows[i - 1]!.value!)]);
      }
      const means = [...byMonth.values()].map((v) => v.reduce((a, b) => a + b, 0) / v.length);
      return Math.max(...means) - Math.min(...means);
    };
    expect(calendarSpread("caseshiller.national")).toBeGreaterThan(0.6);
    expect(calendarSpread("caseshiller.national_sa")).toBeLessThan(0.3);
    expect(PACK_FILES.map((f) => f.path)).not.toContain("data/cities-month-SA.csv");
    expect(packDatasets(readPackFile).flatMap((d) => d.indicators.map((i) => i.code))).not.toContain("caseshiller.metro_sa");
  });

  it("Case-Shiller: January 2000 = 100 is the unadjusted index's base; the adjusted one is 100.552 then, as its description says", () => {
    // case-shiller-national-monthly.csv, read by hand: 2000-01-01,100.552,100.000 ("National-US-SA" holds the unadjusted index)
    const { rows } = readTable(readPackFile("case-shiller-national-monthly.csv"), ["Date", "National-US", "National-US-SA"]);
    const jan2000 = rows.find((r) => r.Date === "2000-01-01")!;
    expect([jan2000["National-US-SA"], jan2000["National-US"]]).toEqual(["100.000", "100.552"]);
    expect(value("case-shiller-national-monthly.csv", "caseshiller.national", "US", "2000-01-01")).toEqual([100]);
    expect(value("case-shiller-national-monthly.csv", "caseshiller.national_sa", "US", "2000-01-01")).toEqual([100.552]);
    const indicators = PACK_FILES.find((p) => p.file === "case-shiller-national-monthly.csv")!.indicators;
    expect(indicators.find((i) => i.code === "caseshiller.national")!.description).toContain("January 2000 = 100");
    expect(indicators.find((i) => i.code === "caseshiller.national_sa")!.description).toContain("on the unadjusted index's base, January 2000 = 100: the adjusted index itself stands at 100.552 that month");
    // the source no longer offers the withdrawn 20-city series
    const source = packDatasets(readPackFile).find((d) => d.source.slug === "case-shiller")!.source;
    expect(source.description).not.toMatch(/metropolitan areas|composite/);
  });

  it("CO2: seven values under a six-name header, read as NOAA's layout", () => {
    const f = "co2-mauna-loa-monthly.csv";
    expect(value(f, "noaa.co2_mauna_loa", "WLD", "1958-03-01")).toEqual([315.71]);
    expect(value(f, "noaa.co2_mauna_loa_sa", "WLD", "1958-03-01")).toEqual([314.44]);
    expect(value(f, "noaa.co2_mauna_loa", "WLD", "2026-06-01")).toEqual([431.44]);
    expect(value(f, "noaa.co2_mauna_loa_sa", "WLD", "2026-06-01")).toEqual([429.06]);
    expect(value("co2-global-annual.csv", "noaa.co2_global", "WLD", "1979-01-01")).toEqual([336.85]);
    expect(value("co2-global-annual.csv", "noaa.co2_global", "WLD", "2025-01-01")).toEqual([425.64]);
  });

  it("global temperature by publisher, and sea level", () => {
    const f = "global-temp-monthly.csv";
    expect(value(f, "temperature.gcag_monthly", "WLD", "2024-07-01")).toEqual([1.1398]);
    expect(value(f, "temperature.gcag_monthly", "WLD", "1850-01-01")).toEqual([-0.6746]);
    expect(value(f, "temperature.gistemp_monthly", "WLD", "2023-12-01")).toEqual([1.35]);
    expect(value("sea-level-epa-annual.csv", "epa.sea_level_csiro", "WLD", "1880-01-01")).toEqual([0]);
    expect(value("sea-level-epa-annual.csv", "epa.sea_level_csiro", "WLD", "2023-01-01")).toEqual([]);
    expect(value("sea-level-epa-annual.csv", "epa.sea_level_noaa", "WLD", "2023-01-01")).toEqual([10.20390442]);
  });

  it("global temperature: each series is an anomaly from the base period its description names, the mean of those years in the file", () => {
    // global-temp-monthly.csv, read by hand: the "gcag" rows are HadCRUT5 (the repository's script downloads it),
    // whose anomalies are from 1961-1990, not NOAA's from the 20th century (their 1901-2000 mean is -0.10)
    const { rows } = readTable(readPackFile("global-temp-monthly.csv"), ["Source", "Year", "Mean"]);
    const mean = (source: string, from: number, to: number) => {
      const v = rows.filter((r) => r.Source === source && Number(r.Year!.slice(0, 4)) >= from && Number(r.Year!.slice(0, 4)) <= to).map((r) => Number(r.Mean));
      expect(v.length, `${source} ${from}-${to}`).toBe((to - from + 1) * 12);
      return v.reduce((a, b) => a + b, 0) / v.length;
    };
    const indicators = PACK_FILES.find((p) => p.file === "global-temp-monthly.csv")!.indicators;
    for (const [code, source] of [["temperature.gcag_monthly", "gcag"], ["temperature.gistemp_monthly", "GISTEMP"]] as const) {
      const description = indicators.find((i) => i.code === code)!.description!;
      const base = description.match(/relative to the (\d{4})-(\d{4}) average/);
      expect(base, code).not.toBeNull();
      expect(Math.abs(mean(source, Number(base![1]), Number(base![2]))), code).toBeLessThan(0.01);
    }
    expect(mean("gcag", 1901, 2000)).toBeLessThan(-0.05);
    const gcag = indicators.find((i) => i.code === "temperature.gcag_monthly")!;
    expect(`${gcag.name} ${gcag.description}`).toContain("HadCRUT5");
    expect(gcag.name).not.toContain("NOAA");
    expect(packDatasets(readPackFile).find((d) => d.indicators.some((i) => i.code === gcag.code))!.source.provider).toContain("Met Office Hadley Centre");
  });

  it("gives every indicator data and every observation a known region", () => {
    const codes = new Set(loadRegions().map((r) => r.code));
    for (const d of packDatasets(readPackFile)) {
      for (const i of d.indicators) expect(d.observations.some((o) => o.indicator === i.code), i.code).toBe(true);
      for (const o of d.observations) if (!codes.has(o.region)) throw new Error(`${o.indicator}: unknown region ${o.region}`);
    }
    const extra = packRegions(WORLD_BANK_FILES.map(readPackFile)).extra;
    expect(extra.find((r) => r.code === "HIC")).toMatchObject({ type: "aggregate", name: "High income" });
    expect(extra.filter((r) => r.type === "metro")).toHaveLength(0);
  });
});

describe("data pack loaders refuse files they cannot read", () => {
  const pack = (name: string): PackFile => PACK_FILES.find((f) => f.file === name)!;
  it("names a missing column, a value that is not a number, and a period given twice", () => {
    expect(() => pack("oil-wti-daily.csv").parse("Day,Price\n2026-01-02,70\n")).toThrow(/missing column\(s\) Date/);
    expect(() => pack("oil-wti-daily.csv").parse("Date,Price\n2026-01-02,seventy\n")).toThrow(/not a number/);
    expect(() => pack("oil-wti-daily.csv").parse("Date,Price\n2026-01-02,70\n2026-01-02,71\n")).toThrow(/two values/);
    expect(() => pack("oil-wti-daily.csv").parse("Date,Price\n2026-02-30,70\n")).toThrow(/not a YYYY-MM-DD date/);
    expect(() => pack("oil-wti-daily.csv").parse("<html>rate limited</html>")).toThrow();
    expect(() => pack("co2-mauna-loa-monthly.csv").parse("Date,Decimal Date,Average,Interpolated,Trend,Number of Days\n2026-06,2026.4,431.4,429.0,19,0.35\n")).toThrow(/expected 7 values/);
    expect(() => readTable("Date,Price\n", ["Date"])).toThrow(/no data rows/);
  });
});
