// Restores lock entries for workerd's platform packages that this machine's registry mirror lacks, so
// `npm ci` accepts the lock everywhere (npm skips them by os/cpu on Linux; elsewhere it fetches them).
// Run after `npm install` changes package-lock.json: `node scripts/lockfile-platforms.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
const workerd = packages["node_modules/workerd"];
let added = 0;
for (const [name, os, cpu] of [["darwin-64", "darwin", "x64"], ["darwin-arm64", "darwin", "arm64"], ["windows-64", "win32", "x64"]]) {
  const key = `node_modules/@cloudflare/workerd-${name}`;
  if (workerd && !packages[key]) {
    packages[key] = { version: workerd.version, cpu: [cpu], dev: true, license: "Apache-2.0", optional: true, os: [os], engines: { node: ">=16" } };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `added ${added} platform entries` : "lock already complete");
