import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeDatabase } from "../../src/adapters/database-edge.js";
import { MIGRATIONS_FOLDER } from "../../src/adapters/database-node.js";
import { rowsOf } from "../../src/db/client.js";
import { serveDatabaseToWorker, type WorkerDatabase } from "../support/worker-database.js";

// The Worker's database driver (neon() over the SQL-over-HTTP stand-in, in front of a migrated PGlite): a
// request's first statement also learns the data version, in the same HTTP request.
describe("edge database: the data version learned with a request's first statement", () => {
  let pglite: PGlite;
  let served: WorkerDatabase;
  const versions: number[] = [];
  let edge: ReturnType<typeof edgeDatabase>;

  beforeAll(async () => {
    pglite = new PGlite();
    await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    served = await serveDatabaseToWorker(pglite);
    edge = edgeDatabase(served.databaseUrl, { httpEndpoint: served.neonHttpEndpoint, wsProxy: served.wsProxy }, (v) => versions.push(v));
  });
  afterAll(async () => {
    await served?.close();
    await pglite?.close();
  });

  const committedVersion = async () => Number((await pglite.query<{ version: number }>("SELECT version FROM data_version")).rows[0]!.version);
  /** The statements of each request the shim served after its `from`-th. */
  const statementsOf = (from: number) => {
    const { count, recent } = served.neonHttp.log;
    return count > from ? recent.slice(from - count).map((r) => r.statements) : [];
  };
  /** `work` as one request of the Worker; what it handed to waitUntil is awaited too. */
  const inRequest = async <T>(work: (db: typeof edge.db) => Promise<T>): Promise<T> => {
    const closing: Promise<unknown>[] = [];
    const result = await edge.inRequest(() => work(edge.db), (p) => closing.push(p));
    await Promise.all(closing);
    return result;
  };

  it("a read goes as one statement, rows in their order and types, duplicate column names kept", () =>
    inRequest(async (db) => {
    const sent = served.neonHttp.log.count;
    const rows = rowsOf<{ n: number; label: string; label2: number }>(
      await db.execute(sql`SELECT n, 'row ' || n AS label, n AS label2 FROM generate_series(1, 5) AS n ORDER BY n DESC`),
    );
    expect(rows.map((r) => r.n)).toEqual([5, 4, 3, 2, 1]);
    expect(rows[0]).toEqual({ n: 5, label: "row 5", label2: 5 });
    expect(statementsOf(sent)).toEqual([[expect.stringMatching(/^SELECT d\.version, s\.\* FROM data_version d /)]]);
    expect(versions.at(-1)).toBe(await committedVersion());
    // later statements of the same request go as they are
    await db.execute(sql`SELECT 1`);
    expect(statementsOf(sent)[1]).toEqual(["SELECT 1"]);
  }));

  it("a read without rows answers no rows and still learns the version", async () => {
    await pglite.query("UPDATE data_version SET version = version + 1");
    await inRequest(async (db) => expect(rowsOf(await db.execute(sql`SELECT 1 AS one WHERE false`))).toEqual([]));
    expect(versions.at(-1)).toBe(await committedVersion());
  });

  it("a first statement that cannot stand as a subquery goes in a batch with the version read", async () => {
    await pglite.query("UPDATE data_version SET version = version + 1");
    const sent = served.neonHttp.log.count;
    const rows = await inRequest(async (db) => rowsOf<{ x: number }>(await db.execute(sql`WITH t AS (SELECT 7 AS x) SELECT x FROM t`)));
    expect(rows).toEqual([{ x: 7 }]);
    expect(statementsOf(sent)).toEqual([["SELECT version FROM data_version", "WITH t AS (SELECT 7 AS x) SELECT x FROM t"]]);
    expect(versions.at(-1)).toBe(await committedVersion());
  });

  it("a failing read fails with the database's error", async () => {
    await expect(inRequest((db) => db.execute(sql`SELECT no_such_column FROM data_version`))).rejects.toThrow(/no_such_column/);
  });

  it("requests served at once each learn the version with their own first statement", async () => {
    const sent = served.neonHttp.log.count;
    let release!: () => void;
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const request = (n: number) =>
      inRequest(async (db) => {
        if (++started === 2) release();
        await bothStarted;
        const first = rowsOf<{ n: number }>(await db.execute(sql`SELECT ${n}::int AS n`));
        const second = rowsOf<{ n: number }>(await db.execute(sql`SELECT ${n}::int + 1 AS n`));
        return [first[0]!.n, second[0]!.n];
      });
    expect(await Promise.all([request(10), request(20)])).toEqual([[10, 11], [20, 21]]);
    const statements = statementsOf(sent).map(([s]) => s!);
    expect(statements.filter((s) => s.startsWith("SELECT d.version"))).toHaveLength(2);
    expect(statements.filter((s) => /^SELECT \$1::int \+ 1/.test(s))).toHaveLength(2);
  });

  it("a statement outside a request goes as it is, and a transaction there is refused", async () => {
    const sent = served.neonHttp.log.count;
    expect(rowsOf(await edge.db.execute(sql`SELECT 2 AS two`))).toEqual([{ two: 2 }]);
    expect(statementsOf(sent)).toEqual([["SELECT 2 AS two"]]);
    expect(() => edge.db.transaction(async () => {})).toThrow(/outside/);
  });

  it("a transaction runs on a Pool of its request's own, closed once the request is done", async () => {
    const closing: Promise<unknown>[] = [];
    const value = await edge.inRequest(
      () => edge.db.transaction(async (tx) => rowsOf<{ v: number }>(await tx.execute(sql`SELECT 5 AS v`))[0]!.v),
      (p) => closing.push(p),
    );
    expect(value).toBe(5);
    expect(closing).toHaveLength(1);
    await Promise.all(closing);
    // a request without a transaction opens none
    await edge.inRequest(() => edge.db.execute(sql`SELECT 1`), (p) => closing.push(p));
    expect(closing).toHaveLength(1);
  });
});
