import { HTTPFacilitatorClient, type FacilitatorClient } from "@x402/core/server";
import type { Config } from "../config.js";
import type { PaymentRails } from "../http/payment.js";
import { createL402 } from "./l402.js";

/**
 * How long a remote facilitator may take. Verification runs before the handler, so a hanging facilitator
 * would hold the request: a few seconds, then the client gets `verification_unavailable`. Settlement waits
 * for the transfer on chain, so it gets longer; past it the outcome counts as unknown (the claim is kept).
 * @x402/core's own default is 90 s for both.
 */
export const FACILITATOR_TIMEOUTS_MS = { verify: 5_000, settle: 15_000 };

/** An HTTP facilitator (x402's /verify and /settle) with a time bound on each call. */
export function remoteFacilitator(url: string, timeoutsMs: { verify: number; settle: number } = FACILITATOR_TIMEOUTS_MS): FacilitatorClient {
  const verifier = new HTTPFacilitatorClient({ url, timeoutMs: timeoutsMs.verify });
  const settler = new HTTPFacilitatorClient({ url, timeoutMs: timeoutsMs.settle });
  return {
    verify: (payload, requirements) => verifier.verify(payload, requirements),
    settle: (payload, requirements) => settler.settle(payload, requirements),
    getSupported: () => verifier.getSupported(),
  };
}

type LocalFacilitatorFactory = (opts: { rpcUrl: string; privateKey: `0x${string}`; network: string; chainId: number; receiptPollMs?: number }) => FacilitatorClient;

/**
 * The rails last built, and for which configuration. The Worker calls `paymentRailsFrom` on every request;
 * handing back the same rails lets their remembered Lightning challenges, LND back-off and outage-warning
 * timers live as long as the isolate rather than one request. The rails hold no I/O objects (each call
 * makes its own fetch), so sharing them between requests is allowed on Workers.
 */
let built: { key: string; rails: PaymentRails | undefined } | undefined;

/**
 * The payment rails configuration asks for. The x402 facilitator is remote (HTTP) unless `local` is given;
 * building the in-process one is left to the Node entry (`createLocal`), since it holds a wallet.
 */
export function paymentRailsFrom(config: Config, createLocal?: LocalFacilitatorFactory): PaymentRails | undefined {
  const key = JSON.stringify([config.x402, config.l402, createLocal !== undefined]);
  if (built?.key !== key) built = { key, rails: buildRails(config, createLocal) };
  return built.rails;
}

function buildRails(config: Config, createLocal?: LocalFacilitatorFactory): PaymentRails | undefined {
  const rails: PaymentRails = {};
  if (config.x402) {
    const { settings, local, facilitatorUrl } = config.x402;
    const facilitator =
      local && createLocal
        ? createLocal({ ...local, network: settings.network, chainId: Number(settings.network.split(":")[1]) })
        : remoteFacilitator(facilitatorUrl);
    rails.x402 = { settings, facilitator };
  }
  if (config.l402) rails.l402 = createL402(config.l402);
  return rails.x402 || rails.l402 ? rails : undefined;
}
