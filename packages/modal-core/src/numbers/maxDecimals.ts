/**
 * The most decimal places a rounding or a division may ask for, in a file of its own so that checking
 * places loads nothing else (the first load formats a native balance with `formatUnitsDecimal`).
 */
export const MAX_DECIMALS = 1_000_000
