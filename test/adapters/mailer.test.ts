import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer, listUndeliveredMail, redact } from "../../src/adapters/mailer.js";
import type { NodeDatabase } from "../../src/adapters/database-node.js";
import { generateApiKey, randomBase62 } from "../../src/domain/api-keys.js";
import type { Log, LogFields } from "../../src/log.js";
import { testDatabases } from "../support/harness.js";

/** A log that keeps every line it is given. */
function recordingLog(): Log & { lines: string[] } {
  const lines: string[] = [];
  const keep = (msg: string, fields?: LogFields) => lines.push(JSON.stringify({ msg, ...fields }));
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

describe("the log mailer (MAIL_PROVIDER=log)", () => {
  let database: NodeDatabase;
  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("writes no key or recovery token to the log, redacted exactly as in the outbox", async () => {
    const log = recordingLog();
    const replacement = generateApiKey("live");
    const token = randomBase62(40);
    const unlisted = generateApiKey("test");
    const to = `redaction-${Date.now()}@example.com`;
    await createOutboxMailer(log).send(
      {
        to,
        subject: "Your replacement API key",
        text: `Your new key:\n\n${replacement}\n\nRecovery: {"token": "${token}"}\nAlso pasted by mistake: ${unlisted}\n`,
        secrets: [replacement, token],
      },
      database.db,
    );
    const logged = log.lines.join("\n");
    for (const secret of [replacement, token, unlisted]) expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/svc_(live|test)_[0-9A-Za-z]{32}/);
    for (const secret of [replacement, token, unlisted]) expect(logged).toContain(`[redacted …${secret.slice(-4)}]`);

    const [stored] = (await listUndeliveredMail(database.db, 1000)).filter((m) => m.to === to);
    expect(stored).toMatchObject({ subject: "Your replacement API key" });
    expect(JSON.parse(log.lines[0]!).text).toBe(stored!.body);
    expect(stored!.body).toBe(redact(`Your new key:\n\n${replacement}\n\nRecovery: {"token": "${token}"}\nAlso pasted by mistake: ${unlisted}\n`, [replacement, token]));
  });

  it("lists the most recent undelivered mail, oldest of them first", async () => {
    const mailer = createOutboxMailer(recordingLog());
    const tag = `order-${Date.now()}`;
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: `${tag}@example.com`, subject: `${tag} #${n}`, text: "hello" }, database.db);
    }
    const latest = await listUndeliveredMail(database.db, 2);
    expect(latest.map((m) => m.subject)).toEqual([`${tag} #2`, `${tag} #3`]);
  });
});
