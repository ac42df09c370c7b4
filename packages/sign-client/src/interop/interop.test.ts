import { startRelay, type RelayServer } from '@agentry/relay'
import { startAnvil, type Anvil } from '@agentry/test-utils'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, http, stringToHex, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SignClient } from '../client/SignClient.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { startOfficialClient } from '../test/officialPeer.js'
import {
  EVM_ADDRESS,
  GRANTED,
  OPTIONAL,
  REQUIRED,
  SOLANA_ADDRESS,
  SOLANA_CHAIN,
  walletAnswers,
} from '../test/walletPeers.js'

// Interop with the official client 2.21.8 (Apache-2.0) over our relay on 127.0.0.1: both pairings run
// the same scenarios. The two clients share the public API, so one scenario drives either.

/** The part of the public API the scenarios use; ours and the official client both have it. */
type Peer = {
  connect(
    params: object,
  ): Promise<{ uri?: string; approval: () => Promise<{ topic: string; namespaces: object; expiry: number }> }>
  pair(params: { uri: string }): Promise<unknown>
  approve(params: object): Promise<{ topic: string; acknowledged: () => Promise<unknown> }>
  request<T>(params: object): Promise<T>
  respond(params: object): Promise<void>
  update(params: object): Promise<{ acknowledged: () => Promise<unknown> }>
  extend(params: object): Promise<{ acknowledged: () => Promise<unknown> }>
  emit(params: object): Promise<void>
  ping(params: { topic: string }): Promise<void>
  disconnect(params: object): Promise<void>
  on(event: string, listener: (payload: never) => void): unknown
  session: { get(topic: string): { expiry: number; namespaces: object }; keys: string[] | (() => string[]) }
}

let relay: RelayServer
let anvil: Anvil
const closers: (() => Promise<unknown>)[] = []
const offLoopback: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(url)) offLoopback.push(url)
    return realFetch(input, init)
  }
  relay = await startRelay()
  anvil = await startAnvil({ chainId: 1 })
})
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(async () => {
  globalThis.fetch = realFetch
  await relay.close()
  await anvil.stop()
  // The official wallet would ask a remote verify service unless the relay sends attestation "".
  expect(offLoopback).toEqual([])
})

async function ours(name: string): Promise<Peer> {
  const client = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
  })
  closers.push(() => client.close())
  return client as unknown as Peer
}
async function official(name: string): Promise<Peer> {
  const client = await startOfficialClient({ relayUrl: relay.url, name, disableRequestQueue: true })
  closers.push(() => client.core.relayer.transportClose())
  return client as unknown as Peer
}
const keysOf = (peer: Peer) => (typeof peer.session.keys === 'function' ? peer.session.keys() : peer.session.keys)

/** Pairs a dapp with a wallet that answers requests for real; resolves with the session topic. */
async function pairUp(dapp: Peer, wallet: Peer): Promise<string> {
  const answer = walletAnswers(anvil.rpcUrl)
  wallet.on('session_proposal', (({ id }: { id: number }) => void wallet.approve({ id, namespaces: GRANTED })) as never)
  wallet.on('session_request', (async ({
    id,
    topic,
    params,
  }: {
    id: number
    topic: string
    params: { request: { method: string; params: unknown } }
  }) => {
    try {
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: await answer(params.request.method, params.request.params) },
      })
    } catch (error) {
      // At the end of a test the clients close while the last answer's publish may still await its ack.
      await wallet
        .respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 5000, message: String(error) } } })
        .catch(() => undefined)
    }
  }) as never)
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED, optionalNamespaces: OPTIONAL })
  // approval() is asked for before pairing: the official 2.21.8 dapp drops a settlement that arrives
  // before approval() was called, and its promise then fails after 5 minutes with 'Proposal expired'.
  const approved = approval()
  await wallet.pair({ uri: uri! })
  const session = await approved
  expect(session.namespaces).toEqual(GRANTED)
  return session.topic
}

const nextEvent = <T>(peer: Peer, event: string) =>
  new Promise<T>((resolve) => peer.on(event, ((payload: T) => resolve(payload)) as never))

const pairings: [string, () => Promise<Peer>, () => Promise<Peer>][] = [
  ['our dapp with the official wallet', () => ours('Our Dapp'), () => official('Official Wallet')],
  ['the official dapp with our wallet', () => official('Official Dapp'), () => ours('Our Wallet')],
]

describe.each(pairings)('%s', (_, makeDapp, makeWallet) => {
  it('requests: personal_sign, eth_sendTransaction executed on anvil, solana_signMessage', async () => {
    const dapp = await makeDapp()
    const wallet = await makeWallet()
    const topic = await pairUp(dapp, wallet)

    const message = stringToHex('Sign in to Agentry')
    const signature = await dapp.request<Hex>({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, EVM_ADDRESS] },
    })
    expect(await verifyMessage({ address: EVM_ADDRESS, message: { raw: message }, signature })).toBe(true)

    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await dapp.request<Hex>({
      topic,
      chainId: 'eip155:1',
      request: { method: 'eth_sendTransaction', params: [{ from: EVM_ADDRESS, to, value: '0x2386f26fc10000' }] },
    })
    const receipt = await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())

    const solanaMessage = base58.encode(new TextEncoder().encode('Hello from Agentry'))
    const { signature: solanaSignature } = await dapp.request<{ signature: string }>({
      topic,
      chainId: SOLANA_CHAIN,
      request: { method: 'solana_signMessage', params: { message: solanaMessage, pubkey: SOLANA_ADDRESS } },
    })
    expect(
      ed25519.verify(base58.decode(solanaSignature), base58.decode(solanaMessage), base58.decode(SOLANA_ADDRESS)),
    ).toBe(true)

    // A method the session does not grant is refused before anything is sent.
    await expect(
      dapp.request({ topic, chainId: 'eip155:1', request: { method: 'eth_signTypedData_v4', params: [] } }),
    ).rejects.toThrow(/Missing or invalid\. request\(\) method: eth_signTypedData_v4/)
  })

  it('update, extend, emit and ping; then delete ends the session on both sides', async () => {
    const dapp = await makeDapp()
    const wallet = await makeWallet()
    const topic = await pairUp(dapp, wallet)

    const updated = nextEvent<{ topic: string; params: { namespaces: typeof GRANTED } }>(dapp, 'session_update')
    const namespaces = { ...GRANTED, eip155: { ...GRANTED.eip155, events: [...GRANTED.eip155.events, 'message'] } }
    const update = await wallet.update({ topic, namespaces })
    await update.acknowledged()
    expect((await updated).params.namespaces.eip155.events).toContain('message')
    expect(dapp.session.get(topic).namespaces).toEqual(namespaces)

    const before = dapp.session.get(topic).expiry
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const extended = nextEvent<{ topic: string }>(dapp, 'session_extend')
    const extend = await wallet.extend({ topic })
    await extend.acknowledged()
    expect((await extended).topic).toBe(topic)
    expect(dapp.session.get(topic).expiry).toBeGreaterThan(before)

    const event = nextEvent<{ params: { event: { name: string; data: unknown }; chainId: string } }>(
      dapp,
      'session_event',
    )
    await wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } })
    expect((await event).params).toEqual({ event: { name: 'chainChanged', data: 1 }, chainId: 'eip155:1' })

    await dapp.ping({ topic })
    await wallet.ping({ topic })

    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect((await deleted).topic).toBe(topic)
    expect(keysOf(dapp)).not.toContain(topic)
    expect(keysOf(wallet)).not.toContain(topic)
  })
})
