// Test fixture (not exported by the package): a viem chain for an anvil node of the test environment.
import { defineChain, type Chain } from 'viem'

/**
 * The chain `id` served by the anvil node at `url`, for wagmi's `createConfig`.
 *
 * @example
 * const local = anvilChain(1337, lab.env.local.rpcUrl)
 */
export const anvilChain = (id: number, url: string): Chain =>
  defineChain({
    id,
    name: `anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
