import { startRelay, type RelayServer } from '@agentry/relay'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { payloadId } from '../core/payloadId.js'
import { encodeEnvelope } from '../crypto/envelope.js'
import { RelayClient, type RelayMessage } from '../relay/relayClient.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { nowSeconds } from './transport/rpcOptions.js'
import { SignClient } from './SignClient.js'
import type { PendingRequestStruct } from '../types/protocol.js'

// Faults on real parts: our relay on 127.0.0.1, two of our clients, and a raw relay client playing a
// stranger (or a replaying attacker) on the same topics.

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const REQUIRED = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } }
const GRANTED = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [`eip155:1:${ADDRESS}`],
    methods: ['personal_sign'],
    events: ['chainChanged'],
  },
}

let relay: RelayServer | undefined
const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
  await relay?.close()
  relay = undefined
})

const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

async function client(name: string, storage = new MemoryStorage()) {
  const created = await SignClient.init({
    relayUrl: relay!.url,
    metadata: metadata(name),
    storage,
    customStoragePrefix: name,
  })
  closers.push(() => created.close())
  return created
}

/** A stranger on the relay: publishes whatever it likes and sees what is published. */
async function stranger() {
  const raw = new RelayClient({ relayUrl: relay!.url })
  closers.push(() => raw.close())
  await raw.connect()
  return raw
}

/** A dapp and a wallet with a settled session; the wallet answers personal_sign with a fixed value. */
async function session() {
  const walletStorage = new MemoryStorage()
  const dapp = await client('dapp')
  const wallet = await client('wallet', walletStorage)
  const requests: PendingRequestStruct[] = []
  wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
  wallet.on('session_request', (request) => {
    requests.push(request)
    // A test may close the clients while an answer still waits for the relay's ack.
    wallet
      .respond({
        topic: request.topic,
        response: {
          id: request.id,
          jsonrpc: '2.0',
          result: `signed:${String((request.params.request.params as string[])[0])}`,
        },
      })
      .catch(() => undefined)
  })
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  await wallet.pair({ uri: uri! })
  const { topic } = await approval()
  // The session's key, as the wallet stored it: what a test needs to seal messages on that topic.
  const [, symKey] = (await walletStorage.getItem<[string, string, number]>(`wc@2:agentry:wallet:keychain//${topic}`))!
  return { dapp, wallet, topic, symKey, requests }
}

const sign = (dapp: SignClient, topic: string, message = '0x01') =>
  dapp.request<string>({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [message, ADDRESS] } })

