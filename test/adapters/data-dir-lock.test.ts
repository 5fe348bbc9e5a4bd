import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, readLockHolder, type LockHolder } from "../../src/adapters/data-dir-lock.js";

const CONTENDER = fileURLToPath(new URL("./fixtures/lock-contender.ts", import.meta.url));

/** A pid that surely belongs to no process: one of a child that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await once(child, "exit");
  return child.pid!;
}

describe("DATA_DIR lock", () => {
  let dir: string;
  const lockFile = () => path.join(dir, LOCK_FILE_NAME);
  const writeHolder = (file: string, h: Partial<LockHolder>) =>
    writeFileSync(file, JSON.stringify({ pid: 1, host: hostname(), command: "earlier", since: "2026-01-01T00:00:00Z", token: "t-earlier", ...h }));
  const refusal = (fn: () => unknown): DataDirLockedError => {
    try {
      fn();
    } catch (err) {
      if (err instanceof DataDirLockedError) return err;
      throw err;
    }
    throw new Error("expected DataDirLockedError");
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "svc-lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("records its holder, refuses a second taker in the same process, and is removed on release", () => {
    const lock = lockDataDir(dir, "first");
    expect(readLockHolder(dir)).toMatchObject({ pid: process.pid, host: hostname(), command: "first" });
    const refused = refusal(() => lockDataDir(dir, "second"));
    expect(refused.holder?.token).toBe(lock.holder.token);
    expect(refused.message).toContain(`pid ${process.pid} on ${hostname()} (first, since ${lock.holder.since})`);
    lock.release();
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    expect(readdirSync(dir)).toEqual([]); // no temporary file left behind
    lockDataDir(dir, "again").release();
  });

  it("refuses while the recorded process is alive, and leaves its lock alone", async () => {
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeHolder(lockFile(), { pid: sleeper.pid!, command: "npm start", since: new Date().toISOString(), token: "t-alive" });
      const refused = refusal(() => lockDataDir(dir));
      expect(refused.holder).toMatchObject({ pid: sleeper.pid, command: "npm start" });
      expect(refused.message).toMatch(new RegExp(`in use by pid ${sleeper.pid} on ${hostname()} \\(npm start, since .*stop that process first \\(kill ${sleeper.pid}\\)`));
      expect(readLockHolder(dir)?.token).toBe("t-alive");
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("takes over the lock of a process that is gone", async () => {
    writeHolder(lockFile(), { pid: await deadPid(), token: "t-dead" });
    const lock = lockDataDir(dir, "successor");
    expect(readLockHolder(dir)).toMatchObject({ pid: process.pid, command: "successor", token: lock.holder.token });
    expect(existsSync(`${lockFile()}.takeover`)).toBe(false);
    lock.release();
  });

  it.runIf(process.platform === "linux")("takes over a lock whose pid now belongs to a process started after it was taken", async () => {
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      // as after a reboot: the recorded pid runs, but that process is younger than the lock
      writeHolder(lockFile(), { pid: sleeper.pid!, since: new Date(Date.now() - 3_600_000).toISOString(), token: "t-before-reboot" });
      const lock = lockDataDir(dir);
      expect(readLockHolder(dir)?.token).toBe(lock.holder.token);
      lock.release();
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("takes over a lock naming this process's pid that this process does not hold (a restarted container)", () => {
    writeHolder(lockFile(), { pid: process.pid, token: "t-previous-incarnation" });
    lockDataDir(dir).release();
  });

  it("takes over when a takeover itself was interrupted (a stale takeover lock)", async () => {
    const dead = await deadPid();
    writeHolder(lockFile(), { pid: dead, token: "t-dead" });
    writeHolder(`${lockFile()}.takeover`, { pid: dead, token: "t-dead-takeover" });
    const lock = lockDataDir(dir);
    expect(readLockHolder(dir)?.token).toBe(lock.holder.token);
    lock.release();
  });

  it("refuses a lock taken on another host, whose process it cannot check", async () => {
    writeHolder(lockFile(), { pid: await deadPid(), host: "elsewhere.example", token: "t-remote" });
    const refused = refusal(() => lockDataDir(dir));
    expect(refused.heldOnThisHost).toBe(false);
    expect(refused.message).toContain("on elsewhere.example");
    expect(refused.message).toContain(`delete ${lockFile()}`);
    expect(readLockHolder(dir)?.token).toBe("t-remote");
  });

  it("refuses a lock file it cannot read rather than guessing", () => {
    writeFileSync(lockFile(), "not json");
    expect(refusal(() => lockDataDir(dir)).message).toContain("is not a readable lock");
  });

  it("does not remove a lock that is no longer its own", () => {
    const lock = lockDataDir(dir);
    writeHolder(lockFile(), { pid: process.pid, token: "t-someone-else" });
    lock.release();
    expect(readLockHolder(dir)?.token).toBe("t-someone-else");
  });

  it("lets exactly one of several processes starting together win a stale lock", async () => {
    const contenders: { child: ChildProcess; lines: AsyncIterator<string> }[] = [];
    const next = async (c: (typeof contenders)[number]) => JSON.parse((await c.lines.next()).value as string) as Record<string, unknown>;
    try {
      for (let i = 0; i < 5; i++) {
        const child = spawn(process.execPath, ["--import", "tsx", CONTENDER, dir], { stdio: ["pipe", "pipe", "inherit"] });
        contenders.push({ child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator]() });
      }
      for (const c of contenders) expect(await next(c)).toMatchObject({ ready: true });
      for (let round = 0; round < 8; round++) {
        writeHolder(lockFile(), { pid: await deadPid(), token: `t-crashed-${round}` });
        const at = Date.now() + 100;
        for (const c of contenders) c.child.stdin!.write(`go ${at}\n`);
        const results = await Promise.all(contenders.map(next));
        const winners = results.filter((r) => r.won);
        expect(winners, JSON.stringify(results)).toHaveLength(1);
        expect(readLockHolder(dir)?.pid).toBe(winners[0]!.pid);
        for (const loser of results.filter((r) => !r.won)) expect(loser.message).toMatch(/in use by pid \d+/);
        for (const c of contenders) c.child.stdin!.write("release\n");
        await Promise.all(contenders.map(next));
        expect(existsSync(lockFile())).toBe(false);
      }
    } finally {
      for (const c of contenders) c.child.kill();
    }
  });
});
