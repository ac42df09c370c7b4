import type { CaipNetwork } from '../caip/types.js'
import { ethereumMainnet } from './ethereumMainnet.js'
import { ethereumHoodi, ethereumSepolia } from './ethereumTestnets.js'
import {
  avalancheFuji,
  avalancheMainnet,
  bscMainnet,
  bscTestnet,
  celoMainnet,
  gnosisMainnet,
  mantleMainnet,
  polygonAmoy,
  polygonMainnet,
} from './evmSidechains.js'
import {
  arbitrumOne,
  arbitrumSepolia,
  baseMainnet,
  baseSepolia,
  blastMainnet,
  lineaMainnet,
  optimismMainnet,
  optimismSepolia,
  scrollMainnet,
  zkSyncEra,
  zoraMainnet,
} from './layer2Networks.js'
import { localDevChain } from './localDevChain.js'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks.js'

/**
 * The 24 EVM networks modal-core ships (spec section 9): mainnets first, then testnets, then the local
 * chain. Importing this list bundles all of them; an app that lists a few imports those by name.
 *
 * @example
 * initModal({ networks: [...allEvmNetworks] }) // every built-in EVM network
 */
export const allEvmNetworks: readonly CaipNetwork[] = [
  ethereumMainnet,
  optimismMainnet,
  arbitrumOne,
  baseMainnet,
  polygonMainnet,
  bscMainnet,
  avalancheMainnet,
  gnosisMainnet,
  zkSyncEra,
  lineaMainnet,
  scrollMainnet,
  celoMainnet,
  mantleMainnet,
  blastMainnet,
  zoraMainnet,
  ethereumSepolia,
  ethereumHoodi,
  optimismSepolia,
  arbitrumSepolia,
  baseSepolia,
  polygonAmoy,
  bscTestnet,
  avalancheFuji,
  localDevChain,
]

/**
 * The 3 public Solana networks modal-core ships (spec section 9).
 *
 * @example
 * initModal({ networks: [...allSolanaNetworks] })
 */
export const allSolanaNetworks: readonly CaipNetwork[] = [solanaMainnet, solanaDevnet, solanaTestnet]
