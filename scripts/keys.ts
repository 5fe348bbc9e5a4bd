/**
 * Operator CLI for keys: `npm run keys -- <command> [options]` (see USAGE). Prints a new key once; only its
 * hash is stored.
 *
 * Embedded database: when a server holds DATA_DIR, the command goes to that server over its operator
 * socket and the server runs it on its own database (so nothing is lost and its key cache is updated at
 * once); when nothing holds DATA_DIR, the CLI locks it and runs the command itself; when the holder does not
 * answer, the CLI refuses and changes nothing. With DATABASE_URL it writes to PostgreSQL directly.
 */
import { parseArgs } from "node:util";
import { describeHolder, DataDirLockedError } from "../src/adapters/data-dir-lock.js";
import { openNodeDatabase } from "../src/adapters/database-node.js";
import { ConfigError, loadConfig, type Config } from "../src/config.js";
import {
  executeKeyCommand,
  OperatorError,
  parseKeyCommand,
  type KeyCommand,
  type KeyCommandResult,
} from "../src/operator/key-commands.js";
import { OperatorUnreachable, sendOperatorCommand } from "../src/operator/socket-node.js";

const USAGE = `usage: npm run keys -- <command>
  create  --name NAME [--plan free|pro|…] [--grant G]… [--rate N] [--quota N|none] [--regions A,B]
          [--billing-email E] [--subscription active|canceled] [--expires YYYY-MM-DD] [--test]
  list
  revoke  ID
  grant   ID GRANT        (add a grant, e.g. svc-premium)
  ungrant ID GRANT
  outbox  [--limit N]     mail kept undelivered by MAIL_PROVIDER=log (secrets redacted)
  unpublish SLUG          take a briefing out of the public catalog for good (its owner cannot publish it again)`;

const OPTIONS = {
  create: {
    name: { type: "string" },
    plan: { type: "string" },
    grant: { type: "string", multiple: true },
    rate: { type: "string" },
    quota: { type: "string" },
    regions: { type: "string" },
    "billing-email": { type: "string" },
    subscription: { type: "string" },
    expires: { type: "string" },
    test: { type: "boolean" },
  },
  list: {},
  revoke: {},
  grant: {},
  ungrant: {},
  outbox: { limit: { type: "string" } },
  unpublish: {},
} as const;

const invalid = (message: string) => new OperatorError("INVALID_OPTION", message);
const numberOption = (text: string | undefined) => (text === undefined ? undefined : text.trim() === "" ? Number.NaN : Number(text));

/** The command line as a key command (INVALID_OPTION with one line when it is not one). */
function commandFromArgs(args: string[]): KeyCommand {
  const [command, ...rest] = args;
  if (!command) throw invalid("no command given");
  if (!Object.hasOwn(OPTIONS, command)) throw invalid(`unknown command ${command}`);
  const name = command as keyof typeof OPTIONS;
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  try {
    const parsed = parseArgs({ args: rest, options: OPTIONS[name], allowPositionals: true, strict: true });
    values = parsed.values as typeof values;
    positionals = parsed.positionals;
  } catch (err) {
    throw invalid(String(err instanceof Error ? err.message : err).split(". ")[0]!);
  }
  const arity = { create: 0, list: 0, outbox: 0, revoke: 1, grant: 2, ungrant: 2, unpublish: 1 }[name];
  if (positionals.length > arity) throw invalid(`unexpected argument ${positionals[arity]}`);
  const text = (key: string) => values[key] as string | undefined;
  switch (name) {
    case "create":
      return parseKeyCommand({
        command: name,
        name: text("name"),
        plan: text("plan"),
        grants: values.grant,
        rate: numberOption(text("rate")),
        quota: text("quota")?.trim() === "none" ? "none" : numberOption(text("quota")),
        regions: text("regions")
          ?.split(",")
          .map((r) => r.trim())
          .filter(Boolean),
        billingEmail: text("billing-email"),
        subscription: text("subscription"),
        expires: text("expires"),
        test: values.test,
      });
    case "outbox":
      return parseKeyCommand({ command: name, limit: numberOption(text("limit")) });
    case "list":
      return parseKeyCommand({ command: name });
    case "revoke":
      return parseKeyCommand({ command: name, id: positionals[0] });
    case "unpublish":
      return parseKeyCommand({ command: name, slug: positionals[0] });
    case "grant":
    case "ungrant":
      return parseKeyCommand({ command: name, id: positionals[0], grant: positionals[1] });
  }
}

