/**
 * Which driver errors mean "the database cannot be reached" (503) rather than a fault of the statement
 * (500). Each case is the real error of a real driver, not a hand-made imitation.
 */
import net from "node:net";
import { Pool as NeonPool, neonConfig } from "@neondatabase/serverless";
import pg from "pg";
import ws from "ws";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../src/adapters/database-node.js";
import { FOREIGN_KEY_VIOLATION, isDatabaseUnavailable, sqlStateOf } from "../../src/db/errors.js";
import { sql } from "drizzle-orm";
import { freePort } from "../support/free-port.js";


const failureOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("expected a failure");
};

describe("isDatabaseUnavailable", () => {
  it("recognises node-postgres refused and timed-out connections", async () => {
    const port = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${port}/x`, connectionTimeoutMillis: 1000 });
    pool.on("error", () => {});
    expect(isDatabaseUnavailable(await failureOf(() => pool.query("select 1")))).toBe(true);
    await pool.end();

    // accepts the connection but never speaks: the pool's connection timeout
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const hung = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`, connectionTimeoutMillis: 300 });
    hung.on("error", () => {});
    expect(isDatabaseUnavailable(await failureOf(() => hung.query("select 1")))).toBe(true);
    for (const socket of held) socket.destroy();
    await hung.end();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("recognises the Neon driver's WebSocket failure", async () => {
    neonConfig.webSocketConstructor = ws;
    neonConfig.wsProxy = `127.0.0.1:${await freePort()}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
    const pool = new NeonPool({ connectionString: "postgres://u:p@db.invalid/x", connectionTimeoutMillis: 2000 });
    pool.on("error", () => {});
    expect(isDatabaseUnavailable(await failureOf(() => pool.query("select 1")))).toBe(true);
    await pool.end().catch(() => {});
  });

  it("does not take a wrong statement for an outage, and reads its SQLSTATE through drizzle", async () => {
    const database = await openPglite("memory://");
    const syntax = await failureOf(() => database.db.execute(sql`selec 1`));
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(sqlStateOf(syntax)).toBe("42601");
    await database.db.execute(sql`CREATE TABLE parent (id int PRIMARY KEY)`);
    await database.db.execute(sql`CREATE TABLE child (p int REFERENCES parent(id))`);
    const orphan = await failureOf(() => database.db.execute(sql`INSERT INTO child VALUES (1)`));
    expect(sqlStateOf(orphan)).toBe(FOREIGN_KEY_VIOLATION);
    expect(isDatabaseUnavailable(orphan)).toBe(false);
    await database.close();
  });
});
