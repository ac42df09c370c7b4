/**
 * A decimal number: a string such as '1.5', '-0.001' or '1e-7', a finite JavaScript number, or a
 * bigint. Prefer strings for token amounts and prices: a JavaScript number has already lost digits.
 */
export type DecimalInput = string | number | bigint

/**
 * How a result is cut to a number of decimal places. 'down' cuts toward zero (a balance is never
 * overstated), 'up' away from zero, 'halfUp' rounds a tie away from zero, 'halfEven' to the even digit.
 */
export type RoundingMode = 'down' | 'halfUp' | 'halfEven' | 'up'

/** Decimal places (a whole number from 0 to 1,000,000) and the rounding mode, 'down' by default. */
export type RoundingParameters = { decimals: number; rounding?: RoundingMode | undefined }
