/**
 * Reads a plain-language question about a time series into a structured plan: what is asked (intent),
 * over which time (window), where (regions, from a gazetteer the caller supplies) and the words left for
 * the series search. Pure: no I/O; the caller passes the gazetteer and the vocabulary used to mend typos.
 */

export type AskIntent = "latest" | "value_at" | "change" | "compare" | "highest" | "lowest" | "trend";

/** A span of periods, inclusive, as ISO dates; either bound may be open. */
export interface AskWindow {
  /** How the window was written, for the trace. */
  text: string;
  kind: "point" | "range" | "since" | "relative" | "all";
  start?: string;
  end?: string;
  /** Relative windows ("last 5 years", "2y"): counted back from the series' latest period. */
  relative?: { amount: number; unit: "d" | "m" | "y" };
  /** For a point: how fine it was written (a month, a year or a day). */
  granularity?: "day" | "month" | "year";
}

export interface GazetteerEntry {
  code: string;
  type: string;
  name: string;
  postal?: string | null;
  parentCode?: string | null;
}

export interface RegionMention {
  code: string;
  /** The words of the question that named it. */
  text: string;
  /** Other regions the same words could mean (e.g. Georgia the state and Georgia the country). */
  alternatives: string[];
}

export interface ParsedQuestion {
  question: string;
  intent: AskIntent;
  window: AskWindow | null;
  regions: RegionMention[];
  /** Words left for the series search, typos mended. */
  searchText: string;
  /** Typos that were mended, "from → to". */
  corrections: string[];
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_INDEX: Record<string, number> = {};
MONTHS.forEach((m, i) => {
  MONTH_INDEX[m] = i + 1;
  MONTH_INDEX[m.slice(0, 3)] = i + 1;
});
MONTH_INDEX.sept = 9;
const MONTH_RE = "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?";
const YEAR_RE = "((?:18|19|20)\\d{2})";

/** Region words that always mean the same place, whatever the gazetteer holds. */
export const REGION_ALIASES: Record<string, string> = {
  "the united states of america": "US",
  "united states of america": "US",
  "the united states": "US",
  "united states": "US",
  "the us": "US",
  "the u.s.": "US",
  "u.s.a.": "US",
  "u.s.": "US",
  usa: "US",
  america: "US",
  national: "US",
  nationally: "US",
  nationwide: "US",
  "the world": "WLD",
  world: "WLD",
  worldwide: "WLD",
  global: "WLD",
  globally: "WLD",
  "the uk": "GB",
  uk: "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
};

/** Words that carry no meaning for the series search. */
const STOP_WORDS = new Set(
  (
    "a an the of in on at for to from by with and or is was were are be been being what whats what's which who how " +
    "much many did does do has have had it its this that these those there their me my i we our you your us " +
    "tell show give get find please about as into than then value level number figure figures data stat stats statistic statistics " +
    "current currently now today latest recent recently most newest last past over during year years month months day days " +
    "since between until till through ago period time when where why compare compared comparison versus vs against " +
    "change changed changes grow grew grown growth rise rose risen fall fell fallen increase increased decrease decreased " +
    "drop dropped move moved moving evolve evolved highest lowest peak peaked maximum minimum max min record trough bottom top " +
    "trend trending trends accelerate accelerating accelerated acceleration decelerate decelerating slowing slow speeding speed up down " +
    "go went gone look like so far much more less level levels rate? was? been? new all overall total? per"
  )
    .split(/\s+/)
    .filter((w) => w && !w.endsWith("?")),
);

const INTENT_WORDS = {
  highest: /\b(highest|peak(ed)?|maximum|max|record high|all[- ]time high|top|largest|biggest|most)\b/,
  lowest: /\b(lowest|trough|minimum|min|record low|all[- ]time low|bottom|smallest|least)\b/,
  trend: /\b(trend(s|ing)?|accelerat\w*|decelerat\w*|slowing|speeding up|momentum|direction)\b/,
  change: /\b(change[ds]?|chang(ing)|gr[eo]w(n|th)?|rise|rose|risen|fall|fell|fallen|increase[ds]?|decrease[ds]?|drop(ped)?|move[ds]?|evolve[ds]?|how much (more|less)|gain(ed)?|los[st])\b/,
  compare: /\b(compare[ds]?|comparison|versus|vs\.?|against)\b/,
  latest: /\b(latest|current(ly)?|now|today|most recent|newest|right now)\b/,
};

/**
 * Edit distance where a swap of two neighbouring letters counts as one edit (optimal string alignment),
 * so "employmnet" is one edit from "employment"; stops early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Words the parser itself understands; merged with the caller's vocabulary for typo mending. */
export const PARSER_VOCABULARY = [
  ...MONTHS,
  "between",
  "since",
  "latest",
  "current",
  "highest",
  "lowest",
  "maximum",
  "minimum",
  "change",
  "changed",
  "compare",
  "compared",
  "versus",
  "increase",
  "decrease",
  "trend",
  "trending",
  "accelerating",
  "employment",
  "unemployment",
  "county",
];

/**
 * Mends words of five letters or more that are one edit away from exactly one vocabulary word
 * (several candidates: the first in vocabulary order wins, so the caller lists important words first).
 */
export function mendTypos(words: string[], vocabulary: Iterable<string>): { words: string[]; corrections: string[] } {
  const vocab = [...new Set([...vocabulary].map((w) => w.toLowerCase()))];
  const known = new Set(vocab);
  const corrections: string[] = [];
  const out = words.map((w) => {
    if (w.length < 5 || known.has(w) || !/^[a-z]+$/.test(w)) return w;
    const hit = vocab.find((v) => v.length >= 4 && editDistance(w, v, 1) <= 1);
    if (!hit) return w;
    corrections.push(`${w} → ${hit}`);
    return hit;
  });
  return { words: out, corrections };
}

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthStart = (y: number, m: number) => `${y}-${pad(m)}-01`;
const monthEnd = (y: number, m: number) => `${y}-${pad(m)}-${pad(lastDay(y, m))}`;

/** The `window` query parameter: "all" or a count of days, months or years ("2y", "18m"). */
export function windowFromParam(param: string): AskWindow | null {
  if (param === "all") return { text: "all", kind: "all" };
  const m = /^([1-9][0-9]*)([dmy])$/.exec(param);
  if (!m) return null;
  return { text: param, kind: "relative", relative: { amount: Number(m[1]), unit: m[2] as "d" | "m" | "y" } };
}

interface Extracted {
  window: AskWindow | null;
  rest: string;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };

/** Finds the first time expression in the (lowercased) text and removes it. */
export function extractWindow(text: string): Extracted {
  const cut = (m: RegExpExecArray) => text.slice(0, m.index) + " " + text.slice(m.index + m[0].length);
  let m: RegExpExecArray | null;

  // between March 2007 and June 2009 / from 2007 to 2009
  m = new RegExp(`\\b(?:between|from)\\s+(?:${MONTH_RE}\\s+)?${YEAR_RE}\\s+(?:and|to|through|until|-)\\s+(?:${MONTH_RE}\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const [y1, y2] = [Number(m[2]), Number(m[4])];
    const m1 = m[1] ? MONTH_INDEX[m[1]]! : 1;
    const m2 = m[3] ? MONTH_INDEX[m[3]]! : 12;
    return { window: { text: m[0].trim(), kind: "range", start: monthStart(y1, m1), end: monthEnd(y2, m2) }, rest: cut(m) };
  }
  m = new RegExp(`\\b${YEAR_RE}\\s*(?:-|–|to)\\s*${YEAR_RE}\\b`).exec(text);
  if (m) {
    return { window: { text: m[0].trim(), kind: "range", start: `${m[1]}-01-01`, end: `${m[2]}-12-31` }, rest: cut(m) };
  }
  // since March 2008 / since 2008
  m = new RegExp(`\\b(?:since|after|from)\\s+(?:${MONTH_RE}\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const mo = m[1] ? MONTH_INDEX[m[1]]! : 1;
    return { window: { text: m[0].trim(), kind: "since", start: monthStart(Number(m[2]), mo) }, rest: cut(m) };
  }
  // last 5 years / past 18 months / over the last year / the past decade
  m = /\b(?:in |over |during )?(?:the )?(?:last|past|previous|recent)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)?\s*(day|week|month|year|decade)s?\b/.exec(text);
  if (m) {
    const n = m[1] ? (NUMBER_WORDS[m[1]] ?? Number(m[1])) : 1;
    const unit = m[2]!;
    const relative =
      unit === "decade"
        ? { amount: n * 10, unit: "y" as const }
        : unit === "week"
          ? { amount: n * 7, unit: "d" as const }
          : { amount: n, unit: unit[0] as "d" | "m" | "y" };
    return { window: { text: m[0].trim(), kind: "relative", relative }, rest: cut(m) };
  }
  // 2y / 18m shorthand
  m = /\b([1-9]\d*)\s?([dmy])\b/.exec(text);
  if (m) {
    return { window: { text: m[0].trim(), kind: "relative", relative: { amount: Number(m[1]), unit: m[2] as "d" | "m" | "y" } }, rest: cut(m) };
  }
  // 4 March 2012 / March 4, 2012 / 2012-03-04
  m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE},?\\s+${YEAR_RE}\\b`).exec(text);
  if (m) {
    const d = `${m[3]}-${pad(MONTH_INDEX[m[2]!]!)}-${pad(Number(m[1]))}`;
    return { window: { text: m[0].trim(), kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  m = new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR_RE}\\b`).exec(text);
  if (m) {
    const d = `${m[3]}-${pad(MONTH_INDEX[m[1]!]!)}-${pad(Number(m[2]))}`;
    return { window: { text: m[0].trim(), kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  m = /\b((?:18|19|20)\d{2})-(\d{2})(?:-(\d{2}))?\b/.exec(text);
  if (m) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    if (m[3]) {
      const d = `${m[1]}-${m[2]}-${m[3]}`;
      return { window: { text: m[0], kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
    }
    return { window: { text: m[0], kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest: cut(m) };
  }
  // March 2009 / in mar. 2009 / 2009 March
  m = new RegExp(`\\b(?:in\\s+|of\\s+|during\\s+)?${MONTH_RE},?\\s+(?:of\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const [y, mo] = [Number(m[2]), MONTH_INDEX[m[1]!]!];
    return { window: { text: m[0].trim(), kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest: cut(m) };
  }
  m = new RegExp(`\\b${YEAR_RE}\\s+${MONTH_RE}\\b`).exec(text);
  if (m) {
    const [y, mo] = [Number(m[1]), MONTH_INDEX[m[2]!]!];
    return { window: { text: m[0].trim(), kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest: cut(m) };
  }
  // in 2009 / 2009
  m = new RegExp(`\\b(?:in\\s+|of\\s+|during\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const y = Number(m[1]);
    return { window: { text: m[0].trim(), kind: "point", granularity: "year", start: `${y}-01-01`, end: `${y}-12-31` }, rest: cut(m) };
  }
  return { window: null, rest: text };
}

interface GazetteerIndex {
  /** lowercased name (and "name st" forms for counties) → codes */
  byName: Map<string, string[]>;
  byPostal: Map<string, string>;
  maxWords: number;
}

const indexCache = new WeakMap<GazetteerEntry[], GazetteerIndex>();

function indexGazetteer(gazetteer: GazetteerEntry[]): GazetteerIndex {
  const cached = indexCache.get(gazetteer);
  if (cached) return cached;
  const byName = new Map<string, string[]>();
  const byPostal = new Map<string, string>();
  const postalOf = new Map<string, string>();
  for (const g of gazetteer) if (g.type === "state" && g.postal) postalOf.set(g.code, g.postal.toLowerCase());
  const add = (key: string, code: string) => {
    const k = key.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();
    if (!k) return;
    const list = byName.get(k) ?? [];
    if (!list.includes(code)) list.push(code);
    byName.set(k, list);
  };
  let maxWords = 1;
  for (const g of gazetteer) {
    if (g.type === "county") {
      const st = g.parentCode ? postalOf.get(g.parentCode) : undefined;
      const stateName = gazetteer.find((s) => s.code === g.parentCode)?.name;
      if (st) add(`${g.name} ${st}`, g.code);
      if (stateName) add(`${g.name} ${stateName}`, g.code);
      add(g.name, g.code);
    } else {
      add(g.name, g.code);
      if (g.type === "state" && g.postal) byPostal.set(g.postal.toUpperCase(), g.code);
    }
  }
  for (const k of byName.keys()) maxWords = Math.max(maxWords, k.split(" ").length);
  const index = { byName, byPostal, maxWords };
  indexCache.set(gazetteer, index);
  return index;
}

/**
 * Region mentions, longest phrases first: "Los Angeles County, CA", state and country names, aliases
 * ("the US", "world"), and postal abbreviations written in capitals ("CA", not "ca" or "in").
 */
export function extractRegions(
  original: string,
  lowered: string,
  gazetteer: GazetteerEntry[],
  aliases: Record<string, string> = REGION_ALIASES,
): { regions: RegionMention[]; rest: string } {
  const index = indexGazetteer(gazetteer);
  const regions: RegionMention[] = [];
  let rest = lowered;

  // normalise "county, ca" and "county in california" to "county ca" / "county california"
  rest = rest.replace(/\b(county|parish|borough)\s*,\s*/g, "$1 ").replace(/\b(county|parish|borough)\s+in\s+/g, "$1 ");

  const tokens = rest.split(/\s+/).filter(Boolean);
  const clean = (t: string) => t.replace(/[^a-z0-9.&']+/g, "");
  const words = tokens.map((t) => clean(t).replace(/[.']/g, ""));
  const used = new Array(words.length).fill(false);
  const maxN = Math.max(index.maxWords, 5);

  for (let n = maxN; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if (used.slice(i, i + n).some(Boolean)) continue;
      const phrase = words.slice(i, i + n).join(" ");
      const raw = tokens.slice(i, i + n).map(clean).join(" ");
      const alias = aliases[raw] ?? aliases[phrase];
      let codes: string[] | undefined = alias ? [alias] : index.byName.get(phrase);
      if (!codes && n >= 2 && words[i + n - 1] && /^(county|parish)$/.test(words[i + n - 2] ?? "")) codes = undefined;
      if (!codes?.length) continue;
      // a one-word name that is an ordinary word is left to the series search ("georgia" stays a place)
      if (n === 1 && !alias && STOP_WORDS.has(phrase)) continue;
      for (let k = i; k < i + n; k++) used[k] = true;
      regions.push({ code: codes[0]!, text: tokens.slice(i, i + n).join(" "), alternatives: codes.slice(1) });
    }
  }
  // capitalised postal abbreviations in the original text ("Orange County, CA" was caught above); "US" and
  // "UK" in capitals name the countries ("US population"), while "us" in lower case stays a pronoun
  const capitals = original.match(/\b[A-Z]{2}\b/g) ?? [];
  for (const cap of capitals) {
    const code = cap === "US" || cap === "UK" ? aliases[`the ${cap.toLowerCase()}`] : index.byPostal.get(cap);
    const pos = words.findIndex((w, k) => !used[k] && w === cap.toLowerCase());
    if (code && pos >= 0) {
      used[pos] = true;
      regions.push({ code, text: cap, alternatives: [] });
    }
  }
  // keep the order in which they appear in the question
  const positions = regions.map((r) => lowered.indexOf(r.text.split(" ")[0]!));
  const ordered = regions.map((r, k) => ({ r, p: positions[k]! })).sort((a, b) => a.p - b.p).map((x) => x.r);
  return { regions: ordered, rest: words.filter((_, k) => !used[k]).join(" ") };
}

function detectIntent(text: string, window: AskWindow | null, regionCount: number): AskIntent {
  if (INTENT_WORDS.compare.test(text) && regionCount >= 2) return "compare";
  if (regionCount >= 2 && /\b(and|or)\b/.test(text) && !window) return "compare";
  if (INTENT_WORDS.trend.test(text)) return "trend";
  if (INTENT_WORDS.highest.test(text)) return "highest";
  if (INTENT_WORDS.lowest.test(text)) return "lowest";
  if (INTENT_WORDS.change.test(text)) return "change";
  if (window && (window.kind === "since" || window.kind === "range" || window.kind === "relative")) return "change";
  if (regionCount >= 2) return "compare";
  if (window?.kind === "point") return "value_at";
  return "latest";
}

/**
 * Reads one question. `vocabulary` holds the words of the catalog (series names, region names) that
 * typos are mended towards.
 */
export function parseQuestion(
  question: string,
  opts: { gazetteer: GazetteerEntry[]; vocabulary: Iterable<string>; aliases?: Record<string, string>; windowParam?: string | undefined },
): ParsedQuestion {
  const original = question.normalize("NFKC").replace(/[’‘]/g, "'").trim();
  // lower-case, keep the characters that carry meaning (s&p, u.s., 2008-03)
  let lowered = original.toLowerCase().replace(/[?!;:"()[\]{}]/g, " ").replace(/\s+/g, " ").trim();

  // mend typos first, so "Febuary 2009" and "unemplyment" read right
  const vocab = [...PARSER_VOCABULARY, ...opts.vocabulary];
  const mended = mendTypos(lowered.split(" "), vocab);
  lowered = mended.words.join(" ");
  const originalMended = mended.corrections.length ? restoreCase(original, lowered) : original;

  let { window, rest } = extractWindow(lowered);
  if (opts.windowParam) {
    const fromParam = windowFromParam(opts.windowParam);
    if (fromParam) window = fromParam;
  }
  const intentText = lowered;
  const found = extractRegions(originalMended, rest, opts.gazetteer, opts.aliases ?? REGION_ALIASES);
  const intent = detectIntent(intentText, window, found.regions.length);

  const searchWords = found.rest
    .replace(/\bs\s*&\s*p\b|\bs and p\b/g, " sp500 ")
    .split(/\s+/)
    .map((w) => w.replace(/^[^a-z0-9&]+|[^a-z0-9&]+$/g, ""))
    .filter((w) => w && !STOP_WORDS.has(w) && !/^\d{1,2}$/.test(w) && !/^'s$/.test(w));
  return {
    question,
    intent,
    window,
    regions: found.regions,
    searchText: searchWords.join(" "),
    corrections: mended.corrections,
  };
}

/** Keeps capital postal abbreviations visible after mending (mending works on lower case). */
function restoreCase(original: string, lowered: string): string {
  const caps = new Set(original.match(/\b[A-Z]{2}\b/g) ?? []);
  return lowered.replace(/\b[a-z]{2}\b/g, (w) => (caps.has(w.toUpperCase()) ? w.toUpperCase() : w));
}

