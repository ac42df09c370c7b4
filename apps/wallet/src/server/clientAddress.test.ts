import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress.js'

const request = (peer: string | undefined, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For with no trusted proxy', () => {
    expect(clientAddress(request('203.0.113.7', '6.6.6.6'), 0)).toBe('203.0.113.7')
    expect(clientAddress(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1')
  })

  it('takes the right-most entry no trusted proxy wrote', () => {
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1'), 2)).toBe('203.0.113.7')
    // Fewer entries than proxies: the furthest known stands for everyone behind it.
    expect(clientAddress(request('10.0.0.2'), 3)).toBe('10.0.0.2')
  })

  it('counts IPv6 clients by their /64, and a forged non-address as unknown', () => {
    expect(clientAddress(request('2001:db8:0:1:aa::7'), 0)).toBe('2001:db8:0:1::/64')
    expect(clientAddress(request('2001:db8::1'), 0)).toBe('2001:db8:0:0::/64')
    expect(clientAddress(request('10.0.0.2', 'not-an-address'), 1)).toBe('unknown')
  })
})
