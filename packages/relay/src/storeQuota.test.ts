// Issue 18, relay item 1: one client filled the whole store, and then every pairing on the relay failed
// with "Relay store is full" until a restart.
import { afterEach, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from './test/relayTestClient.js'
import { startRelay, type RelayServer, type StartRelayParameters } from './startRelay.js'

const KIB = 1024
const MIB = 1024 * KIB
const MONTH_SECONDS = 30 * 86_400
const topic = (n: number) => n.toString(16).padStart(64, '0')
const PAIRING = 'a'.repeat(64)
const big = (n: number) => `${n}:`.padEnd(100 * KIB, 'x')

let relay: RelayServer | undefined
const clients: TestClient[] = []
async function setup(limits: StartRelayParameters): Promise<RelayServer> {
  relay = await startRelay({ host: '127.0.0.1', port: 0, maxRequestsPerMinute: 100_000, ...limits })
  return relay
}
async function client(options: Parameters<typeof connectClient>[1] = {}): Promise<TestClient> {
  const connected = await connectClient(relay!.url, options)
  clients.push(connected)
  return connected
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await relay?.close()
  relay = undefined
})

/** Publishes `count` 100 KiB messages with a 30-day TTL and returns the error codes of the refused ones. */
async function flood(attacker: TestClient, count: number, topicOf: (i: number) => string): Promise<number[]> {
  const refused: number[] = []
  for (let i = 0; i < count; i++) {
    const reply = await attacker.call('irn_publish', { topic: topicOf(i), message: big(i), ttl: MONTH_SECONDS })
    if (reply.error) refused.push(reply.error.code)
  }
  return refused
}

/**
 * Then fills what is left of the store with smaller and smaller messages on fresh topics, as the issue's
 * attacker did: before the fix, nothing of any size fit afterwards.
 */
async function fillUp(attacker: TestClient): Promise<void> {
  let n = 0
  for (const size of [10 * KIB, KIB, 64, 1]) {
    for (let tries = 0; tries < 100; tries++) {
      const reply = await attacker.call('irn_publish', {
        topic: `fill-${n++}`,
        message: 'f'.repeat(size - 1) + String(n % 10),
        ttl: MONTH_SECONDS,
      })
      if (reply.error) break
    }
  }
}

/** A dapp proposes on a fresh pairing topic and a wallet picks the proposal up. */
async function pairingWorks(): Promise<void> {
  const dapp = await client()
  const wallet = await client()
  const propose = await dapp.call('wc_proposeSession', { pairingTopic: PAIRING, sessionProposal: 'proposal', ttl: 300 })
  expect(propose).toEqual({ id: expect.any(String), jsonrpc: '2.0', result: true })
  await wallet.call('irn_subscribe', { topic: PAIRING })
  expect((await wallet.waitFor(() => wallet.deliveries[0])).message).toBe('proposal')
}

describe('store quotas', () => {
  it('refuses one client past its own quota, so it cannot fill the store for everyone', async () => {
    await setup({ maxStoreBytes: 4 * MIB, maxStoreBytesPerClient: MIB })
    const attacker = await client()
    const refused = await flood(attacker, 50, topic)
    await fillUp(attacker)
    await pairingWorks()
    expect(refused.length).toBeGreaterThan(0)
    expect(new Set(refused)).toEqual(new Set([-32031]))
    const stats = relay!.stats()
    expect(stats.largestClientBytes).toBeLessThanOrEqual(MIB)
    expect(stats.refusedPublishes).toBeGreaterThanOrEqual(refused.length)
  })

  it('names the quota in the refusal', async () => {
    await setup({ maxStoreBytesPerClient: 300 * KIB })
    const attacker = await client()
    await flood(attacker, 2, topic)
    expect(await attacker.call('irn_publish', { topic: topic(9), message: big(9), ttl: 60 })).toMatchObject({
      error: {
        code: -32031,
        message:
          'Store quota exceeded: a client may keep at most 307200 bytes stored; try again when its messages are delivered or expire.',
      },
    })
  })

  it('makes room for other clients when many client ids fill the store: the largest holder loses its oldest', async () => {
    await setup({ maxStoreBytes: 4 * MIB, maxStoreBytesPerClient: MIB })
    // Six identities at their quota hold more than the store.
    for (let n = 0; n < 6; n++) await flood(await client(), 10, (i) => topic(n * 100 + i))
    await fillUp(clients.at(-1)!)
    const stats = relay!.stats()
    expect(stats.bytes).toBeLessThanOrEqual(4 * MIB)
    expect(stats.evictedMessages).toBeGreaterThan(0)
    await pairingWorks()
    // The first identity held the most when room was first needed: its oldest message went, its newest stayed.
    const late = await client()
    await late.call('irn_batchSubscribe', { topics: [topic(0), topic(9)] })
    await late.settle()
    expect(late.deliveries.map((d) => d.topic)).toEqual([topic(9)])
  })

  it('keeps a flooded pairing topic usable: the wallet still gets the proposal and can answer', async () => {
    await setup({ maxStoreBytes: 4 * MIB, maxStoreBytesPerClient: 64 * MIB, maxStoreBytesPerTopic: 512 * KIB })
    const dapp = await client()
    await dapp.call('wc_proposeSession', { pairingTopic: PAIRING, sessionProposal: 'proposal', ttl: 300 })
    // The dapp acknowledges each flood message as it arrives; acknowledged messages are the first to go.
    const attacker = await client()
    await flood(attacker, 50, () => PAIRING)
    await fillUp(attacker)
    expect(relay!.stats().largestTopicBytes).toBeLessThanOrEqual(512 * KIB)
    const wallet = await client()
    await wallet.call('irn_subscribe', { topic: PAIRING })
    await wallet.settle()
    expect(wallet.messages()).toContain('proposal')
    const approve = await wallet.call('wc_approveSession', {
      sessionTopic: topic(7),
      pairingTopic: PAIRING,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(approve).toMatchObject({ result: true })
    await dapp.waitFor(() => dapp.messages().includes('response'))
  })

  it('refuses the client that holds the most of a full topic nobody reads, and keeps the other messages', async () => {
    await setup({ maxStoreBytesPerTopic: 512 * KIB })
    const dapp = await client({ autoAck: false })
    await dapp.call('wc_proposeSession', { pairingTopic: PAIRING, sessionProposal: 'proposal', ttl: 300 })
    const refused = await flood(await client(), 10, () => PAIRING)
    expect(refused.length).toBeGreaterThan(0)
    expect(relay!.stats().largestTopicBytes).toBeLessThanOrEqual(512 * KIB)
    const wallet = await client()
    await wallet.call('irn_subscribe', { topic: PAIRING })
    expect((await wallet.waitFor(() => wallet.deliveries[0])).message).toBe('proposal')
  })

  it('lets a client go past its quota when its older messages were acknowledged', async () => {
    await setup({ maxStoreBytesPerClient: 512 * KIB })
    const sender = await client()
    const receiver = await client()
    await receiver.call('irn_subscribe', { topic: topic(1) })
    for (let i = 0; i < 20; i++) {
      expect(await sender.call('irn_publish', { topic: topic(1), message: big(i), ttl: 300 })).toMatchObject({
        result: true,
      })
      await receiver.waitFor(() => receiver.deliveries.length === i + 1)
      await receiver.settle()
    }
    expect(relay!.stats().largestClientBytes).toBeLessThanOrEqual(512 * KIB)
  })
})
