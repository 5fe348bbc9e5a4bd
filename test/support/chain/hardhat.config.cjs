// Hardhat 2 only builds its in-process network from a config file; local-chain.ts points HARDHAT_CONFIG here
// (nothing else reads it: there is no Hardhat project, no compile step, no artifacts folder).
// CommonJS because the package is "type": "module" and Hardhat 2 loads its config with require().
module.exports = {
  networks: {
    hardhat: {
      // Base Sepolia's chain id, so payment requirements say "eip155:84532" as they do against the real testnet.
      chainId: 84532,
      // The bytecode is compiled for Cancun (see compile-token.mjs); pinning the fork keeps gas costs stable.
      hardfork: "cancun",
      // A block every 100 ms instead of one per transaction: with automining Hardhat rejects a transaction whose
      // nonce arrives ahead of its predecessor, which concurrent settlements from one wallet routinely do; a
      // real node queues it, and so does this mempool. Several blocks may share a second so that block time
      // keeps pace with the wall clock the x402 validity windows are checked against.
      mining: { auto: false, interval: 100 },
      allowBlocksWithSameTimestamp: true,
    },
  },
};
