import { z } from "@hono/zod-openapi";

/** Year 0000 does not exist (nor does it in PostgreSQL): dates and years run from 0001 to 9999. */
const inYearZero = (s: string) => s.startsWith("0000");

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export const isoDate = (description: string, example?: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date YYYY-MM-DD" })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !inYearZero(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, { error: "is not a valid calendar date" })
    .openapi({ format: "date", description, ...(example ? { example } : {}) });

/** A year `YYYY`, or its first day `YYYY-01-01`, that exists. */
export const isoYear = (description: string, example?: string) =>
  z
    .string()
    .regex(/^\d{4}(-01-01)?$/, { error: "must be a year YYYY or YYYY-01-01" })
    .refine((s) => !inYearZero(s), { error: "is not a valid year (there is no year 0000)" })
    .openapi({ description, ...(example ? { example } : {}) });

export const utcToday = (now: Date) => now.toISOString().slice(0, 10);
