// An offline EVM chain for payment tests: Hardhat 2's in-process network (the EDR engine ships inside the
// npm package, nothing is downloaded), served over HTTP JSON-RPC on 127.0.0.1 so viem clients in the app,
// in this process or in workerd can reach it by URL. It deploys the EIP-3009 test token (USDC stand-in)
// and funds a payer and a facilitator wallet.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { X402Settings } from "../../../src/http/payment.js";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  keccak256,
  numberToHex,
  parseEther,
  stringToHex,
  type Abi,
  type Address,
  type Chain,
  type Hex,
} from "viem";
import { nonceManager, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

/** Base Sepolia's id (set in hardhat.config.cjs), so the x402 network string matches the real testnet's. */
export const LOCAL_CHAIN_ID = 84532;
/** Where public chains have Multicall3; the x402 facilitator reads through it to explain failed simulations. */
export const MULTICALL3_ADDRESS: Address = "0xcA11bde05977b3631167028862bE2a173976CA11";
/** The token's EIP-712 domain, i.e. what x402 payment requirements must carry in `extra`. */
export const TOKEN_DOMAIN = { name: "USD Coin", version: "2" } as const;
export const TOKEN_DECIMALS = 6;

/**
 * Deterministic private keys for test wallets, derived from a label. They only ever hold value on this
 * throwaway chain; never fund them anywhere else.
 */
export function testKey(label: string): Hex {
  return keccak256(stringToHex(`timeseries-service offline chain: ${label}`));
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  /** CAIP-2 id for x402: "eip155:84532". */
  network: `eip155:${number}`;
  /** A viem chain whose default RPC URL is `rpcUrl`. */
  chain: Chain;
  /** The EIP-3009 token (6 decimals, EIP-712 domain TOKEN_DOMAIN). */
  token: Address;
  tokenAbi: Abi;
  tokenDomain: typeof TOKEN_DOMAIN;
  /** Holds `payerTokens` (default 100 USDC) and 1 ETH. */
  payer: PrivateKeyAccount;
  payerKey: Hex;
  /** Holds 100 ETH for settlement gas. */
  facilitatorKey: Hex;
  facilitatorAddress: Address;
  /** Receives payments; holds nothing at start. */
  payTo: Address;
  balanceOf(address: Address): Promise<bigint>;
  /** Mints `amount` atomic units (10^-6 USDC) to `to`. */
  mint(to: Address, amount: bigint): Promise<void>;
  /** Raw access to the node, e.g. request("evm_increaseTime", [60]). */
  request(method: string, params?: unknown[]): Promise<unknown>;
  /** Stops the HTTP endpoint (the in-process node itself lives as long as the process). */
  close(): Promise<void>;
}

export interface LocalChainOptions {
  /** Atomic token units minted to the payer; default 100 USDC (100_000_000). */
  payerTokens?: bigint;
  /** TCP port for the JSON-RPC endpoint; default 0 (any free port). */
  port?: number;
}

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

interface TokenArtifact {
  abi: Abi;
  bytecode: Hex;
  sourceSha256: string;
  TryAggregate: { deployedBytecode: Hex };
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

function loadArtifact(): TokenArtifact {
  const artifact = JSON.parse(readFileSync(here("./EIP3009Token.json"), "utf8")) as TokenArtifact;
  const sourceSha256 = createHash("sha256").update(readFileSync(here("./EIP3009Token.sol"))).digest("hex");
  if (artifact.sourceSha256 !== sourceSha256) {
    throw new Error(
      "test/support/chain/EIP3009Token.json is stale (EIP3009Token.sol changed): " +
        "run `node test/support/chain/compile-token.mjs`",
    );
  }
  return artifact;
}

let hardhatProvider: Eip1193Provider | undefined;

/**
 * Hardhat's runtime environment is a per-process singleton configured from a file, so every chain started in
 * one process shares one node; each startLocalChain() still deploys its own token and gets its own endpoint.
 */
function inProcessNode(): Eip1193Provider {
  if (hardhatProvider) return hardhatProvider;
  const previous = process.env.HARDHAT_CONFIG;
  process.env.HARDHAT_CONFIG = here("./hardhat.config.cjs");
  try {
    const hre = createRequire(import.meta.url)("hardhat") as {
      network: { name: string; provider: Eip1193Provider };
      config: { networks: { hardhat: { chainId: number } } };
    };
    if (hre.network.name !== "hardhat" || hre.config.networks.hardhat.chainId !== LOCAL_CHAIN_ID) {
      throw new Error(
        `hardhat was already loaded in this process with another config (network ${hre.network.name}, ` +
          `chain ${hre.config.networks.hardhat.chainId}); the offline chain needs test/support/chain/hardhat.config.cjs`,
      );
    }
    hardhatProvider = hre.network.provider;
    return hardhatProvider;
  } finally {
    if (previous === undefined) delete process.env.HARDHAT_CONFIG;
    else process.env.HARDHAT_CONFIG = previous;
  }
}

// ----- JSON-RPC over HTTP -----

interface RpcRequest {
  jsonrpc?: string;
  id?: string | number | null;
  method?: unknown;
  params?: unknown;
}

/**
 * Maps a provider error to a JSON-RPC error object the way geth reports it: a revert is code 3 with the revert
 * data as hex in `data`. (Hardhat says -32603, which viem treats as a transient node fault and retries with
 * back-off, adding about a second to every failed simulation.)
 */
function rpcError(error: unknown): { code: number; message: string; data?: string } {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
  const message = typeof e.message === "string" ? e.message : String(error);
  const nested = (e.data as { data?: unknown } | undefined)?.data;
  const data = typeof e.data === "string" ? e.data : typeof nested === "string" ? nested : undefined;
  if (data !== undefined && /^0x[0-9a-f]*$/i.test(data) && /revert/i.test(message)) return { code: 3, message, data };
  return { code: typeof e.code === "number" ? e.code : -32603, message, ...(data !== undefined ? { data } : {}) };
}

async function answer(provider: Eip1193Provider, call: RpcRequest): Promise<object> {
  const id = call?.id ?? null;
  if (typeof call?.method !== "string") {
    return { jsonrpc: "2.0", id, error: { code: -32600, message: "Invalid request" } };
  }
  try {
    const params = Array.isArray(call.params) ? call.params : call.params === undefined ? [] : [call.params];
    const result = await provider.request({ method: call.method, params });
    return { jsonrpc: "2.0", id, result: result ?? null };
  } catch (error) {
    return { jsonrpc: "2.0", id, error: rpcError(error) };
  }
}

async function serveJsonRpc(provider: Eip1193Provider, port: number) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") {
      return reply(405, { jsonrpc: "2.0", id: null, error: { code: -32600, message: "POST only" } });
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return reply(200, { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
      }
      const work = Array.isArray(body)
        ? Promise.all(body.map((call) => answer(provider, call as RpcRequest)))
        : answer(provider, body as RpcRequest);
      work.then(
        (out) => reply(200, out),
        (error: unknown) => reply(500, { jsonrpc: "2.0", id: null, error: rpcError(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${actual}`, close };
}

/** The server's x402 settings for payments in this chain's token to its `payTo` (what the payment tests run with). */
export function x402SettingsFor(chain: LocalChain): X402Settings {
  return {
    network: chain.network,
    asset: chain.token,
    assetName: TOKEN_DOMAIN.name,
    assetVersion: TOKEN_DOMAIN.version,
    decimals: TOKEN_DECIMALS,
    payTo: chain.payTo,
    maxTimeoutSeconds: 120,
  };
}

// ----- the chain -----

export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const artifact = loadArtifact();
  const provider = inProcessNode();
  const request = (method: string, params: unknown[] = []) => provider.request({ method, params });

  const rpc = await serveJsonRpc(provider, options.port ?? 0);
  try {
    const chain = defineChain({
      id: LOCAL_CHAIN_ID,
      name: "Offline chain (Hardhat, Base Sepolia id)",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [rpc.url] } },
      testnet: true,
      blockTime: 100,
    });
    const transport = http(rpc.url);
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });

    // nonceManager: mint() may be called concurrently, and a parallel startLocalChain() deploys from the same key.
    const deployer = privateKeyToAccount(testKey("deployer"), { nonceManager });
    const payerKey = testKey("payer");
    const payer = privateKeyToAccount(payerKey);
    const facilitatorKey = testKey("facilitator");
    const facilitatorAddress = privateKeyToAccount(facilitatorKey).address;
    const payTo = privateKeyToAccount(testKey("payTo")).address;

    // Balances are set, not transferred, so a second chain in the same process starts from the same state.
    const setEth = (address: Address, ether: string) =>
      request("hardhat_setBalance", [address, numberToHex(parseEther(ether))]);
    await setEth(deployer.address, "10");
    await setEth(payer.address, "1");
    await setEth(facilitatorAddress, "100");
    await request("hardhat_setCode", [MULTICALL3_ADDRESS, artifact.TryAggregate.deployedBytecode]);

    const deployerWallet = createWalletClient({ account: deployer, chain, transport, pollingInterval: 50 });
    const deployHash = await deployerWallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode });
    const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash });
    if (deployed.status !== "success" || !deployed.contractAddress) throw new Error("EIP3009Token deployment failed");
    const token = deployed.contractAddress;

    const abi = artifact.abi;
    const balanceOf = async (address: Address) =>
      (await publicClient.readContract({ address: token, abi, functionName: "balanceOf", args: [address] })) as bigint;
    const mint = async (to: Address, amount: bigint) => {
      const hash = await deployerWallet.writeContract({ address: token, abi, functionName: "mint", args: [to, amount] });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new Error(`mint to ${to} failed`);
    };
    await mint(payer.address, options.payerTokens ?? 100n * 10n ** BigInt(TOKEN_DECIMALS));

    return {
      rpcUrl: rpc.url,
      chainId: LOCAL_CHAIN_ID,
      network: `eip155:${LOCAL_CHAIN_ID}`,
      chain,
      token,
      tokenAbi: artifact.abi,
      tokenDomain: TOKEN_DOMAIN,
      payer,
      payerKey,
      facilitatorKey,
      facilitatorAddress,
      payTo,
      balanceOf,
      mint,
      request,
      close: rpc.close,
    };
  } catch (error) {
    await rpc.close();
    throw error;
  }
}
