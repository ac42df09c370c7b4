const decimalPattern = /^(-)?(\d*)(?:\.(\d*))?$/

function split(value: string): { sign: string; whole: string; fraction: string } | undefined {
  const match = decimalPattern.exec(value.trim())
  if (!match || (!match[2] && !match[3])) return undefined
  const whole = (match[2] || '0').replace(/^0+(?=\d)/, '')
  return { sign: match[1] ?? '', whole, fraction: match[3] ?? '' }
}

/**
 * A decimal balance string cut (floored toward zero, never rounded up) to at most `decimals` places,
 * trailing zeros removed. Works on the string, so large values keep every digit.
 *
 * @example
 * formatBalance('10000.99999') // '10000.999'
 * formatBalance('10000')       // '10000'
 */
export function formatBalance(value: string, decimals = 3): string {
  const parts = split(value)
  if (!parts) return value
  const fraction = parts.fraction.slice(0, Math.max(0, decimals)).replace(/0+$/, '')
  const sign = parts.sign && (/[1-9]/.test(parts.whole) || fraction) ? '-' : ''
  return `${sign}${parts.whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * A decimal balance string with exactly 3 decimals, floored and zero-padded (the header format).
 *
 * @example
 * formatBalanceExact('10000')       // '10000.000'
 * formatBalanceExact('0.12345')     // '0.123'
 */
export function formatBalanceExact(value: string): string {
  const parts = split(value)
  if (!parts) return value
  const fraction = parts.fraction.slice(0, 3).padEnd(3, '0')
  const sign = parts.sign && /[1-9]/.test(parts.whole + fraction) ? '-' : ''
  return `${sign}${parts.whole}.${fraction}`
}
