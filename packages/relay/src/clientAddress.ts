import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'

/** Expands an IPv6 address to its eight groups of four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.padStart(4, '0'))
}

/**
 * The key connections are counted by: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address
 * by its /64 prefix, since one host is routinely given a whole /64.
 *
 * @example
 * addressKey('::ffff:203.0.113.7') // '203.0.113.7'
 * addressKey('2001:db8::1') // '2001:0db8:0000:0000::/64'
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (isIPv4(address) || !isIPv6(address) || address.includes('.')) return address
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
}

/**
 * The address a connection comes from: the peer of the TCP socket, or, behind a trusted proxy, the last
 * `X-Forwarded-For` entry (the one that proxy appended; earlier entries are whatever the client sent).
 *
 * @example
 * clientAddress(request, { trustProxy: false }) // '127.0.0.1'
 */
export function clientAddress(request: IncomingMessage, options: { trustProxy: boolean }): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (!options.trustProxy) return peer
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')
  const last = forwarded[forwarded.length - 1]?.trim() ?? ''
  return isIPv4(last) || isIPv6(last) ? last : peer
}
