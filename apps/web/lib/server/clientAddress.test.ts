import { describe, expect, it } from 'vitest'
import { clientAddress, rateLimitAddress, setPeerAddress, UNKNOWN_ADDRESS } from './clientAddress'

describe('clientAddress', () => {
  const request = (peer: string | undefined, forwardedFor?: string) => {
    const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
    const result = new Request('http://127.0.0.1:3000/auth/login', { headers })
    setPeerAddress(result, peer)
    return result
  }

  it("uses the socket's peer address without a trusted proxy: headers are forgeable", () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), { trustedProxies: 0 })).toBe('203.0.113.7')
    expect(clientAddress(request('::ffff:127.0.0.1'), { trustedProxies: 0 })).toBe('127.0.0.1')
    expect(clientAddress(request('2001:DB8::1'), { trustedProxies: 0 })).toBe('2001:db8::1')
    expect(clientAddress(request(undefined, '198.51.100.1'), { trustedProxies: 0 })).toBe(UNKNOWN_ADDRESS)
  })

  it('takes the right-most X-Forwarded-For entry no trusted proxy wrote; the ones to its left are the client’s', () => {
    // The proxy at 10.0.0.2 appended 203.0.113.7; the client wrote 6.6.6.6 itself.
    const forged = request('10.0.0.2', '6.6.6.6, 203.0.113.7')
    expect(clientAddress(forged, { trustedProxies: 1 })).toBe('203.0.113.7')
    // Two proxies: the outer one (10.0.0.1) appended the client, the inner one appended the outer one.
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1'), { trustedProxies: 2 })).toBe(
      '203.0.113.7',
    )
    // Without a socket (route handlers called directly, `next dev`), the right-most entry is the nearest proxy's.
    expect(clientAddress(request(undefined, '6.6.6.6, 203.0.113.7'), { trustedProxies: 1 })).toBe('203.0.113.7')
  })

  it('reads ports and brackets off, and refuses what is not an address', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.7:4711'), { trustedProxies: 1 })).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2', '[2001:db8::7]:4711'), { trustedProxies: 1 })).toBe('2001:db8::7')
    expect(clientAddress(request('10.0.0.2', 'x'.repeat(5000)), { trustedProxies: 1 })).toBe(UNKNOWN_ADDRESS)
  })

  it('falls back to the furthest hop known when the proxies sent fewer entries than configured', () => {
    expect(clientAddress(request('10.0.0.2'), { trustedProxies: 1 })).toBe('10.0.0.2')
    expect(clientAddress(request('10.0.0.2', '10.0.0.1'), { trustedProxies: 3 })).toBe('10.0.0.1')
  })
})

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address whole and the unknown address as it is', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitAddress(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS)
  })

  it('cuts an IPv6 address to its /64 prefix, in every way of writing it', () => {
    expect(rateLimitAddress('2001:db8:0:1:aa::7')).toBe('2001:db8:0:1::/64')
    expect(rateLimitAddress('2001:0DB8:0000:0001:0000:0000:0000:0001')).toBe('2001:db8:0:1::/64')
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitAddress('2001:db8:1:2:3::')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitAddress('::')).toBe('0:0:0:0::/64')
    expect(rateLimitAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    expect(rateLimitAddress('1:2:3:4:5:6:192.0.2.1')).toBe('1:2:3:4::/64')
  })
})
