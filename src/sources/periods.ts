/** Calendar periods for observation records, as `YYYY-MM-DD` strings. Pure. */
import type { Frequency } from "./types.js";

export interface Period {
  periodStart: string;
  periodEnd: string;
  periodType: Frequency;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
export const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

export function monthPeriod(year: number, month: number): Period {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { periodStart: ymd(year, month, 1), periodEnd: ymd(year, month, lastDay), periodType: "monthly" };
}

export function quarterPeriod(year: number, quarter: number): Period {
  const lastMonth = quarter * 3;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { periodStart: ymd(year, lastMonth - 2, 1), periodEnd: ymd(year, lastMonth, lastDay), periodType: "quarterly" };
}

/** A whole calendar year, labelled with the given frequency (annual, or a 5-/10-yearly sample year). */
export function yearPeriod(year: number, periodType: Frequency = "annual"): Period {
  return { periodStart: ymd(year, 1, 1), periodEnd: ymd(year, 12, 31), periodType };
}

export function dayPeriod(isoDate: string): Period {
  const [y, m, d] = isoDate.split("-").map(Number);
  // a round trip refuses days a month does not have (2026-02-30), which Date.parse would accept
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || new Date(Date.UTC(y!, m! - 1, d!)).toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  }
  return { periodStart: isoDate, periodEnd: isoDate, periodType: "daily" };
}

/** "2006-01-01" or "2006-01" -> [2006, 1] */
export function isoYearMonth(text: string): [number, number] {
  const m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) throw new Error(`not a YYYY-MM or YYYY-MM-DD date: ${text}`);
  return [Number(m[1]), month];
}

/** "1999" -> 1999 */
export function isoYear(text: string): number {
  if (!/^\d{4}$/.test(text)) throw new Error(`not a YYYY year: ${text}`);
  return Number(text);
}
