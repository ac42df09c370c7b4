/** Whole cents as a decimal string with 2 places: 1050n → '10.50' (internal). */
export function formatFiatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}
