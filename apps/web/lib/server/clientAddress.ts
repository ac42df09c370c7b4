import 'server-only'
import { isIP } from 'node:net'
import type { Config } from './config'

/*
 * A web `Request` carries no socket, so the production server (server/nodeWeb.ts) records the peer
 * address of each request it builds here. A header would not do: a client can send any header, and
 * `next dev` would pass it through. Kept on globalThis like the other per-process registries, so that
 * every bundle of this module sees one map.
 */
const PEERS = Symbol.for('agentry.server.peerAddresses')
type Holder = { [PEERS]?: WeakMap<Request, string> }

const peers = (): WeakMap<Request, string> => ((globalThis as Holder)[PEERS] ??= new WeakMap())

/** What requests count against when their address is unknown (`next dev` serves without a socket). */
export const UNKNOWN_ADDRESS = 'unknown'

/**
 * Records the address of the socket a request came in on.
 *
 * @example
 * setPeerAddress(request, req.socket.remoteAddress)
 */
export function setPeerAddress(request: Request, address: string | undefined): void {
  if (address) peers().set(request, address)
}

/**
 * The address a request counts against for rate limits. With no trusted proxy, the socket's peer
 * address (headers are forgeable). Behind `trustedProxies` proxies that each append the address they
 * saw to `X-Forwarded-For`, the right-most entry none of them wrote: entries further left were written
 * by the client itself and prove nothing. Loopback IPv4 written as IPv6 (`::ffff:127.0.0.1`) is one
 * address with its plain form.
 *
 * @example
 * clientAddress(request, { trustedProxies: 1 }) // '203.0.113.7' for 'X-Forwarded-For: 6.6.6.6, 203.0.113.7'
 */
export function clientAddress(request: Request, { trustedProxies }: Pick<Config, 'trustedProxies'>): string {
  const peer = peers().get(request)
  if (trustedProxies === 0) return normalise(peer) ?? UNKNOWN_ADDRESS
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // The peer is the nearest proxy; each further proxy is one more entry from the right.
  const hops = peer === undefined ? forwarded : [...forwarded, peer]
  const index = hops.length - 1 - (peer === undefined ? trustedProxies - 1 : trustedProxies)
  // Fewer entries than proxies: a misconfigured chain; the furthest one known stands for everyone behind it.
  return normalise(hops[Math.max(0, index)]) ?? UNKNOWN_ADDRESS
}

/**
 * The part of an address a rate limit counts against: an IPv4 address whole, an IPv6 address by its
 * /64 prefix. One IPv6 subscriber is usually given a whole /64, so keying by the full address would
 * give a client 2^64 fresh buckets. Anything else (`unknown`) is returned as it is.
 *
 * @example
 * rateLimitAddress('2001:db8:0:1:aa::7') // '2001:db8:0:1::/64'
 * rateLimitAddress('203.0.113.7') // '203.0.113.7'
 */
export function rateLimitAddress(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  // Only the first four groups matter; an IPv4 tail (`::ffff:1.2.3.4`) lies in the last two.
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  const prefix = groups.slice(0, 4).map((group) => (/^[0-9a-f]+$/.test(group) ? group.replace(/^0+(?=.)/, '') : '0'))
  return `${prefix.join(':')}::/64`
}

/**
 * The plain form of an address, or undefined when `address` is not one: a non-address can only come
 * from a client (a proxy writes what its socket saw), and must not become a bucket of its own.
 */
function normalise(address: string | undefined): string | undefined {
  if (address === undefined) return undefined
  // Some proxies add the port: `203.0.113.7:4711`, `[2001:db8::1]:4711`.
  const bare = /^\[(.+)\](?::\d+)?$/.exec(address)?.[1] ?? /^([\d.]+):\d+$/.exec(address)?.[1] ?? address
  const version = isIP(bare)
  if (version === 0) return undefined
  if (version === 6 && bare.toLowerCase().startsWith('::ffff:') && isIP(bare.slice(7)) === 4) return bare.slice(7)
  return bare.toLowerCase()
}
