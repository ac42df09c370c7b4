import { describe, expect, it } from 'vitest'
import { localNetwork } from './localNetwork'

const RESOLVER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const QUOTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const ROUTER = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const WETH9 = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'
const TOKEN = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const ETH_USD = '0x0165878A594ca255338adfa4d48449f69242Eb8F'
const TOKEN_USD = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'

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
        uniswapV3Factory: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
      },
    })
    expect(network.contracts).toEqual({
      ensUniversalResolver: { address: RESOLVER },
      multicall3: { address: MULTICALL3 },
    })
  })

  it('carries Uniswap v3 for swaps, and the Chainlink feeds keyed native and by the token address', () => {
    const network = localNetwork({
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: {
        uniswapV3QuoterV2: QUOTER,
        uniswapV3SwapRouter02: ROUTER,
        weth9: WETH9,
        token: TOKEN,
        chainlinkEthUsd: ETH_USD,
        chainlinkTokenUsd: TOKEN_USD,
      },
    })
    expect(network.contracts).toEqual({
      uniswapV3: { quoterV2: QUOTER, swapRouter02: ROUTER, weth9: WETH9 },
      usdPriceFeeds: { native: { address: ETH_USD }, [TOKEN]: { address: TOKEN_USD } },
    })
  })

  it('leaves swaps out unless the quoter, the router and WETH9 are all deployed', () => {
    const network = localNetwork({
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: { uniswapV3QuoterV2: QUOTER, weth9: WETH9 },
    })
    expect(network.contracts).toBeUndefined()
  })

  it("leaves the token's USD feed out without the token it prices", () => {
    const network = localNetwork({
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: { chainlinkTokenUsd: TOKEN_USD },
    })
    expect(network.contracts).toBeUndefined()
  })
})
