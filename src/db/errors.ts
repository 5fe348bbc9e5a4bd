/**
 * Whether an error means the database cannot be reached or cannot serve right now (a restart, a network
 * cut, too many connections), as opposed to a statement that is wrong. Such failures are answered 503 with
 * Retry-After; the same request succeeds once the database is back.
 *
 * Drivers wrap errors differently (drizzle's DrizzleQueryError keeps the driver's error as `cause`; Node's
 * connect to a name with several addresses throws an AggregateError; the Neon driver rejects with the
 * WebSocket's ErrorEvent, whose `error` is the socket's), so the whole chain is examined.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length) {
    const e = pending.pop();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors, error } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; error?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause, error);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** Socket-level failures reaching the server. */
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08, connection exception, by prefix). */
const UNAVAILABLE_SQLSTATE = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What node-postgres and the Neon driver say when a connection drops or cannot be made in time. */
const UNAVAILABLE_MESSAGE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b|connection terminated|timeout exceeded when trying to connect|connection timeout|client has encountered a connection error|cannot use a pool after calling end|socket (has been|was) closed|websocket/i;

/** The SQLSTATE of a database error, looking through the wrappers drivers and drizzle put around it. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** SQLSTATE foreign_key_violation: the row referred to is gone (deleted meanwhile). */
export const FOREIGN_KEY_VIOLATION = "23503";

/** SQLSTATE unique_violation: a row with that unique value exists (written meanwhile by another transaction). */
export const UNIQUE_VIOLATION = "23505";
