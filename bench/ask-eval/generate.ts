/**
 * The ask evaluation's questions: built from the catalog's series and the source files' values
 * (truth.ts), in 14 categories. Each category has two disjoint lists of phrasings: the dev part's and the
 * held-out part's, which also draws its slots with another seed. The engine is tuned on dev only; of the
 * held-out part only the aggregate figures are ever printed. The held-out lists were written anew on
 * 2026-11-25, before any change to the engine that day, when the first ones had been seen: those are now
 * part of dev (bench/ask-eval/README.md).
 */
import type { EvalQuestion, Expect } from "./grade.js";
import { readTruth, type Point, type Truth } from "./truth.js";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const month = (d: string) => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const day = (d: string) => `${Number(d.slice(8, 10))} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const year = (d: string) => d.slice(0, 4);

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Series {
  code: string;
  region: string;
  /** What people call it (the place is not part of the name). */
  names: string[];
  freq: "daily" | "monthly" | "annual";
  /** A phrase naming its unit, for the unit-words category. */
  unit?: string;
}

const NATIONAL: Series[] = [
  { code: "cpi.us", region: "US", names: ["the consumer price index", "CPI", "the CPI index", "US consumer prices index"], freq: "monthly", unit: "index points" },
  { code: "eia.wti", region: "US", names: ["the WTI oil price", "WTI crude", "the price of WTI crude oil"], freq: "daily", unit: "dollars per barrel" },
  { code: "eia.brent", region: "WLD", names: ["Brent crude", "the Brent oil price", "brent"], freq: "daily", unit: "dollars per barrel" },
  { code: "gold.price", region: "WLD", names: ["the gold price", "gold", "the price of gold"], freq: "monthly", unit: "dollars per troy ounce" },
  { code: "shiller.sp500", region: "US", names: ["the S&P 500", "the S&P 500 index", "S&P"], freq: "monthly", unit: "index points" },
  { code: "h15.treasury_10y", region: "US", names: ["the 10-year treasury yield", "the ten year treasury rate", "10y treasury yields"], freq: "monthly", unit: "percent" },
  { code: "ces.nonfarm", region: "US", names: ["total nonfarm employment", "nonfarm payrolls", "the number of nonfarm jobs"], freq: "monthly", unit: "thousands" },
];

/** CES columns and the plain words for them (the industries category). */
const INDUSTRIES: { column: string; words: string[] }[] = [
  { column: "construction", words: ["construction workers", "builders", "people working in construction"] },
  { column: "manufacturing", words: ["factory jobs", "manufacturing jobs", "people working in factories"] },
  { column: "government", words: ["government employees", "people working for the government", "public sector jobs"] },
  { column: "retail_trade", words: ["retail jobs", "people working in retail", "retail workers"] },
  { column: "leisure_and_hospitality", words: ["hotel and restaurant jobs", "people working in hospitality", "leisure and hospitality jobs"] },
  { column: "mining_and_logging", words: ["miners and loggers", "mining and logging jobs", "people working in mining"] },
  { column: "utilities", words: ["utility company jobs", "people working for utilities", "utilities employment"] },
  { column: "transportation_and_warehousing", words: ["truckers and warehouse workers", "transportation jobs", "people working in transportation and warehousing"] },
  { column: "information", words: ["information sector jobs", "tech and media jobs", "people working in information"] },
  { column: "financial_activities", words: ["finance jobs", "people working in finance", "financial sector employment"] },
];

/** Countries and how people write them. */
const COUNTRIES: { code: string; names: string[] }[] = [
  { code: "IN", names: ["India", "india", "India's"] },
  { code: "CN", names: ["China", "china", "China's"] },
  { code: "JP", names: ["Japan", "japan", "Japan's"] },
  { code: "DE", names: ["Germany", "germany", "Germany's"] },
  { code: "BR", names: ["Brazil", "brazil", "Brazil's"] },
  { code: "GB", names: ["the UK", "the United Kingdom", "Britain"] },
  { code: "NL", names: ["the Netherlands", "Holland", "the netherlands"] },
  { code: "KR", names: ["South Korea", "south korea", "Korea, Republic of"] },
  { code: "MX", names: ["Mexico", "mexico", "Mexico's"] },
  { code: "FR", names: ["France", "france", "France's"] },
  { code: "NG", names: ["Nigeria", "nigeria", "Nigeria's"] },
  { code: "PH", names: ["the Philippines", "Philippines", "the philippines"] },
  { code: "CA", names: ["Canada", "canada", "Canada's"] },
  { code: "IT", names: ["Italy", "italy", "Italy's"] },
];
const DEMONYM: Record<string, string> = { IN: "Indian", CN: "Chinese", JP: "Japanese", DE: "German", BR: "Brazilian", GB: "British", NL: "Dutch", MX: "Mexican", FR: "French", CA: "Canadian", IT: "Italian", NG: "Nigerian" };

/** Counties by the names people use. */
const COUNTIES: { fips: string; names: string[] }[] = [
  { fips: "06037", names: ["Los Angeles County", "LA County", "Los Angeles County, CA"] },
  { fips: "17031", names: ["Cook County", "Cook County, IL", "Chicago"] },
  { fips: "36047", names: ["Brooklyn", "Kings County, NY", "Kings County New York"] },
  { fips: "36005", names: ["the Bronx", "Bronx County", "The Bronx"] },
  { fips: "06075", names: ["San Francisco", "San Francisco County", "SF"] },
  { fips: "42101", names: ["Philadelphia", "Philadelphia County", "philly"] },
  { fips: "12086", names: ["Miami-Dade", "Miami-Dade County", "Miami"] },
  { fips: "48201", names: ["Harris County", "Houston", "Harris County, TX"] },
  { fips: "53033", names: ["King County", "Seattle", "King County, WA"] },
  { fips: "04013", names: ["Maricopa County", "Phoenix", "Maricopa County AZ"] },
  { fips: "32003", names: ["Clark County, NV", "Las Vegas", "Clark County Nevada"] },
  { fips: "26163", names: ["Wayne County, MI", "Detroit", "Wayne County Michigan"] },
];
const CITY: Record<string, string[]> = { "53033": ["Seattle", "seattle"], "36061": ["New York", "NYC", "New York City", "Manhattan"] };

const TYPOS: [string, string][] = [
  ["population", "populaton"],
  ["expectancy", "expectency"],
  ["temperature", "temprature"],
  ["unemployment", "unemplyment"],
  ["Seattle", "Seatle"],
  ["Philippines", "Phillipines"],
  ["employment", "employmnet"],
  ["inflation", "inflaton"],
  ["February", "Febuary"],
  ["construction", "constuction"],
  ["exchange", "exchnage"],
  ["Germany", "Germnay"],
];

type Gen = (r: () => number, t: Truth, tpl: string) => { q: string; expect: Expect } | null;

interface Category {
  id: string;
  dev: string[];
  heldout: string[];
  gen: Gen;
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const fill = (tpl: string, slots: Record<string, string>) => tpl.replace(/\{(\w+)\}/g, (_, k: string) => slots[k] ?? `{${k}}`);
const value = (code: string, region: string, p: Point, dates = [p.date]): Expect => ({ kind: "value", indicators: [code], region, dates, value: p.value });
const lastIn = (pts: Point[], prefix: string) => pts.filter((p) => p.date.startsWith(prefix)).at(-1);
const firstIn = (pts: Point[], prefix: string) => pts.find((p) => p.date.startsWith(prefix));
const shiftYears = (d: string, n: number) => `${Number(d.slice(0, 4)) - n}${d.slice(4)}`;
/** Today as the engine reads it (the system clock): "N years ago" counts back from it. */
const TODAY = new Date().toISOString().slice(0, 10);
/** The first day of the month after a monthly period's. */
const nextMonth = (d: string) => new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 1)).toISOString().slice(0, 10);
const when = (s: Series, p: Point) => (s.freq === "daily" ? day(p.date) : s.freq === "monthly" ? month(p.date) : year(p.date));
const name = (r: () => number, s: Series) => pick(r, s.names);
const cap = (q: string) => q.charAt(0).toUpperCase() + q.slice(1);

const CATEGORIES: Category[] = [
  {
    id: "latest",
    dev: ["what is the latest value of {name}", "{name} latest", "whats {name} now", "current {name}?", "where does {name} stand right now", "most recent reading of {name}", "give me the newest {name} figure"],
    heldout: ["what's the most recent {name}", "{name}, latest figure please", "show me {name} today", "{name} right now?"],
    gen: (r, t, tpl) => {
      const s = pick(r, NATIONAL);
      const p = t.points(s.code, s.region).at(-1)!;
      return { q: fill(tpl, { name: name(r, s) }), expect: value(s.code, s.region, p) };
    },
  },
  {
    id: "value_at",
    dev: ["what was {name} in {when}", "{name} {when}", "value of {name} in {when}?", "how high was {name} in {when}", "{name} as of {when}", "tell me {name} for {when}", "In {when}, what was {name}?", "{name} in {when}, please", "what did {name} stand at in {when}", "{name} reading for {when}", "what level was {name} at in {when}"],
    heldout: ["what did {name} read in {when}", "{name} back in {when}", "give me {name} for {when}", "{name} during {when}?"],
    gen: (r, t, tpl) => {
      const s = pick(r, NATIONAL);
      const pts = t.points(s.code, s.region);
      const p = pts[Math.floor(r() * (pts.length - 24)) + 12]!;
      // a month for monthly series; a day (one that is stored) for daily ones; a year for every third question: its last period
      if (r() < 0.33) {
        const last = lastIn(pts, year(p.date))!;
        return { q: fill(tpl, { name: name(r, s), when: year(p.date) }), expect: value(s.code, s.region, last) };
      }
      return { q: fill(tpl, { name: name(r, s), when: when(s, p) }), expect: value(s.code, s.region, p) };
    },
  },
  {
    id: "change",
    dev: ["how did {name} change between {a} and {b}", "change in {name} from {a} to {b}", "how much did {name} rise or fall since {a}", "by how much did {name} move from {a} to {b}?", "{name}: change {a}-{b}", "what happened to {name} between {a} and {b}", "how much has {name} changed since {a}"],
    heldout: ["how far did {name} go from {a} to {b}", "change of {name} between {a} and {b}?", "{name} from {a} to {b}, how much did it change", "did {name} go up or down since {a}"],
    gen: (r, t, tpl) => {
      const s = pick(r, NATIONAL.filter((x) => x.freq !== "daily"));
      const pts = t.points(s.code, s.region);
      const years = [...new Set(pts.map((p) => year(p.date)))].slice(1, -1);
      const a = pick(r, years.slice(0, -3));
      const b = pick(r, years.filter((y) => y > a));
      const since = tpl.includes("since");
      const from = firstIn(pts, a)!;
      const to = since ? pts.at(-1)! : lastIn(pts, b)!;
      return { q: fill(tpl, { name: name(r, s), a, b }), expect: { kind: "change", indicators: [s.code], region: s.region, from, to } };
    },
  },
  {
    id: "relative_dates",
    dev: [
      "how did {name} change over the past {n} years",
      "{name} {n} years ago",
      "change in {name} since the 2008 crisis",
      "what was {name} a year ago",
      "how has {name} moved in the last {n} years?",
      "{name} over the past decade",
      "how much did {name} change since the financial crisis",
      "what was {name} {n} years ago?",
      "change in {name} over the last {n} years",
      "{name} change in the past decade",
      "how has {name} done since the 2008 financial crisis",
    ],
    heldout: ["where was {name} {n} years ago", "{name}: change across the previous {n} years", "how much has {name} changed this past decade", "{name} since the 2008 crash"],
    gen: (r, t, tpl) => {
      const s = pick(r, NATIONAL.filter((x) => x.freq !== "daily"));
      const pts = t.points(s.code, s.region);
      const latest = pts.at(-1)!;
      const n = tpl.includes("decade") ? 10 : tpl.includes("a year ago") ? 1 : pick(r, [2, 3, 5]);
      const q = fill(tpl, { name: name(r, s), n: String(n) });
      if (/ago/.test(tpl)) {
        // the month holding the day that long before today; none when the series stops before that month
        const back = shiftYears(TODAY, n);
        const p = pts.filter((x) => x.date <= back).at(-1)!;
        return { q, expect: p !== latest || back < nextMonth(latest.date) ? value(s.code, s.region, p) : { kind: "not_answerable" } };
      }
      const start = /2008|financial crisis/.test(tpl) ? "2008-01-01" : shiftYears(latest.date, n);
      const from = pts.find((x) => x.date >= start)!;
      return { q, expect: { kind: "change", indicators: [s.code], region: s.region, from, to: latest } };
    },
  },
  {
    id: "max_min",
    dev: ["what was the highest {name} ever", "lowest {name} on record", "{w} day in {city}", "when did {name} peak", "all-time high of {name}", "when did {name} hit its low", "what was the {w} day in {city} in {y}", "record low for {name}", "{name} peak value"],
    heldout: ["highest {name} on record", "the lowest {name} has ever been", "{w} day on record in {city}", "when was {name} at its lowest", "{name} all time low"],
    gen: (r, t, tpl) => {
      if (tpl.includes("{w}")) {
        const [w, code, dir] = pick(r, [
          ["hottest", "weather.temp_max", "max"],
          ["coldest", "weather.temp_min", "min"],
          ["wettest", "weather.precipitation", "max"],
          ["windiest", "weather.wind", "max"],
        ] as const);
        const region = pick(r, Object.keys(CITY));
        let pts = t.points(code, region);
        const y = pick(r, ["2012", "2013", "2014", "2015"]);
        if (tpl.includes("{y}")) pts = pts.filter((p) => p.date.startsWith(y));
        const best = dir === "max" ? Math.max(...pts.map((p) => p.value)) : Math.min(...pts.map((p) => p.value));
        const dates = pts.filter((p) => p.value === best).map((p) => p.date);
        return { q: fill(tpl, { w, city: pick(r, CITY[region]!), y }), expect: { kind: "value", indicators: [code], region, dates, value: best } };
      }
      const s = pick(r, NATIONAL.filter((x) => x.code !== "ces.nonfarm"));
      const pts = t.points(s.code, s.region);
      const high = /highest|peak|high/.test(tpl);
      const best = high ? Math.max(...pts.map((p) => p.value)) : Math.min(...pts.map((p) => p.value));
      return { q: fill(tpl, { name: name(r, s) }), expect: { kind: "value", indicators: [s.code], region: s.region, dates: pts.filter((p) => p.value === best).map((p) => p.date), value: best } };
    },
  },
  {
    id: "rank",
    dev: ["which country had the {dir} {what} in {y}", "which county had the {dir} unemployment rate", "top 5 countries by {what} in {y}", "what country has the {dir} {what} in {y}?", "which county in {state} had the {dir} unemployment rate", "the country with the {dir} {what} in {y}", "rank the countries by {what} in {y}", "which nation had the {dir} {what} in {y}", "what was the {dir} {what} of any country in {y}", "the {dir} unemployment rate among counties in {state}", "list the top countries for {what} in {y}", "{y}: country with the {dir} {what}"],
    heldout: ["in {y}, which country had the {dir} {what}", "name the country with the {dir} {what} in {y}", "{dir} unemployment rate of any county in {state}", "top countries by {what} in {y}"],
    gen: (r, t, tpl) => {
      if (/count(?:y|ies)/.test(tpl)) {
        const states: Record<string, string> = { California: "06", Texas: "48", Florida: "12", "New York": "36", Ohio: "39" };
        const stateName = pick(r, Object.keys(states));
        const dir = pick(r, ["highest", "lowest"] as const);
        const pool = t.regionsOf("laus.unemployment_rate").filter((c) => !tpl.includes("{state}") || c.startsWith(states[stateName]!));
        const rows = pool.map((c) => ({ c, v: t.points("laus.unemployment_rate", c)[0]!.value }));
        const best = dir === "highest" ? Math.max(...rows.map((x) => x.v)) : Math.min(...rows.map((x) => x.v));
        const winners = rows.filter((x) => x.v === best);
        if (winners.length > 1) return null;
        return {
          q: fill(tpl, { dir, state: stateName }),
          expect: { kind: "rank", indicators: ["laus.unemployment_rate"], date: "2009-01-01", direction: dir, region: winners[0]!.c, value: best },
        };
      }
      const [what, code] = pick(r, [
        ["population", "wb.population"],
        ["gdp", "wb.gdp"],
        ["inflation", "wb.inflation_consumer"],
      ] as const);
      const y = pick(r, ["2000", "2005", "2010", "2015", "2020"]);
      const dir = /\btop\b|^rank/.test(tpl) ? "highest" : pick(r, ["highest", "lowest"] as const);
      const rows = t.regionsOf(code).flatMap((c) => t.points(code, c).filter((p) => p.date === `${y}-01-01`).map((p) => ({ c, v: p.value })));
      const best = dir === "highest" ? Math.max(...rows.map((x) => x.v)) : Math.min(...rows.map((x) => x.v));
      const winners = rows.filter((x) => x.v === best);
      if (winners.length > 1) return null;
      return { q: fill(tpl, { dir, what, y }), expect: { kind: "rank", indicators: [code], date: `${y}-01-01`, direction: dir, region: winners[0]!.c, value: best } };
    },
  },
  {
    id: "compare",
    dev: ["compare the {what} of {a} and {b} in {y}", "{a} vs {b} {what} {y}", "was unemployment higher in {ca} or {cb}", "{what} in {a} versus {b} in {y}", "which had more {what} in {y}, {a} or {b}?", "compare unemployment in {ca} and {cb}", "how does {a} compare to {b} on {what} in {y}"],
    heldout: ["{a} or {b}: which had the higher {what} in {y}", "compare {what}: {a} and {b}, {y}", "unemployment in {ca} vs {cb}", "{what} of {a} compared with {b} in {y}"],
    gen: (r, t, tpl) => {
      if (tpl.includes("{ca}")) {
        const [a, b] = [pick(r, COUNTIES), pick(r, COUNTIES)];
        if (a.fips === b.fips) return null;
        const pa = t.points("laus.unemployment_rate", a.fips)[0]!;
        const pb = t.points("laus.unemployment_rate", b.fips)[0]!;
        return {
          q: fill(tpl, { ca: a.names[0]!, cb: b.names[0]! }),
          expect: { kind: "compare", indicators: ["laus.unemployment_rate"], date: "2009-01-01", pairs: [{ region: a.fips, value: pa.value }, { region: b.fips, value: pb.value }] },
        };
      }
      const [what, code] = pick(r, [
        ["population", "wb.population"],
        ["GDP", "wb.gdp"],
        ["life expectancy", "gapminder.life_expectancy"],
      ] as const);
      const [a, b] = [pick(r, COUNTRIES), pick(r, COUNTRIES)];
      if (a.code === b.code) return null;
      const y = pick(r, code.startsWith("gapminder") ? ["1980", "1990", "2000", "2005"] : ["1995", "2005", "2015", "2020"]);
      const pa = t.points(code, a.code).find((p) => p.date === `${y}-01-01`);
      const pb = t.points(code, b.code).find((p) => p.date === `${y}-01-01`);
      if (!pa || !pb) return null;
      return {
        q: fill(tpl, { what, y, a: a.names[0]!, b: b.names[0]! }),
        expect: { kind: "compare", indicators: [code], date: `${y}-01-01`, pairs: [{ region: a.code, value: pa.value }, { region: b.code, value: pb.value }] },
      };
    },
  },
  {
    id: "places",
    dev: ["unemployment rate in {county}", "{country} population in {y}", "{demonym} life expectancy in {gy}", "max temperature in {city} on {d}", "what was the jobless rate in {county} in 2009", "how many people lived in {country} in {y}", "life expectancy of the {demonym} in {gy}", "how hot did it get in {city} on {d}", "{county} unemployment", "what was the population of {country} in {y}", "average lifespan of {demonym} people in {gy}", "temperature high in {city} on {d}", "in {y}, how many people did {country} have", "how long did {demonym} people live in {gy}", "what share of workers were unemployed in {county}", "{country} pop {y}"],
    heldout: ["jobless rate for {county}", "population of {country} in {y}", "how long did {demonym} people live on average in {gy}", "highest temperature in {city} on {d}"],
    gen: (r, t, tpl) => {
      if (tpl.includes("{county}")) {
        const c = pick(r, COUNTIES);
        return { q: fill(tpl, { county: pick(r, c.names) }), expect: value("laus.unemployment_rate", c.fips, t.points("laus.unemployment_rate", c.fips)[0]!) };
      }
      if (tpl.includes("{country}")) {
        const c = pick(r, COUNTRIES);
        const y = pick(r, ["1990", "2000", "2010", "2020"]);
        const p = t.points("wb.population", c.code).find((x) => x.date === `${y}-01-01`)!;
        return { q: fill(tpl, { country: pick(r, c.names), y }), expect: value("wb.population", c.code, p) };
      }
      if (tpl.includes("{demonym}")) {
        const code = pick(r, Object.keys(DEMONYM));
        const gy = pick(r, ["1980", "1990", "2000", "2005"]);
        const p = t.points("gapminder.life_expectancy", code).find((x) => x.date === `${gy}-01-01`);
        if (!p) return null;
        return { q: fill(tpl, { demonym: DEMONYM[code]!, gy }), expect: value("gapminder.life_expectancy", code, p) };
      }
      const region = pick(r, Object.keys(CITY));
      const pts = t.points("weather.temp_max", region);
      const p = pick(r, pts);
      return { q: fill(tpl, { city: pick(r, CITY[region]!), d: day(p.date) }), expect: value("weather.temp_max", region, p) };
    },
  },
  {
    id: "industries",
    dev: ["how many {words} were there in {when}", "{words} in {when}", "number of {words} {when}", "how many {words} did the US have in {when}?", "what was the count of {words} in {when}", "{words} as of {when}", "how many {words} were employed in {when}", "employment of {words} in {when}", "{when} {words}", "tally of {words} for {when}", "what did {words} total in {when}", "what was total {words} in {when}", "how many {words} existed in {when}", "{words}, {when}, in thousands"],
    heldout: ["total {words} in {when}", "{words} count for {when}", "how many {words} in {when}?"],
    gen: (r, t, tpl) => {
      const ind = pick(r, INDUSTRIES);
      const pts = t.points(`ces.${ind.column}`, "US");
      const p = pick(r, pts);
      return { q: fill(tpl, { words: pick(r, ind.words), when: month(p.date) }), expect: value(`ces.${ind.column}`, "US", p) };
    },
  },
  {
    id: "unit_words",
    dev: ["{name} in {unit} in {when}", "what was {name} in {when}, in {unit}", "how many {unit} was {name} in {when}", "{name} ({unit}) for {when}", "in {unit}, {name} in {when}?"],
    heldout: ["{name} for {when} in {unit}", "{name} in {when} (in {unit})", "tell me {name} in {unit} for {when}"],
    gen: (r, t, tpl) => {
      const s = pick(r, NATIONAL.filter((x) => x.freq === "monthly"));
      const pts = t.points(s.code, s.region);
      const p = pts[Math.floor(r() * (pts.length - 12)) + 6]!;
      return { q: fill(tpl, { name: name(r, s), unit: s.unit!, when: month(p.date) }), expect: value(s.code, s.region, p) };
    },
  },
  {
    id: "typos",
    dev: ["{country} {w} in {y}", "{w} rate in {county} 2009", "{month} 2009 nonfarm {w}", "whats the {w} of {country} in {y}", "{county} {w} rate", "nonfarm {w} in {month} 2010?", "max {w} {city} {d}"],
    heldout: ["{w} of {country} in {y}", "{county} {w} rate in 2009", "{month} 2009 {w} nonfarm", "{w} max in {city} on {d}"],
    gen: (r, t, tpl) => {
      const typo = (w: string) => TYPOS.find(([a]) => a === w)?.[1] ?? w;
      if (tpl.includes("{country}")) {
        const c = pick(r, COUNTRIES.filter((x) => ["DE", "PH", "IN", "JP", "BR"].includes(x.code)));
        const y = pick(r, ["1990", "2000", "2010"]);
        const w = "population";
        const p = t.points("wb.population", c.code).find((x) => x.date === `${y}-01-01`)!;
        const countryName = c.code === "DE" ? typo("Germany") : c.code === "PH" ? typo("Philippines") : c.names[0]!;
        return { q: fill(tpl, { country: countryName, w: typo(w), y }), expect: value("wb.population", c.code, p) };
      }
      if (tpl.includes("{county}")) {
        const c = pick(r, COUNTIES);
        return { q: fill(tpl, { county: c.names[0]!, w: typo("unemployment") }), expect: value("laus.unemployment_rate", c.fips, t.points("laus.unemployment_rate", c.fips)[0]!) };
      }
      if (tpl.includes("{city}")) {
        const pts = t.points("weather.temp_max", "53033");
        const p = pick(r, pts);
        return { q: fill(tpl, { w: typo("temperature"), city: typo("Seattle"), d: day(p.date) }), expect: value("weather.temp_max", "53033", p) };
      }
      const m = tpl.includes("2010") ? "2010" : "2009";
      const mo = pick(r, [1, 2, 3, 6, 9]);
      const p = t.points("ces.nonfarm", "US").find((x) => x.date === `${m}-${String(mo).padStart(2, "0")}-01`)!;
      const monthName = mo === 2 ? typo("February") : MONTHS[mo - 1]!;
      return { q: fill(tpl, { month: monthName, w: typo("employment") }), expect: value("ces.nonfarm", "US", p) };
    },
  },
  {
    id: "current_data",
    dev: ["latest {fx} exchange rate", "{country} GDP in {y}", "{country} inflation rate in {y}", "price of {what} in {when}", "how many {fxunit} per dollar now", "what was {country}'s gdp in {y}?", "consumer price inflation in {country} in {y}", "what did {what} cost in {when}"],
    heldout: ["what is the {fx} trading at against the dollar", "{country} gross domestic product in {y}", "inflation in {country} for {y}", "how much was {what} in {when}"],
    gen: (r, t, tpl) => {
      if (tpl.includes("{fx}") || tpl.includes("{fxunit}")) {
        const [fx, fxunit, region] = pick(r, [
          ["Japanese yen", "yen", "JP"],
          ["British pound", "pounds", "GB"],
          ["Canadian dollar", "canadian dollars", "CA"],
          ["Swiss franc", "swiss francs", "CH"],
          ["Indian rupee", "rupees", "IN"],
          ["Mexican peso", "pesos", "MX"],
        ] as const);
        return { q: fill(tpl, { fx, fxunit }), expect: value("fx.currency_per_usd", region, t.points("fx.currency_per_usd", region).at(-1)!) };
      }
      if (tpl.includes("{country}")) {
        const c = pick(r, COUNTRIES);
        const code = /inflation/.test(tpl) ? "wb.inflation_consumer" : "wb.gdp";
        const y = pick(r, ["2008", "2012", "2019", "2022"]);
        const p = t.points(code, c.code).find((x) => x.date === `${y}-01-01`);
        if (!p) return null;
        return { q: fill(tpl, { country: c.names[0]!.replace(/'s$/, ""), y }), expect: value(code, c.code, p) };
      }
      const s = pick(r, NATIONAL.filter((x) => ["eia.wti", "eia.brent", "gold.price"].includes(x.code)));
      const pts = t.points(s.code, s.region);
      const p = pts[Math.floor(r() * (pts.length - 30)) + 15]!;
      const what = s.code === "gold.price" ? "gold" : s.code === "eia.wti" ? "WTI crude oil" : "Brent crude oil";
      return { q: fill(tpl, { what, when: when(s, p) }), expect: value(s.code, s.region, p) };
    },
  },
  {
    id: "vs_average",
    dev: ["is {name} above its long-run average", "was {name} in {y} higher than average", "{name} compared to its historical average", "is {name} below average right now", "how does {name} in {y} compare with its average", "was {name} above normal in {y}?"],
    heldout: ["is {name} higher or lower than usual", "{name} in {y} vs its average", "how does {name} today compare to its average", "was {name} unusually high in {y}"],
    gen: (r, t, tpl) => {
      const s = pick(r, NATIONAL.filter((x) => x.freq !== "daily"));
      const pts = t.points(s.code, s.region);
      const average = pts.reduce((a, p) => a + p.value, 0) / pts.length;
      const y = year(pick(r, pts.slice(12, -12)).date);
      const p = tpl.includes("{y}") ? lastIn(pts, y)! : pts.at(-1)!;
      return { q: fill(tpl, { name: name(r, s), y }), expect: { kind: "vs_average", indicators: [s.code], region: s.region, date: p.date, value: p.value, average } };
    },
  },
  {
    id: "not_answerable",
    dev: ["what is the price of bitcoin", "average rent in Paris", "nonfarm employment in 1850", "how many cats live in Texas", "unemployment rate in London", "ethereum price today", "the number of dentists in Ohio", "gold price in the year 1200", "what is the mortgage rate in Tokyo", "how many tourists visited Iceland", "GDP of Atlantis"],
    heldout: ["price of dogecoin", "how many bridges are in Venice", "unemployment rate on Mars", "Tokyo subway ridership", "population of Gotham City", "nonfarm payrolls in 1700"],
    gen: (_r, _t, tpl) => ({ q: tpl, expect: { kind: "not_answerable" } }),
  },
  {
    // added 2026-11-28, both lists written before the engine read "average" over a window (after
    // not_answerable, so the questions of the categories above are drawn exactly as before)
    id: "window_mean",
    dev: ["what was the average of {name} in {y}", "{name} on average in {y}", "what was {name} on average during {y}", "the mean of {name} over {y}", "average level of {name} for {y}"],
    heldout: ["how high was {name} on average in {y}", "what did {name} average in {y}", "{name}: average for {y}", "mean value of {name} in {y}"],
    gen: (r, t, tpl) => {
      const s = pick(r, NATIONAL);
      const pts = t.points(s.code, s.region);
      const y = year(pick(r, pts.slice(12, -12)).date);
      const inYear = pts.filter((p) => p.date.startsWith(y));
      // a whole year only: the mean of a year the file covers in part is not that year's average
      if (inYear.length < (s.freq === "monthly" ? 12 : 200)) return null;
      const average = inYear.reduce((a, p) => a + p.value, 0) / inYear.length;
      return {
        q: fill(tpl, { name: name(r, s), y }),
        expect: { kind: "mean", indicators: [s.code], region: s.region, from: inYear[0]!.date, to: inYear.at(-1)!.date, average },
      };
    },
  },
];

/** 35 dev and 30 held-out questions per category (fewer for not_answerable, whose phrasings are fixed). */
export function generateQuestions(): EvalQuestion[] {
  const truth = readTruth();
  const out: EvalQuestion[] = [];
  for (const part of ["dev", "heldout"] as const) {
    const r = prng(part === "dev" ? 20261125 : 90417);
    for (const c of CATEGORIES) {
      const templates = c[part];
      const target = c.id === "not_answerable" ? templates.length : part === "dev" ? 35 : 30;
      const seen = new Set<string>();
      for (let attempt = 0; seen.size < target && attempt < target * 20; attempt++) {
        const tpl = templates[attempt % templates.length]!;
        const made = c.gen(r, truth, tpl);
        if (!made || seen.has(made.q)) continue;
        seen.add(made.q);
        out.push({ id: `${part}-${c.id}-${seen.size}`, part, category: c.id, q: r() < 0.5 ? cap(made.q) : made.q, expect: made.expect });
      }
    }
  }
  return out;
}
