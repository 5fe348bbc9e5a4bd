import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.js";
import { releasingTransactions } from "../../src/db/pool-transactions.js";
import * as schema from "../../src/db/schema.js";

/** A pooled client whose connection fails at the statement numbered `failAt` (0 = BEGIN). */
function fakeClient(failAt: number) {
  const statements: string[] = [];
  const releases: (Error | undefined)[] = [];
  const client = {
    query(config: { text: string } | string) {
      const text = typeof config === "string" ? config : config.text;
      statements.push(text);
      if (statements.length - 1 >= failAt) return Promise.reject(new Error("Connection terminated unexpectedly"));
      return Promise.resolve({ rows: [], rowCount: 0, fields: [], command: "SELECT" });
    },
    release(err?: Error) {
      releases.push(err);
    },
  };
  return { client, statements, releases };
}

function databaseOver(client: ReturnType<typeof fakeClient>["client"]): Database {
  // the pool side of the database is never used for a transaction
  const unusedPool = drizzle({ connection: "postgres://unused@127.0.0.1:1/none", schema }) as unknown as Database;
  return releasingTransactions(unusedPool, async () => client, (c) => drizzle(c as never, { schema }) as unknown as Database);
}

describe("transactions on a pool give their connection back", () => {
  it("when BEGIN fails on a dead connection: released once, discarded", async () => {
    const { client, statements, releases } = fakeClient(0);
    await expect(databaseOver(client).transaction(async (t) => t.execute(sql`select 1`))).rejects.toThrow();
    expect(statements).toEqual(["begin"]);
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });

  it("when the connection dies inside the transaction and ROLLBACK fails too: released once, discarded", async () => {
    const { client, releases } = fakeClient(1);
    await expect(databaseOver(client).transaction(async (t) => t.execute(sql`select 1`))).rejects.toThrow();
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });

  it("after a commit, or a failure of the work itself: released once, kept", async () => {
    const ok = fakeClient(99);
    await expect(databaseOver(ok.client).transaction(async (t) => (await t.execute(sql`select 1`), 7))).resolves.toBe(7);
    expect(ok.statements.map((s) => s.trim())).toEqual(["begin", "select 1", "commit"]);
    expect(ok.releases).toEqual([undefined]);

    const refused = fakeClient(99);
    await expect(
      databaseOver(refused.client).transaction(async () => {
        throw new Error("conflict");
      }),
    ).rejects.toThrow("conflict");
    expect(refused.statements.map((s) => s.trim())).toEqual(["begin", "rollback"]);
    expect(refused.releases).toEqual([undefined]);
  });
});
