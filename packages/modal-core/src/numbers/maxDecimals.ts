/**
 * big.js's own upper bound for decimal places, in a file of its own so that checking places does not
 * load big.js (the first load formats a native balance with plain bigint arithmetic).
 */
export const MAX_DECIMALS = 1_000_000
