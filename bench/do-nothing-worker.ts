/** The floor of the worker bench (bench/worker-latest.ts): a Worker that answers a constant JSON body. */
export default {
  fetch() {
    return Response.json({ data: { ok: true } });
  },
};
