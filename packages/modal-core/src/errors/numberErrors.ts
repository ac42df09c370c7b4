import { BaseError } from './BaseError.js'

/**
 * A value the number library cannot read as a decimal number (`'abc'`, `''`, `NaN`, `Infinity`).
 *
 * @example
 * throw new InvalidNumberError({ value: 'abc' }) // 'Invalid number'
 */
export class InvalidNumberError extends BaseError {
  override name = 'InvalidNumberError'
  constructor({ value }: { value?: unknown } = {}) {
    super('Invalid number', {
      code: 'NUMBER_INVALID',
      ...(value === undefined ? {} : { metaMessages: [`Value: ${describe(value)}`] }),
    })
  }
}

/**
 * A count of decimal places that is not a whole number from 0 to 1,000,000.
 *
 * @example
 * throw new InvalidDecimalPlacesError({ decimals: 1.5 }) // 'Invalid decimal places'
 */
export class InvalidDecimalPlacesError extends BaseError {
  override name = 'InvalidDecimalPlacesError'
  constructor({ decimals }: { decimals?: unknown } = {}) {
    super('Invalid decimal places', {
      code: 'DECIMAL_PLACES_INVALID',
      ...(decimals === undefined ? {} : { metaMessages: [`Decimals: ${describe(decimals)}`] }),
    })
  }
}

/**
 * A rounding mode other than 'down', 'halfUp', 'halfEven' or 'up'.
 *
 * @example
 * throw new InvalidRoundingModeError({ rounding: 'floor' }) // 'Invalid rounding mode'
 */
export class InvalidRoundingModeError extends BaseError {
  override name = 'InvalidRoundingModeError'
  constructor({ rounding }: { rounding?: unknown } = {}) {
    super('Invalid rounding mode', {
      code: 'ROUNDING_MODE_INVALID',
      ...(rounding === undefined ? {} : { metaMessages: [`Rounding: ${describe(rounding)}`] }),
    })
  }
}

/**
 * A division (or a conversion that divides) by zero.
 *
 * @example
 * throw new DivisionByZeroError() // 'Division by zero'
 */
export class DivisionByZeroError extends BaseError {
  override name = 'DivisionByZeroError'
  constructor() {
    super('Division by zero', { code: 'DIVISION_BY_ZERO' })
  }
}

// Strings are quoted so that an empty or blank value is visible in a log line.
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}
