/**
 * A script's command line, read by node:util's parseArgs (strict: an unknown option is an error).
 * `--help` / `-h` prints the usage and exits 0; a wrong argument prints what is wrong and the usage, and exits 2.
 */
import { parseArgs } from "node:util";

type Options = Record<string, { type: "boolean" | "string"; short?: string }>;

export function scriptArgs(usage: string, options: Options = {}, allowPositionals = false): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals, strict: true });
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed as { values: Record<string, string | boolean | undefined>; positionals: string[] };
}
