/** A moment as the API writes one: UTC, to the whole second (`2026-03-03T09:12:40Z`). */
export const utcSeconds = (d: Date | string): string => new Date(d).toISOString().replace(/\.\d{3}Z$/, "Z");
