import { randomUUID } from "node:crypto";
import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/**
 * One owner per embedded database folder. PGlite is single-process: a second process on the same folder
 * corrupts it or aborts. Whoever opens the folder first writes a lock file naming itself (pid, host,
 * command, since); everyone else is refused with that name. The file is created with link(2) from a fully
 * written temporary file, so it appears atomically and is never seen half-written.
 *
 * A lock whose process is gone (kill -9, power loss) is taken over: the holder's pid is checked (and on
 * Linux that the process with that pid started before the lock was taken, so a reused pid does not keep
 * it), which needs no heartbeat (a heartbeat would go stale while the first data load blocks the event loop).
 * Breaking a stale lock is itself done under the same kind of lock one level up (`<file>.takeover`), so
 * two processes starting together after a crash cannot both remove it and both win.
 */

export const LOCK_FILE_NAME = "svc.lock";

export interface LockHolder {
  pid: number;
  host: string;
  command: string;
  /** When the holder took the lock (ISO 8601). */
  since: string;
  /** Unique per acquisition: tells a lock apart from a later one by a process that got the same pid. */
  token: string;
}

export interface DataDirLock {
  file: string;
  holder: LockHolder;
  /** Removes the lock file if it is still this holder's. Safe to call twice. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    /** Null when the file could not be read as a lock. */
    readonly holder: LockHolder | null,
    message: string,
  ) {
    super(message);
    this.name = "DataDirLockedError";
  }

  /** The holder runs on this machine (so its operator socket, if any, is reachable from here). */
  get heldOnThisHost() {
    return this.holder?.host === hostname();
  }
}

/** Stale locks are broken under `<file>.takeover`; that one under `<file>.takeover.takeover`, and no deeper. */
const MAX_TAKEOVER_DEPTH = 2;
const ATTEMPTS = 5;

/** Lock files this process holds (absolute paths): a lock naming our own pid is ours only if listed here. */
const heldHere = new Set<string>();

export function describeHolder(h: LockHolder) {
  return `pid ${h.pid} on ${h.host} (${h.command}, since ${h.since})`;
}

/** The current holder of a folder's lock, or null when there is none (or it cannot be read). */
export function readLockHolder(dataDir: string): LockHolder | null {
  const read = readHolder(path.resolve(dataDir, LOCK_FILE_NAME));
  return read.kind === "holder" ? read.holder : null;
}

/** Takes the folder's lock or throws DataDirLockedError naming who has it. */
export function lockDataDir(dataDir: string, command = defaultCommand()): DataDirLock {
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  const holder: LockHolder = { pid: process.pid, host: hostname(), command, since: new Date().toISOString(), token: randomUUID() };
  acquire(dataDir, file, holder, 0);
  heldHere.add(file);
  const release = () => {
    process.off("exit", release);
    if (!heldHere.delete(file)) return;
    releaseIfOurs(file, holder.token);
  };
  // a process that exits without closing its database (process.exit, an uncaught error) still frees the folder
  process.on("exit", release);
  return { file, holder, release };
}

function acquire(dataDir: string, file: string, holder: LockHolder, depth: number) {
  const temp = `${file}.${holder.token}.tmp`;
  writeFileSync(temp, `${JSON.stringify(holder)}\n`, { flag: "wx", mode: 0o644 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(temp, file);
        return;
      } catch (err) {
        if (errorCode(err) !== "EEXIST") throw err;
      }
      const current = readHolder(file);
      if (current.kind === "missing") continue; // released meanwhile
      if (current.kind === "unreadable") {
        throw new DataDirLockedError(
          dataDir,
          file,
          null,
          `${file} exists but is not a readable lock (${current.reason}). If no process uses ${dataDir}, delete that file and start again.`,
        );
      }
      const other = current.holder;
      if (other.host !== holder.host) {
        throw new DataDirLockedError(
          dataDir,
          file,
          other,
          `${dataDir} is in use by ${describeHolder(other)}; this host (${holder.host}) cannot tell whether that process still runs. ` +
            `If nothing on ${other.host} uses the folder any more, delete ${file} and start again.`,
        );
      }
      if (isRunning(other, file)) {
        throw new DataDirLockedError(
          dataDir,
          file,
          other,
          `${dataDir} is in use by ${describeHolder(other)}. Only one process may open the embedded database: ` +
            `stop that process first (kill ${other.pid}), or set DATA_DIR to another folder.`,
        );
      }
      if (depth >= MAX_TAKEOVER_DEPTH) {
        throw new DataDirLockedError(dataDir, file, other, `could not take over the stale lock ${file}; delete it and start again.`);
      }
      // stale: remove it only while holding the takeover lock, and only if it is still the same stale lock
      const guard = `${file}.takeover`;
      acquire(dataDir, guard, holder, depth + 1);
      try {
        const again = readHolder(file);
        if (again.kind === "holder" && again.holder.token === other.token) unlinkSync(file);
      } finally {
        releaseIfOurs(guard, holder.token);
      }
    }
    throw new Error(`could not lock ${file}: it kept changing hands; try again`);
  } finally {
    unlinkQuietly(temp);
  }
}

type ReadResult = { kind: "holder"; holder: LockHolder } | { kind: "missing" } | { kind: "unreadable"; reason: string };

function readHolder(file: string): ReadResult {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if (errorCode(err) === "ENOENT") return { kind: "missing" };
    return { kind: "unreadable", reason: err instanceof Error ? err.message : String(err) };
  }
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(h.pid) && h.pid! > 0 && typeof h.host === "string" && typeof h.token === "string") {
      return { kind: "holder", holder: { pid: h.pid!, host: h.host, command: String(h.command ?? "?"), since: String(h.since ?? "?"), token: h.token } };
    }
  } catch {
    // fall through
  }
  return { kind: "unreadable", reason: "unexpected content" };
}

function isRunning(holder: LockHolder, file: string): boolean {
  // our own pid: either we hold it, or it is a lock left by an earlier process that had this pid (containers)
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    return errorCode(err) === "EPERM"; // alive, owned by another user
  }
  const stat = processStat(holder.pid);
  if (!stat) return true; // no /proc (macOS): kill(0) is the answer
  // a zombie (exited, not yet reaped by its parent) holds nothing open any more
  if (stat.state === "Z") return false;
  // a process started after the lock was taken is not its holder: the pid was reused (typically after a reboot)
  return stat.startedAt <= Date.parse(holder.since) + 1000;
}

/** Clock ticks per second in /proc (USER_HZ, 100 on every Linux architecture Node runs on). */
const USER_HZ = 100;

/** State and start time (epoch ms, to within a second) of a process, from Linux's /proc; null elsewhere. */
function processStat(pid: number): { state: string; startedAt: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // fields after the parenthesised command name: state is field 3, starttime field 22
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    const startTicks = Number(fields[19]);
    if (!Number.isFinite(bootSeconds) || !Number.isFinite(startTicks)) return null;
    return { state: fields[0] ?? "", startedAt: (bootSeconds + startTicks / USER_HZ) * 1000 };
  } catch {
    return null;
  }
}

function releaseIfOurs(file: string, token: string) {
  const current = readHolder(file);
  if (current.kind === "holder" && current.holder.token === token) unlinkQuietly(file);
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

function defaultCommand() {
  const cwd = process.cwd();
  return process.argv
    .slice(1)
    .map((a) => (path.isAbsolute(a) && a.startsWith(cwd + path.sep) ? path.relative(cwd, a) : a))
    .join(" ");
}
