import { x402Facilitator } from "@x402/core/facilitator";
import type { FacilitatorClient } from "@x402/core/server";
import type { SupportedResponse } from "@x402/core/types";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { createWalletClient, http, publicActions, type Chain, type Hex } from "viem";
import { nonceManager, privateKeyToAccount } from "viem/accounts";

/**
 * An x402 facilitator in this process, settling with the server's own wallet (self-host). Run one process
 * per wallet: transaction nonces are counted locally by viem's nonceManager.
 */
export function createLocalFacilitator(opts: { rpcUrl: string; privateKey: Hex; network: string; chainId: number; receiptPollMs?: number }): FacilitatorClient {
  const account = privateKeyToAccount(opts.privateKey, { nonceManager });
  const chain = { id: opts.chainId, name: opts.network, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [opts.rpcUrl] } } } as Chain;
  // viem polls for a receipt every 4 s by default, so every settlement waited about 4 s however fast the
  // chain confirmed; polled at the chain's pace, a paid request is answered as soon as it is settled
  const pollingInterval = opts.receiptPollMs ?? 200;
  const wallet = createWalletClient({ account, chain, pollingInterval, transport: http(opts.rpcUrl) }).extend(publicActions);
  // Broadcast one transaction at a time (receipts are awaited in parallel): a send that fails before it is
  // broadcast would otherwise leave a gap in the local nonce count and strand every later transaction.
  let sending: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(send: () => Promise<T>): Promise<T> => {
    const sent = sending.then(send, send);
    sending = sent.catch(() => undefined);
    return sent;
  };
  type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];
  const signer = toFacilitatorEvmSigner(
    {
      address: account.address,
      readContract: (args) => wallet.readContract(args as Args<typeof wallet.readContract>),
      verifyTypedData: (args) => wallet.verifyTypedData(args as Args<typeof wallet.verifyTypedData>),
      writeContract: (args) => oneAtATime(() => wallet.writeContract(args as Args<typeof wallet.writeContract>)),
      sendTransaction: (args) => oneAtATime(() => wallet.sendTransaction(args)),
      waitForTransactionReceipt: (args) => wallet.waitForTransactionReceipt(args),
      getCode: (args) => wallet.getCode(args),
    },
    { confirmationTimeoutMs: 30_000 },
  );
  const facilitator = new x402Facilitator().register(opts.network as `${string}:${string}`, new ExactEvmScheme(signer));
  return {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => facilitator.getSupported() as SupportedResponse,
  };
}
