import { z } from "@hono/zod-openapi";

/** Year 0000 does not exist (nor does it in PostgreSQL): dates and years run from 0001 to 9999. */
const inYearZero = (s: string) => s.startsWith("0000");

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` is a date `YYYY-MM-DD` that exists (2026-02-30 and 0000-01-01 do not). */
export function isCalendarDate(s: string): boolean {
  if (!DATE_SHAPE.test(s) || inYearZero(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Whether `s` is a UTC time `YYYY-MM-DDTHH:MM:SS[.ffffff]Z` on a date that exists (as the server writes them in cursors). */
export function isUtcTimestamp(s: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,6})?Z$/.exec(s);
  return m !== null && isCalendarDate(m[1]!);
}

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export const isoDate = (description: string, example?: string) =>
  z
    .string()
    .regex(DATE_SHAPE, { error: "must be a date YYYY-MM-DD" })
    .refine(isCalendarDate, { error: "is not a valid calendar date" })
    .openapi({ format: "date", description, ...(example ? { example } : {}) });

/** A year `YYYY`, or its first day `YYYY-01-01`, that exists. */
export const isoYear = (description: string, example?: string) =>
  z
    .string()
    .regex(/^\d{4}(-01-01)?$/, { error: "must be a year YYYY or YYYY-01-01" })
    .refine((s) => !inYearZero(s), { error: "is not a valid year (there is no year 0000)" })
    .openapi({ description, ...(example ? { example } : {}) });

export const utcToday = (now: Date) => now.toISOString().slice(0, 10);
