/**
 * An address shortened to its first 4 characters after `0x` and last 4: `0xf39F…2266`.
 *
 * @example
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 */
export function shortenAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4
  if (address.length <= head + 5) return address
  return `${address.slice(0, head)}…${address.slice(-4)}`
}
