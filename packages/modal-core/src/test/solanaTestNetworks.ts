import type { CaipNetwork } from '../caip/types.js'
import { solanaDevnet, solanaMainnet } from '../networks/solanaNetworks.js'

/** The product's Solana networks with an RPC on loopback that answers nothing: namespace tests never call it. */
const offline = (network: CaipNetwork): CaipNetwork => ({
  ...network,
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

export const solanaOne = offline(solanaMainnet)
export const solanaTwo = offline(solanaDevnet)
