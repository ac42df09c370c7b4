import { describe, expect, it } from 'vitest'
import { ethereumMainnet } from '../../networks/ethereumMainnet.js'
import { polygonMainnet } from '../../networks/evmSidechains.js'
import { arbitrumOne, baseMainnet, optimismMainnet } from '../../networks/layer2Networks.js'
import { chainSwapTokens } from './chainSwapTokens.js'

// Circle's native USDC on each built-in Uniswap v3 network (circle.com's USDC contract addresses).
const CIRCLE_USDC = [
  { network: ethereumMainnet, usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { network: arbitrumOne, usdc: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
  { network: optimismMainnet, usdc: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
  { network: polygonMainnet, usdc: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  { network: baseMainnet, usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
] as const

describe('chainSwapTokens', () => {
  it.each(CIRCLE_USDC)(
    "offers the native currency, then the chain token list's USDC on $network.name",
    ({ network, usdc }) => {
      const tokens = chainSwapTokens(network)
      expect(tokens.map((token) => token.symbol)).toEqual([network.nativeCurrency.symbol, 'USDC'])
      expect(tokens[1]).toMatchObject({ address: `${network.caipNetworkId}:${usdc}`, decimals: 6 })
    },
  )
})
