import type { Hex } from '../../evmCall/hex.js'
import { word } from './readCalls.js'

/**
 * Chainlink's L2 Sequencer Uptime Feeds of the built-in rollups, keyed by CAIP-2 network id: while a
 * rollup's sequencer is down, or has just come back, its price feeds cannot be trusted. Addresses from
 * Chainlink's documentation, "L2 Sequencer Uptime Feeds" (docs.chain.link/data-feeds/l2-sequencer-feeds,
 * the table of available networks). A network's `contracts.sequencerUptimeFeed` overrides these.
 *
 * @example
 * SEQUENCER_UPTIME_FEEDS['eip155:42161'] // '0xFdB631F5EE196F0ed6FAa767959853A9F217697D'
 */
export const SEQUENCER_UPTIME_FEEDS: Readonly<Record<string, Hex>> = {
  'eip155:10': '0x371EAD81c9102C9BF4874A9075FFFf170F2Ee389', // OP Mainnet
  'eip155:42161': '0xFdB631F5EE196F0ed6FAa767959853A9F217697D', // Arbitrum One
  'eip155:8453': '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433', // Base
}

/**
 * How long after the sequencer came back its prices are still not shown, in seconds (Chainlink's example
 * uses an hour): the feeds need that long to catch up on what moved while it was down.
 */
export const SEQUENCER_GRACE_PERIOD_S = 3_600n

export type SequencerIsUpParameters = {
  /** What the uptime feed's `latestRoundData()` returned; undefined where it reverted. */
  roundData: Hex | undefined
  /** The block's time, seconds. */
  now: bigint
}

/**
 * Whether an L2 Sequencer Uptime Feed says prices can be trusted: its answer is 0 (up; 1 is down) and it
 * came up more than `SEQUENCER_GRACE_PERIOD_S` ago (`startedAt`: when the status last changed). A call
 * that reverted, a round never started (`startedAt` 0) or any other answer: no.
 *
 * @example
 * sequencerIsUp({ roundData, now: 1767225600n }) // true: up for more than an hour
 */
export function sequencerIsUp({ roundData, now }: SequencerIsUpParameters): boolean {
  const answer = word(roundData, 1)
  const startedAt = word(roundData, 2)
  if (answer !== 0n || !startedAt) return false
  return now - startedAt > SEQUENCER_GRACE_PERIOD_S
}