async function runDirectly(config: Config, command: KeyCommand): Promise<KeyCommandResult> {
  const database = await openNodeDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await executeKeyCommand({ db: database.db, config, now: () => new Date() }, command);
  } finally {
    await database.close();
  }
}

/** The folder is held: a live server on this host does the work, or nothing is done. */
async function runThroughServer(config: Config, locked: DataDirLockedError, command: KeyCommand): Promise<KeyCommandResult> {
  const holder = locked.holder;
  if (!holder || !locked.heldOnThisHost) throw new Error(`${locked.message} Nothing was changed.`);
  try {
    const result = (await sendOperatorCommand(config.dataDir, command)) as KeyCommandResult;
    console.error(`(done by the server that holds ${config.dataDir}: pid ${holder.pid})`);
    return result;
  } catch (err) {
    if (!(err instanceof OperatorUnreachable)) throw err;
    if (!err.notDelivered) {
      throw new Error(
        `the server (pid ${holder.pid}) stopped answering after it received the command (${err.reason}); it may or may not have been applied: check with \`npm run keys -- list\``,
      );
    }
    throw new Error(
      `${config.dataDir} is in use by ${describeHolder(holder)}, and nothing answers on its operator socket ${err.socket} (${err.reason}). ` +
        `Nothing was changed. If it is the server starting up, try again once it serves; if it is another command (seed, migrate, import, signals), wait for it to finish.`,
    );
  }
}

async function run(config: Config, command: KeyCommand): Promise<KeyCommandResult> {
  try {
    return await runDirectly(config, command);
  } catch (err) {
    if (err instanceof DataDirLockedError) return runThroughServer(config, err, command);
    throw err;
  }
}

function print(result: KeyCommandResult) {
  switch (result.command) {
    case "create": {
      for (const r of result.regions) {
        const also = r.alsoMeans.map((o) => `${o.code} ${o.name} (${o.type})`).join(", ");
        console.log(`${r.input} → ${r.code} ${r.name} (${r.type})${also ? `; ${r.input} also names ${also}` : ""}`);
      }
      const k = result.listing;
      const regions = k.regions.length ? `, regions [${k.regions.join(", ")}]` : "";
      console.log(`created key ${k.id} (${k.plan}, ${k.rate}/min, quota ${k.quota ?? "unlimited"}, grants [${k.grants.join(", ")}]${regions})`);
      console.log(`\n  ${result.key}\n\nThis is the only time the key is shown.`);
      return;
    }
    case "list":
      if (!result.keys.length) return console.log("no keys");
      console.table(
        result.keys.map((k) => ({
          id: k.id,
          hint: `…${k.hint}`,
          name: k.name,
          plan: k.plan,
          status: k.status,
          grants: k.grants.join(","),
          regions: k.regions.join(","),
          rate: k.rate,
          quota: k.quota ?? "∞",
          last_used: k.lastUsed ?? "",
        })),
      );
      return;
    case "revoke":
      return console.log(result.alreadyRevoked ? `key ${result.id} was already revoked` : `revoked ${result.id}`);
    case "grant":
    case "ungrant":
      return console.log(`key ${result.id} grants: [${result.grants.join(", ")}]`);
    case "unpublish":
      return console.log(`${result.alreadyWithheld ? "already withheld" : "withheld"}: briefing ${result.id} "${result.name}" (/briefings/${result.slug}) is out of the public catalog for good`);
    case "outbox":
      if (!result.mail.length) return console.log("no undelivered mail");
      for (const m of result.mail) console.log(`--- ${m.createdAt}  to ${m.to}  subject: ${m.subject}\n${m.body.trimEnd()}\n`);
      return;
  }
}

async function main(args: string[]): Promise<number> {
  const command = commandFromArgs(args);
  const config = loadConfig(process.env);
  print(await run(config, command));
  if (config.databaseUrl && ["revoke", "grant", "ungrant"].includes(command.command)) {
    console.error("(PostgreSQL: running servers apply this within their AUTH_CACHE_TTL_MS, 5 s by default)");
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    if (err instanceof OperatorError) {
      console.error(err.code === "INVALID_OPTION" ? `keys: ${err.message}\n${USAGE}` : err.message);
      process.exitCode = err.exitCode;
    } else if (err instanceof ConfigError) {
      console.error(`keys: ${err.message}`);
      process.exitCode = 2;
    } else {
      console.error(`keys: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    }
  },
);
