// Interop with the official WalletConnect client (2.21.8, Apache-2.0) on both sides, over this relay on
// loopback. The only place that package is used; it is a devDependency.
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type RelayServer } from './startRelay.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>

const ACCOUNT = 'eip155:1:0x0000000000000000000000000000000000000001'
const NAMESPACE = { methods: ['personal_sign'], chains: ['eip155:1'], events: ['chainChanged'] }
const offLoopback: string[] = []
const realFetch = globalThis.fetch

let relay: RelayServer
let dapp: Client
let wallet: Client
let sessionTopic: string

async function init(prefix: string, options: object = {}): Promise<Client> {
  return SignClient.init({
    projectId: 'agentry-relay-test',
    relayUrl: relay.url,
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `${prefix}-${Date.now()}`,
    metadata: { name: prefix, description: prefix, url: 'http://127.0.0.1', icons: [] },
    ...options,
  })
}

function sign(message: string): Promise<unknown> {
  return dapp.request({
    topic: sessionTopic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, ACCOUNT.slice(9)] },
  })
}

beforeAll(async () => {
  // The wallet would call a remote verify server unless the relay sends attestation "": prove it does not.
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(url)) offLoopback.push(url)
    return realFetch(input, init)
  }
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  dapp = await init('dapp')
  wallet = await init('wallet', { signConfig: { disableRequestQueue: true } })
  wallet.on('session_proposal', ({ id }) => {
    void wallet
      .approve({ id, namespaces: { eip155: { accounts: [ACCOUNT], ...NAMESPACE } } })
      .then(({ acknowledged }) => acknowledged())
  })
  wallet.on('session_request', ({ id, topic, params }) => {
    void wallet.respond({
      topic,
      response: { id, jsonrpc: '2.0', result: `signed:${String(params.request.params[0])}` },
    })
  })
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await Promise.all([dapp?.core.relayer.transportClose(), wallet?.core.relayer.transportClose()])
  await relay?.close()
})

describe('official @walletconnect/sign-client 2.21.8 over this relay', () => {
  it('pairs, approves a session and answers requests', async () => {
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } })
    // Asked for before pairing: 2.21.8 ignores a settlement that lands before approval() is called.
    const approved = approval()
    await wallet.pair({ uri: uri! })
    const session = await approved
    sessionTopic = session.topic
    expect(session.namespaces.eip155?.accounts).toEqual([ACCOUNT])
    for (let i = 0; i < 3; i++) expect(await sign(`0x0${i}`)).toBe(`signed:0x0${i}`)
    expect(offLoopback).toEqual([])
  })

  it('recovers after the relay drops every connection: the clients reconnect, re-subscribe and carry on', async () => {
    const subscriptions = relay.stats().subscriptions
    relay.terminateConnections()
    await expect.poll(() => relay.stats().connections).toBe(0)
    await expect.poll(() => relay.stats(), { timeout: 15_000 }).toMatchObject({ connections: 2, subscriptions })
    const published = relay.stats().messagesIn
    expect(await sign('0x10')).toBe('signed:0x10')
    // One publish each way: a request lost on a dead socket would have been published again after the
    // client's publish timeout (15 s).
    expect(relay.stats().messagesIn - published).toBe(2)
  })

  it('delivers a disconnect to the wallet', async () => {
    const deleted = new Promise((resolve) => wallet.once('session_delete', resolve))
    await dapp.disconnect({ topic: sessionTopic, reason: { code: 6000, message: 'User disconnected.' } })
    await deleted
    expect(wallet.session.getAll()).toEqual([])
  })
})
