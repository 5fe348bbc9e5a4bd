import { z } from "@hono/zod-openapi";

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused); year 0000 does not (nor does it in PostgreSQL). */
export const isoDate = (description: string, example?: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date YYYY-MM-DD" })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !s.startsWith("0000") && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, { error: "is not a valid calendar date" })
    .openapi({ format: "date", description, ...(example ? { example } : {}) });

export const utcToday = (now: Date) => now.toISOString().slice(0, 10);