describe('faults', () => {
  it('the relay killed and restarted mid-session: the request made meanwhile is answered and the session goes on', async () => {
    relay = await startRelay()
    const port = relay.port
    const { dapp, topic } = await session()
    await relay.close()
    const answer = sign(dapp, topic, '0x02')
    relay = await startRelay({ port })
    expect(await answer).toBe('signed:0x02')
    expect(await sign(dapp, topic, '0x03')).toBe('signed:0x03')
    await dapp.ping({ topic })
  })

  it('malformed, undecryptable and plaintext payloads are dropped; the session keeps working', async () => {
    relay = await startRelay()
    const { dapp, topic, symKey, requests } = await session()
    const raw = await stranger()
    const options = { ttl: 300, tag: 1108 }
    const request = JSON.stringify({
      id: payloadId(),
      jsonrpc: '2.0',
      method: 'wc_sessionRequest',
      params: { request: { method: 'personal_sign', params: ['0x66', ADDRESS] }, chainId: 'eip155:1' },
    })
    await raw.publish(topic, 'not base64 at all!', options)
    await raw.publish(topic, 'AAAA', options)
    await raw.publish(topic, encodeEnvelope({ type: 0, symKey: 'ab'.repeat(32), payload: request }), options)
    // A plaintext (type 2) envelope is for link mode only: over the relay it is refused.
    await raw.publish(topic, encodeEnvelope({ type: 2, payload: request }), options)
    await raw.publish(topic, encodeEnvelope({ type: 0, symKey, payload: 'not json' }), options)
    await raw.publish(topic, encodeEnvelope({ type: 0, symKey, payload: JSON.stringify({ hello: 'world' }) }), options)
    await raw.publish(
      topic,
      encodeEnvelope({ type: 0, symKey, payload: JSON.stringify({ id: 1, jsonrpc: '2.0', result: 'for nobody' }) }),
      options,
    )
    expect(await sign(dapp, topic, '0x04')).toBe('signed:0x04')
    expect(requests.map((entry) => entry.params.request.params)).toEqual([['0x04', ADDRESS]])
  })

  it('a replayed request is not handled twice', async () => {
    relay = await startRelay()
    const { dapp, topic, requests } = await session()
    const raw = await stranger()
    const seen: RelayMessage[] = []
    raw.on('message', (message) => seen.push(message))
    await raw.subscribe(topic)
    expect(await sign(dapp, topic, '0x05')).toBe('signed:0x05')
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(1)
    // The attacker republishes everything it saw (the request and the answer).
    for (const message of seen) await raw.publish(topic, message.message, { ttl: 300, tag: 1108 })
    await dapp.ping({ topic })
    expect(requests).toHaveLength(1)
  })

  it('an expired request is not shown to the wallet; an expired proposal cannot be approved', async () => {
    relay = await startRelay()
    const { wallet, topic, symKey, requests } = await session()
    const expired: number[] = []
    wallet.on('session_request_expire', ({ id }) => expired.push(id))
    const raw = await stranger()
    const id = payloadId()
    const stale = {
      id,
      jsonrpc: '2.0',
      method: 'wc_sessionRequest',
      params: {
        request: { method: 'personal_sign', params: ['0x06', ADDRESS], expiryTimestamp: nowSeconds() - 5 },
        chainId: 'eip155:1',
      },
    }
    await raw.publish(topic, encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(stale) }), {
      ttl: 300,
      tag: 1108,
    })
    await expect.poll(() => expired).toEqual([id])
    expect(requests).toEqual([])

    // A proposal that expires while the user decides.
    const dapp = await client('late-dapp')
    const otherWallet = await client('late-wallet')
    const proposals: number[] = []
    otherWallet.on('session_proposal', ({ id: proposalId }) => proposals.push(proposalId))
    const { uri } = await dapp.connect({ requiredNamespaces: REQUIRED })
    await otherWallet.pair({ uri: uri! })
    await expect.poll(() => proposals.length).toBe(1)
    await otherWallet.proposal.update(proposals[0]!, { expiryTimestamp: nowSeconds() - 1 })
    await expect(otherWallet.approve({ id: proposals[0]!, namespaces: GRANTED })).rejects.toThrow(
      `Expired. proposal id: ${proposals[0]}`,
    )
    // Once deleted, the proposal is remembered as recently deleted.
    await expect(otherWallet.approve({ id: proposals[0]!, namespaces: GRANTED })).rejects.toThrow(
      `Record was recently deleted - proposal: ${proposals[0]}`,
    )
  })

  it('a session used after disconnect is refused as recently deleted', async () => {
    relay = await startRelay()
    const { dapp, topic } = await session()
    await dapp.disconnect({ topic })
    await expect(sign(dapp, topic)).rejects.toThrow(`Record was recently deleted - session: ${topic}`)
  })

  it('fuzz: random payloads sealed with the session key never crash the client nor leave an unhandled rejection', async () => {
    relay = await startRelay()
    const { dapp, topic, symKey } = await session()
    const raw = await stranger()
    const json = fc.oneof(
      fc.jsonValue(),
      fc.record({
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        jsonrpc: fc.constant('2.0'),
        method: fc.constantFrom(
          'wc_sessionRequest',
          'wc_sessionSettle',
          'wc_sessionUpdate',
          'wc_sessionEvent',
          'wc_sessionDelete',
          'wc_sessionExtend',
          'wc_sessionPing',
          'wc_unknown',
        ),
        params: fc.jsonValue(),
      }),
      fc.record({ id: fc.integer(), jsonrpc: fc.constant('2.0'), result: fc.jsonValue() }),
      fc.record({ id: fc.integer(), jsonrpc: fc.constant('2.0'), error: fc.jsonValue() }),
    )
    const samples = fc.sample(json, { numRuns: 150, seed: 20261123 })
    for (const sample of samples)
      await raw.publish(topic, encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(sample) }), {
        ttl: 300,
        tag: 1108,
      })
    for (const text of fc.sample(fc.string({ maxLength: 200 }), { numRuns: 50, seed: 7 }))
      await raw.publish(topic, text || 'x', { ttl: 300, tag: 1108 })
    // The session survives unless the fuzz happened to delete it (a well-formed wc_sessionDelete).
    if (dapp.session.has(topic)) expect(await sign(dapp, topic, '0x07')).toBe('signed:0x07')
  })
})
