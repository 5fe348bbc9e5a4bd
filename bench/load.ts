import autocannon from "autocannon";

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
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
