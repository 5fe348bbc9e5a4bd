export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export interface Log {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON line per event on the console; works the same in Node and in workerd. */
export function createConsoleLog(level: LogLevel = "info"): Log {
  const emit = (at: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) => {
    if (ORDER[at] < ORDER[level]) return;
    const line = JSON.stringify({ level: at, time: new Date().toISOString(), msg, ...fields });
    if (at === "error" || at === "warn") console.error(line);
    else console.log(line);
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
  };
}

/**
 * A warning for a condition that repeats (an outage seen by every request): logged at most once per
 * `everyMs`, each line saying how many occurrences since the previous one went unreported.
 */
export function throttledWarning(warn: (msg: string, fields?: LogFields) => void, msg: string, everyMs = 30_000) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;
  return (fields?: LogFields) => {
    const at = Date.now();
    if (at - lastAt < everyMs) {
      unreported++;
      return;
    }
    lastAt = at;
    warn(msg, unreported > 0 ? { ...fields, unreported_since_last_warning: unreported } : fields);
    unreported = 0;
  };
}
