/**
 * A paid request end to end: the official x402 client (`@x402/fetch`) pays `GET /v1/observations/latest`
 * on a server settling in-process (X402_FACILITATOR_PRIVATE_KEY) on a local chain that mines at once, one
 * request after another; beside it, the same request with a key. The time is the client's: challenge,
 * signature, verification, the read, settlement and its receipt.
 */
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { startLocalChain, TOKEN_DOMAIN } from "../test/support/chain/local-chain.js";
import { freePort } from "../test/support/free-port.js";
import { startServerProcess } from "./server-process.js";

const RUNS = 15;
const PATH = "/v1/observations/latest?indicator=ces.nonfarm";

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const round = (x: number) => Math.round(x);

export async function benchPaidRequest(databaseUrl: string, key: string) {
  const chain = await startLocalChain();
  const server = await startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: "",
      UPSTASH_REDIS_REST_URL: "",
      UPSTASH_REDIS_REST_TOKEN: "",
      FRED_API_KEY: "",
      X402_NETWORK: chain.network,
      X402_ASSET: chain.token,
      X402_ASSET_NAME: TOKEN_DOMAIN.name,
      X402_ASSET_VERSION: TOKEN_DOMAIN.version,
      X402_PAY_TO: chain.payTo,
      X402_FACILITATOR_PRIVATE_KEY: chain.facilitatorKey,
      X402_RPC_URL: chain.rpcUrl,
    },
    await freePort(),
  );
  try {
    const client = new x402Client()
      .register(chain.network, new ExactEvmScheme(chain.payer))
      .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.token, maxAmountPerPayment: "1000000" }] });
    const pay = wrapFetchWithPayment(fetch, client);
    const url = `${server.baseUrl}${PATH}`;
    const time = async (send: () => Promise<Response>) => {
      const started = performance.now();
      const res = await send();
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`expected 200, got ${res.status}`);
      return performance.now() - started;
    };
    const paid: number[] = [];
    const keyed: number[] = [];
    await time(() => pay(url)); // warm-up: connections, JIT, the facilitator's first chain calls
    for (let i = 0; i < RUNS; i++) {
      paid.push(await time(() => pay(url)));
      keyed.push(await time(() => fetch(url, { headers: { Authorization: `Bearer ${key}` } })));
    }
    console.log(`\n## A paid request end to end (x402, in-process facilitator, local chain mining at once; ${RUNS} sequential requests)`);
    console.table([
      { request: "paid with @x402/fetch (challenge + sign + verify + read + settle)", "p50 ms": round(percentile(paid, 0.5)), "p90 ms": round(percentile(paid, 0.9)), goal: "p50 <= 500" },
      { request: "the same with a key", "p50 ms": round(percentile(keyed, 0.5)), "p90 ms": round(percentile(keyed, 0.9)), goal: "" },
    ]);
  } finally {
    await server.stop().catch(() => {});
    await chain.close().catch(() => {});
  }
}
