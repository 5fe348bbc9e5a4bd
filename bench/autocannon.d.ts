// autocannon ships no types; only the fields the bench reads are declared.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Cycled through in order by each connection. */
    requests?: { method?: "GET"; path: string; headers?: Record<string, string> }[];
  }
  interface Result {
    /** Completed per second (mean over the run), and every request sent. */
    requests: { average: number; sent: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
