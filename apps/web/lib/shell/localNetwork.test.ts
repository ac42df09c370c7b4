import { describe, expect, it } from 'vitest'
import { localNetwork } from './localNetwork'

const RESOLVER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

describe('localNetwork', () => {
  it('is chain 1337 on the given RPC URL, with no contracts when none are deployed', () => {
    const network = localNetwork({ rpcUrl: 'http://127.0.0.1:9545' })
    expect(network).toMatchObject({ id: 1337, caipNetworkId: 'eip155:1337' })
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
    expect(network.contracts).toBeUndefined()
  })

  it('carries the contracts the modal reads, and only those', () => {
    const network = localNetwork({
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: {
        ensUniversalResolver: RESOLVER,
        multicall3: MULTICALL3,
        uniswapV3QuoterV2: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      },
    })
    expect(network.contracts).toEqual({
      ensUniversalResolver: { address: RESOLVER },
      multicall3: { address: MULTICALL3 },
    })
  })
})
