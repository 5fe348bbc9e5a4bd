/**
 * A second floor of the worker bench (bench/worker-latest.ts): a Worker that makes one trivial request to the
 * Neon HTTP stand-in (its request counter) and answers it as JSON. What one round trip from workerd to the
 * local stand-in costs, without a statement, a batch or the app.
 */
export default {
  async fetch(_request: Request, env: { TARGET: string }) {
    const res = await fetch(env.TARGET);
    return Response.json({ data: await res.json() });
  },
};
