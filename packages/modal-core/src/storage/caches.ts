import type { CaipAddress } from '../caip/types.js'
import type { TokenBalance } from '../balance/tokenBalance.js'
import { createTtlCache } from './createTtlCache.js'

/** Spec section 9: portfolio and native balances are cached for 30 s. */
export const BALANCE_CACHE_TTL_MS = 30_000
/** Spec section 9: ENS names are cached for 5 minutes. */
export const ENS_CACHE_TTL_MS = 300_000
/** Spec section 9: identities (name and avatar) are cached for 5 minutes. */
export const IDENTITY_CACHE_TTL_MS = 300_000
/** Spec section 9: after a failed balance fetch, no retry for 30 s. */
export const BALANCE_RETRY_BLOCK_MS = 30_000

/** Spec section 3, "Cached balance". */
export type CachedBalance = { caipAddress: CaipAddress; balance: string; symbol: string; timestamp: number }
/** An account's public identity (spec section 7, `/v1/identity/{address}`). */
export type Identity = { name: string | null; avatar: string | null }

const isString = (value: unknown): value is string => typeof value === 'string'
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string'
const isCachedBalance = (value: unknown): value is CachedBalance => {
  const entry = value as Partial<CachedBalance> | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    isString(entry.caipAddress) &&
    isString(entry.balance) &&
    isString(entry.symbol) &&
    Number.isFinite(entry.timestamp)
  )
}
const isTokenBalanceList = (value: unknown): value is TokenBalance[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && isString((item as TokenBalance).symbol))
const isIdentity = (value: unknown): value is Identity => {
  const entry = value as Partial<Identity> | null
  return typeof entry === 'object' && entry !== null && isStringOrNull(entry.name) && isStringOrNull(entry.avatar)
}

/**
 * Native balances by CAIP address, fresh for 30 s.
 *
 * @example
 * nativeBalanceCache.get('eip155:1:0xf39F…')?.balance
 */
export const nativeBalanceCache = /* @__PURE__ */ createTtlCache({
  key: 'nativeBalanceCache',
  ttl: BALANCE_CACHE_TTL_MS,
  isValue: isCachedBalance,
})

/**
 * Token balances (the portfolio) by CAIP address, fresh for 30 s.
 *
 * @example
 * portfolioCache.set(caipAddress, balances)
 */
export const portfolioCache = /* @__PURE__ */ createTtlCache({
  key: 'portfolioCache',
  ttl: BALANCE_CACHE_TTL_MS,
  isValue: isTokenBalanceList,
})

/**
 * ENS names by address, fresh for 5 minutes.
 *
 * @example
 * ensNameCache.get('0xf39F…') // 'alice.eth'
 */
export const ensNameCache = /* @__PURE__ */ createTtlCache({
  key: 'ensNameCache',
  ttl: ENS_CACHE_TTL_MS,
  isValue: isString,
})

/**
 * Identities (name and avatar) by address, fresh for 5 minutes.
 *
 * @example
 * identityCache.get('0xf39F…')?.avatar
 */
export const identityCache = /* @__PURE__ */ createTtlCache({
  key: 'identityCache',
  ttl: IDENTITY_CACHE_TTL_MS,
  isValue: isIdentity,
})

/**
 * CAIP addresses whose balance fetch failed in the last 30 s: no new fetch until the block expires.
 *
 * @example
 * if (balanceRetryBlock.get(caipAddress)) return
 */
export const balanceRetryBlock = /* @__PURE__ */ createTtlCache({
  key: 'balanceRetryBlock',
  ttl: BALANCE_RETRY_BLOCK_MS,
  isValue: (value: unknown): value is true => value === true,
})
