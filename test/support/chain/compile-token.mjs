// Compiles EIP3009Token.sol with the pinned `solc` npm package (solc-js, no native compiler needed) and
// writes EIP3009Token.json next to it: the token's { abi, bytecode } at the top level, plus the runtime code
// of the small TryAggregate helper (installed at Multicall3's address), the compiler settings and the
// source's SHA-256.
// The JSON is committed; rerun this after editing the .sol file:
//
//   node test/support/chain/compile-token.mjs
//
// local-chain.ts compares sourceSha256 with the current source and refuses to start on a stale artifact.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const solc = require("solc");

const CONTRACT = "EIP3009Token";
const HELPER = "TryAggregate";
const sourcePath = fileURLToPath(new URL(`./${CONTRACT}.sol`, import.meta.url));
const outputPath = fileURLToPath(new URL(`./${CONTRACT}.json`, import.meta.url));
const source = readFileSync(sourcePath, "utf8");

// Cancun is the newest fork both Base Sepolia and Hardhat's in-process network run, and pinning it keeps
// the bytecode independent of the compiler's default target.
const settings = {
  evmVersion: "cancun",
  optimizer: { enabled: true, runs: 200 },
  outputSelection: {
    [`${CONTRACT}.sol`]: { [CONTRACT]: ["abi", "evm.bytecode.object"], [HELPER]: ["abi", "evm.deployedBytecode.object"] },
  },
};

const input = { language: "Solidity", sources: { [`${CONTRACT}.sol`]: { content: source } }, settings };
const output = JSON.parse(solc.compile(JSON.stringify(input)));

const problems = output.errors ?? [];
for (const problem of problems) console.error(problem.formattedMessage ?? problem.message);
if (problems.some((problem) => problem.severity === "error")) {
  console.error(`${CONTRACT}.sol did not compile`);
  process.exit(1);
}

const contract = output.contracts?.[`${CONTRACT}.sol`]?.[CONTRACT];
const helper = output.contracts?.[`${CONTRACT}.sol`]?.[HELPER];
if (!contract?.evm?.bytecode?.object || !helper?.evm?.deployedBytecode?.object) {
  console.error(`solc produced no bytecode for ${CONTRACT} or ${HELPER}`);
  process.exit(1);
}

const artifact = {
  contractName: CONTRACT,
  compiler: { solc: solc.version(), evmVersion: settings.evmVersion, optimizer: settings.optimizer },
  sourceSha256: createHash("sha256").update(source).digest("hex"),
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
  [HELPER]: { abi: helper.abi, deployedBytecode: `0x${helper.evm.deployedBytecode.object}` },
};
writeFileSync(outputPath, `${JSON.stringify(artifact, null, 2)}\n`);
console.log(`wrote ${outputPath} (${(artifact.bytecode.length - 2) / 2} bytes of init code, solc ${artifact.compiler.solc})`);
