import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * The address a request counts against for limits. With no trusted proxy, the socket's peer (headers are
 * forgeable). Behind `trustedProxies` proxies that each append what they saw to `X-Forwarded-For`, the
 * right-most entry none of them wrote. IPv6 clients count by their /64 (one subscriber usually holds a
 * whole /64), and `::ffff:1.2.3.4` is the IPv4 address it maps.
 *
 * @example
 * clientAddress(request, 1) // '203.0.113.7' for 'X-Forwarded-For: 6.6.6.6, 203.0.113.7'
 */
export function clientAddress(request: IncomingMessage, trustedProxies: number): string {
  const peer = request.socket.remoteAddress
  if (trustedProxies === 0) return limitKey(peer)
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hops = peer === undefined ? forwarded : [...forwarded, peer]
  // Fewer entries than proxies: a misconfigured chain; the furthest one known stands for everyone behind it.
  return limitKey(hops[Math.max(0, hops.length - 1 - trustedProxies)])
}

function limitKey(address: string | undefined): string {
  if (address === undefined || isIP(address) === 0) return 'unknown'
  const lower = address.toLowerCase()
  if (isIP(lower) === 4) return lower
  if (lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4) return lower.slice(7)
  const [head = '', tail] = lower.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
