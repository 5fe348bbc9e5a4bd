/** Reading data files that ship inside installed npm packages. */
import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

const dirCache = new Map<string, string>();

/**
 * Root directory of an installed package. Some packages (vega-datasets) list an
 * "exports" map that hides package.json, so when resolving `<pkg>/package.json`
 * is refused we resolve the package entry point and walk up to its package.json.
 */
export function packageDir(pkg: string): string {
  const cached = dirCache.get(pkg);
  if (cached) return cached;
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    dir = path.dirname(require.resolve(pkg));
    while (!isPackageRoot(dir, pkg)) {
      const up = path.dirname(dir);
      if (up === dir) throw new Error(`cannot find the root of package ${pkg}`);
      dir = up;
    }
  }
  dirCache.set(pkg, dir);
  return dir;
}

function isPackageRoot(dir: string, pkg: string): boolean {
  const file = path.join(dir, "package.json");
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, "utf8")) as { name?: string }).name === pkg;
}

export function readPackageText(pkg: string, file: string): string {
  return readFileSync(path.join(packageDir(pkg), file), "utf8");
}

export function readPackageJson<T>(pkg: string, file: string): T {
  return JSON.parse(readPackageText(pkg, file)) as T;
}

export function packageVersion(pkg: string): string {
  return readPackageJson<{ version: string }>(pkg, "package.json").version;
}

/**
 * Parse a delimited text file with a header row into one object per line.
 * The bundled files never quote fields, so quoting is not supported; a quote
 * character makes this throw rather than silently mis-split a row.
 */
export function parseDelimited(text: string, delimiter = ","): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = (lines.shift() ?? "").split(delimiter).map((h) => h.trim());
  return lines.map((line, i) => {
    if (line.includes('"')) throw new Error(`quoted field on data line ${i + 1}; not supported`);
    const cells = line.split(delimiter);
    if (cells.length !== header.length) {
      throw new Error(`data line ${i + 1} has ${cells.length} fields, expected ${header.length}`);
    }
    const row: Record<string, string> = {};
    header.forEach((name, j) => (row[name] = (cells[j] ?? "").trim()));
    return row;
  });
}
