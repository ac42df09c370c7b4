import { startRelay, type RelayServer } from '@agentry/relay'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SignClient } from '../client/SignClient.js'
import type { SessionStruct } from '../client/types.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { startOfficialClient } from './officialPeer.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const REQUIRED = { eip155: { chains: ['eip155:1'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['accountsChanged', 'chainChanged'] } }
const GRANTED = { eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${ADDRESS}`], methods: ['personal_sign', 'eth_sendTransaction'], events: ['accountsChanged', 'chainChanged'] } }

let relay: RelayServer
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
})
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(async () => {
  globalThis.fetch = realFetch
  await relay.close()
  expect(offLoopback).toEqual([])
})

async function ours(name: string) {
  const client = await SignClient.init({ relayUrl: relay.url, metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] }, storage: new MemoryStorage() })
  closers.push(() => client.close())
  return client
}
async function official(name: string, disableRequestQueue = true) {
  const client = await startOfficialClient({ relayUrl: relay.url, name, disableRequestQueue })
  closers.push(() => client.core.relayer.transportClose())
  return client
}

describe('our dapp with the official wallet', () => {
  it('propose and settle', async () => {
    const dapp = await ours('Our Dapp')
    const wallet = await official('Official Wallet')
    wallet.on('session_proposal', ({ id, params }) => {
      expect(params.proposer.metadata.name).toBe('Our Dapp')
      void wallet.approve({ id, namespaces: GRANTED })
    })
    const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    await wallet.pair({ uri: uri! })
    const session: SessionStruct = await approval()
    expect(session.namespaces).toEqual(GRANTED)
    expect(session.peer.metadata.name).toBe('Official Wallet')
    expect(session.acknowledged).toBe(true)
    expect(dapp.session.keys()).toEqual([session.topic])
  })
})

describe('the official dapp with our wallet', () => {
  it('propose and settle', async () => {
    const dapp = await official('Official Dapp')
    const wallet = await ours('Our Wallet')
    let acknowledged: Promise<SessionStruct> | undefined
    wallet.on('session_proposal', ({ id, params }) => {
      expect(params.proposer.metadata.name).toBe('Official Dapp')
      void wallet.approve({ id, namespaces: GRANTED }).then((result) => (acknowledged = result.acknowledged()))
    })
    const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    await wallet.pair({ uri: uri! })
    const session = await approval()
    expect(session.namespaces).toEqual(GRANTED)
    await expect.poll(() => acknowledged).toBeDefined()
    expect((await acknowledged!).acknowledged).toBe(true)
  })
})
