import type { Address, Hex } from 'viem'
import type { CompiledContract } from '../compileSolidity.js'
import { deployCompiled } from '../deployCompiled.js'
import { compilePackageSource } from './packageSource.js'

let aggregator: CompiledContract | undefined

/** Chainlink's test aggregator (`MockV3Aggregator`), compiled from the source @chainlink/contracts publishes. */
export function chainlinkAggregator(): CompiledContract {
  aggregator ??= compilePackageSource('@chainlink/contracts', 'src/v0.8/tests/MockV3Aggregator.sol', 'MockV3Aggregator')
  return aggregator
}

/**
 * Deploys a Chainlink price feed answering `answer` with `decimals` decimals (8 for USD feeds) through
 * `latestRoundData()`, as a network's ETH/USD or token/USD feed does.
 *
 * @example
 * const ethUsd = await deployPriceFeed({ rpcUrl: anvil.rpcUrl, answer: 2_000n * 10n ** 8n })
 */
export async function deployPriceFeed({
  rpcUrl,
  answer,
  decimals = 8,
  privateKey,
}: {
  rpcUrl: string
  answer: bigint
  decimals?: number
  privateKey?: Hex
}): Promise<Address> {
  return await deployCompiled({
    rpcUrl,
    contract: chainlinkAggregator(),
    args: [decimals, answer],
    ...(privateKey ? { privateKey } : {}),
  })
}
