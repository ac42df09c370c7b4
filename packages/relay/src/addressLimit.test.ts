// Issue 18, relay item 3: 1,000 sockets from one script took every connection, and everyone else got 503.
// Other loopback addresses (127.0.0.2) stand for other hosts: Linux routes all of 127/8 to lo.
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { addressKey, clientAddress } from './clientAddress.js'
import { connectClient, type ConnectOptions, type TestClient } from './test/relayTestClient.js'
import { startRelay, type RelayServer, type StartRelayParameters } from './startRelay.js'

let relay: RelayServer | undefined
const clients: TestClient[] = []
async function setup(parameters: StartRelayParameters): Promise<RelayServer> {
  relay = await startRelay({ host: '127.0.0.1', port: 0, ...parameters })
  return relay
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await relay?.close()
  relay = undefined
})

/** Opens a connection and returns the upgrade's HTTP status (101 when it opened; it stays open). */
async function open(options: ConnectOptions['ws'] = {}): Promise<number> {
  try {
    clients.push(await connectClient(relay!.url, { ws: options }))
    return 101
  } catch (error) {
    const status = /Unexpected server response: (\d+)/.exec(String(error))
    if (status) return Number(status[1])
    throw error
  }
}
async function openMany(count: number, options: ConnectOptions['ws'] = {}): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push(await open(options))
  return statuses
}
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {})

describe('connections per address', () => {
  it('refuses one address past its limit with 429, and other addresses still get in', async () => {
    await setup({ maxConnections: 20, maxConnectionsPerAddress: 5 })
    expect(tally(await openMany(20))).toEqual({ 101: 5, 429: 15 })
    expect(await open({ localAddress: '127.0.0.2' })).toBe(101)
    expect(relay!.stats()).toMatchObject({ connections: 6, largestAddressConnections: 5 })
  })

  it('frees a place when a connection of that address closes', async () => {
    await setup({ maxConnectionsPerAddress: 2 })
    await openMany(2)
    expect(await open()).toBe(429)
    await clients[0]!.close()
    await expect.poll(() => relay!.stats().connections).toBe(1)
    expect(await open()).toBe(101)
  })

  it('counts by X-Forwarded-For behind a trusted proxy', async () => {
    await setup({ maxConnectionsPerAddress: 2, trustProxy: true })
    const from = (address: string) => ({ headers: { 'x-forwarded-for': `198.51.100.9, ${address}` } })
    expect(tally(await openMany(3, from('203.0.113.1')))).toEqual({ 101: 2, 429: 1 })
    expect(await open(from('203.0.113.2'))).toBe(101)
  })

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    await setup({ maxConnectionsPerAddress: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push(await open({ headers: { 'x-forwarded-for': `203.0.113.${i}` } }))
    expect(tally(statuses)).toEqual({ 101: 2, 429: 1 })
  })
})

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['2001:db8:0:0:ffff::2', '2001:0db8:0000:0000::/64'],
    ['2001:db8:0:1::2', '2001:0db8:0000:0001::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })
})

describe('clientAddress', () => {
  const request = (forwarded?: string) =>
    ({
      socket: { remoteAddress: '10.0.0.1' } as Socket,
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as IncomingMessage
  it('takes the last X-Forwarded-For entry behind a trusted proxy, the peer otherwise', () => {
    expect(clientAddress(request('1.1.1.1, 203.0.113.5'), { trustProxy: true })).toBe('203.0.113.5')
    expect(clientAddress(request('1.1.1.1, 203.0.113.5'), { trustProxy: false })).toBe('10.0.0.1')
    expect(clientAddress(request('not an address'), { trustProxy: true })).toBe('10.0.0.1')
    expect(clientAddress(request(), { trustProxy: true })).toBe('10.0.0.1')
  })
})
