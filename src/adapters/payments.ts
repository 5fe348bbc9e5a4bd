import { HTTPFacilitatorClient } from "@x402/core/server";
import type { Config } from "../config.js";
import type { PaymentRails } from "../http/payment.js";
import { createL402 } from "./l402.js";

/**
 * The payment rails configuration asks for. The x402 facilitator is remote (HTTP) unless `local` is given;
 * building the in-process one is left to the Node entry (`createLocal`), since it holds a wallet.
 */
export function paymentRailsFrom(
  config: Config,
  createLocal?: (opts: { rpcUrl: string; privateKey: `0x${string}`; network: string; chainId: number }) => NonNullable<PaymentRails["x402"]>["facilitator"],
): PaymentRails | undefined {
  const rails: PaymentRails = {};
  if (config.x402) {
    const { settings, local, facilitatorUrl } = config.x402;
    const facilitator =
      local && createLocal
        ? createLocal({ ...local, network: settings.network, chainId: Number(settings.network.split(":")[1]) })
        : new HTTPFacilitatorClient({ url: facilitatorUrl });
    rails.x402 = { settings, facilitator };
  }
  if (config.l402) rails.l402 = createL402(config.l402);
  return rails.x402 || rails.l402 ? rails : undefined;
}
