interface ImportMetaEnv {
  /** The chain's JSON-RPC URL; the chain's own default (http://127.0.0.1:8545) when unset. */
  readonly VITE_RPC_URL?: string
  /** A WalletConnect relay; WalletConnect is listed only when it is set. */
  readonly VITE_RELAY_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
