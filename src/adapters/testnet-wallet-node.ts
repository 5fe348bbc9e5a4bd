import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { loadConfig, type Config } from "../config.js";

/**
 * Without X402_PAY_TO, a Node server still answers anonymous requests with a real x402 challenge: on
 * Base Sepolia (testnet USDC), paying a wallet generated for this installation on first start. Its key
 * stays in the data folder (never in git); set X402_PAY_TO (and X402_NETWORK for mainnet) to use your own.
 */
export function withTestnetPayee(config: Config, env: Record<string, string | undefined>): { config: Config; walletFile: string | null } {
  if (config.x402 || env.X402_TESTNET_WALLET === "false") return { config, walletFile: null };
  const dir = config.dataDir.startsWith("memory://") ? ".data" : config.dataDir;
  const walletFile = path.join(dir, "x402-testnet-wallet.json");
  let address: string;
  if (existsSync(walletFile)) {
    address = (JSON.parse(readFileSync(walletFile, "utf8")) as { address: string }).address;
  } else {
    const privateKey = generatePrivateKey();
    address = privateKeyToAccount(privateKey).address;
    mkdirSync(dir, { recursive: true });
    writeFileSync(walletFile, `${JSON.stringify({ network: "eip155:84532", address, privateKey }, null, 2)}\n`, { mode: 0o600 });
  }
  const withPayee = loadConfig({ ...env, X402_PAY_TO: address, X402_NETWORK: "eip155:84532" });
  return { config: { ...config, x402: withPayee.x402 }, walletFile };
}
