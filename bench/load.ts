import autocannon from "autocannon";

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Requests sent, the ones still in flight when the run stopped included. */
  sent: number;
}

/** A fixed-duration load at `connections` concurrent connections; bounded in time, loopback only. */
export async function measureLoad(
  label: string,
  url: string,
  opts: { connections?: number; seconds?: number; headers?: Record<string, string>; requests?: { path: string; headers?: Record<string, string> }[] } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 5,
    headers: opts.headers ?? {},
    ...(opts.requests ? { requests: opts.requests.map((r) => ({ method: "GET" as const, ...r })) } : {}),
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    sent: result.requests.sent,
  };
}

export function printLoad(rows: LoadResult[]) {
  console.table(
    rows.map((r) => ({
      route: r.label,
      "req/s": Math.round(r.requestsPerSecond),
      "p50 ms": r.p50Ms,
      "p99 ms": r.p99Ms,
      "non-2xx": r.non2xx,
    })),
  );
}

export interface LoadSide {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Side-by-side load: every side measured in each of `rounds` rounds, after its own 1 s warm-up (JIT, pool
 * connections, plan caches), in an order reversed from one round to the next, so no side gains from going
 * first. `wrap` runs around each measured load (e.g. to count the calls it caused). Results: [round][side].
 */
export async function measureRounds(
  sides: LoadSide[],
  opts: { rounds: number; seconds: number; wrap?: (side: number, run: () => Promise<LoadResult>) => Promise<LoadResult> },
): Promise<LoadResult[][]> {
  const rounds: LoadResult[][] = [];
  for (let round = 0; round < opts.rounds; round++) {
    const order = round % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    const results: LoadResult[] = [];
    for (const i of order) {
      const { label, url, headers = {} } = sides[i]!;
      await measureLoad("warm", url, { seconds: 1, headers });
      const run = () => measureLoad(label, url, { seconds: opts.seconds, headers });
      results[i] = await (opts.wrap ? opts.wrap(i, run) : run());
    }
    rounds.push(results);
  }
  return rounds;
}

/** Each side's median round by requests per second, for printLoad. */
export function medianRounds(rounds: LoadResult[][]): LoadResult[] {
  return rounds[0]!.map((_, i) => rounds.map((r) => r[i]!).sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[rounds.length >> 1]!);
}

/** Side a's requests per second over side b's, taken within each round: "median (lowest–highest)". */
export function ratioOfRounds(rounds: LoadResult[][], a: number, b: number): string {
  const ratios = rounds.map((r) => r[a]!.requestsPerSecond / r[b]!.requestsPerSecond).sort((x, y) => x - y);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return `${r2(ratios[ratios.length >> 1]!)} (${r2(ratios[0]!)}–${r2(ratios.at(-1)!)})`;
}
