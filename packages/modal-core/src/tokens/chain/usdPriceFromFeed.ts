import type { Hex } from '../../evmCall/hex.js'
import { word } from './readCalls.js'

/** `latestRoundData()`: (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound). */
export const LATEST_ROUND_DATA: Hex = '0xfeaf968c'

/**
 * How old a feed's last answer may be, in seconds: the longest heartbeat of the feeds bundled (24 h, the
 * stablecoin feeds) and an hour's grace. Older, the feed has stopped and its price is not shown.
 */
export const PRICE_FEED_MAX_AGE_S = 90_000n

export type UsdPriceFromFeedParameters = {
  /** What `latestRoundData()` returned; undefined where it reverted. */
  roundData: Hex | undefined
  /** What the feed's `decimals()` returned. */
  decimals: Hex | undefined
  /** The block's time, seconds. */
  now: bigint
}

/**
 * The USD price a Chainlink feed answers, or undefined when it cannot be trusted: a call that reverted or
 * answered too little, an answer that is zero or negative, a round older than `PRICE_FEED_MAX_AGE_S` or
 * one answered in an earlier round, or absurd decimals. Never a guess.
 *
 * @example
 * usdPriceFromFeed({ roundData, decimals, now: 1767225600n }) // 2000.5
 */
export function usdPriceFromFeed({ roundData, decimals, now }: UsdPriceFromFeedParameters): number | undefined {
  const places = word(decimals)
  const roundId = word(roundData, 0)
  const raw = word(roundData, 1)
  const updatedAt = word(roundData, 3)
  const answeredInRound = word(roundData, 4)
  if (places === undefined || places > 36n || raw === undefined || updatedAt === undefined) return undefined
  const answer = BigInt.asIntN(256, raw)
  if (answer <= 0n || updatedAt === 0n || now - updatedAt > PRICE_FEED_MAX_AGE_S) return undefined
  if (answeredInRound !== undefined && roundId !== undefined && answeredInRound < roundId) return undefined
  return Number(answer) / 10 ** Number(places)
}
