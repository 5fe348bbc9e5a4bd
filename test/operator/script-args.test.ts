import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScript } from "./processes.js";

describe("the data scripts' arguments", () => {
  const root = mkdtempSync(path.join(tmpdir(), "script-args-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(["scripts/seed.ts", "scripts/signals.ts", "scripts/migrate.ts", "scripts/refresh.ts", "scripts/import.ts"])(
    "%s prints its usage for --help and refuses an unknown option, before it opens the database",
    async (script) => {
      const dataDir = path.join(root, path.basename(script, ".ts"));
      const help = await runScript(script, dataDir, "--help");
      expect(help.code, help.stderr).toBe(0);
      expect(help.stdout).toMatch(/^usage: npm run /);
      const wrong = await runScript(script, dataDir, "--no-such-option");
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toMatch(/--no-such-option[\s\S]*usage: npm run /);
      // neither touched the embedded database's folder
      expect(existsSync(dataDir)).toBe(false);
    },
    60_000,
  );
});
