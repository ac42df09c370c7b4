import { startRelay, type RelayServer } from '@agentry/relay'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { encodeEnvelope } from '../../crypto/envelope.js'
import type { RelaySocketConstructor } from '../../relay/webSocket.js'
import { MemoryStorage } from '../../storage/MemoryStorage.js'
import { linkRouter, type LinkRouter } from '../../test/linkRouter.js'
import { DAPP_LINK, signingWallet, signInAccount, WALLET_LINK } from '../../test/signInWallet.js'
import { getLinkModeUrl, parseLinkModeUrl } from '../transport/linkMode.js'
import { SignClient, type SignClientOptions } from '../SignClient.js'

// Link mode between two of our clients through an in-memory stand-in for universal links: a one-click
// sign-in, then a request and its answer, all by link with the relay never opened; the relay kept when
// link mode is not enabled with the peer; bad links ignored.

const account = signInAccount
const AUTH = {
  chains: ['eip155:1'],
  domain: 'dapp.example',
  uri: 'https://dapp.example/login',
  nonce: 'n0nc3',
  methods: ['personal_sign'],
}

let relay: RelayServer | undefined
const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
  await relay?.close()
  relay = undefined
})

/** Counts WebSockets opened: link mode must open none. */
let sockets = 0
function NoSocket(): never {
  sockets++
  throw new Error('the relay was used')
}
const noSocket = NoSocket as unknown as RelaySocketConstructor

async function client(
  name: string,
  link: string,
  router: LinkRouter | undefined,
  options: Partial<SignClientOptions> = {},
) {
  const created = await SignClient.init({
    name,
    relayUrl: relay?.url ?? 'ws://127.0.0.1:9',
    metadata: { name, description: name, url: link, icons: [], redirect: { universal: link, linkMode: true } },
    storage: new MemoryStorage(),
    customStoragePrefix: name,
    ...(relay ? {} : { WebSocket: noSocket }),
    ...(router ? { linking: router.linking(link) } : {}),
    ...options,
  })
  closers.push(() => created.close())
  return created
}

const sign = (dapp: SignClient, topic: string, message: Hex) =>
  dapp.request<Hex>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, account.address] },
  })

describe('link mode', () => {
  it('signs in and answers a request by link, never opening the relay', async () => {
    sockets = 0
    const router = linkRouter()
    const [dappStorage, walletStorage] = [new MemoryStorage(), new MemoryStorage()]
    const dapp = await client('dapp', DAPP_LINK, router, { storage: dappStorage })
    const wallet = await client('wallet', WALLET_LINK, router, { storage: walletStorage })
    signingWallet(wallet)
    await dapp.core.addLinkModeSupportedApp(WALLET_LINK)

    const { uri, response } = await dapp.authenticate(AUTH, WALLET_LINK)
    expect(uri.startsWith(`${WALLET_LINK}?wc_ev=`)).toBe(true)
    router.open(uri)
    const { session } = await response()
    expect(session?.transportType).toBe('link_mode')
    expect(wallet.session.get(session!.topic).transportType).toBe('link_mode')

    const message = stringToHex('by link')
    const signature = await sign(dapp, session!.topic, message)
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)

    // Sign-in request, its answer, the request, its answer: each in a link to the other app.
    expect(router.opened.map((url) => url.slice(0, url.indexOf('?')))).toEqual([
      WALLET_LINK,
      DAPP_LINK,
      WALLET_LINK,
      DAPP_LINK,
    ])
    expect(wallet.core.linkModeSupportedApps).toEqual([DAPP_LINK])
    expect([dapp.core.relayer.connected, wallet.core.relayer.connected, sockets]).toEqual([false, false, 0])

    // After a restart of both apps: the list and the session are kept, and it all still goes by link.
    await Promise.all([dapp.close(), wallet.close()])
    const dappAgain = await client('dapp', DAPP_LINK, router, { storage: dappStorage })
    const walletAgain = await client('wallet', WALLET_LINK, router, { storage: walletStorage })
    signingWallet(walletAgain)
    expect(dappAgain.core.linkModeSupportedApps).toEqual([WALLET_LINK])
    const again = stringToHex('after a restart')
    const signed = await sign(dappAgain, session!.topic, again)
    expect(await verifyMessage({ address: account.address, message: { raw: again }, signature: signed })).toBe(true)
    expect(router.opened).toHaveLength(6)
    expect([dappAgain.core.relayer.connected, walletAgain.core.relayer.connected, sockets]).toEqual([false, false, 0])
  })

  it('keeps to the relay when the wallet is not in the supported-apps list, or there is no Linking API', async () => {
    relay = await startRelay()
    const router = linkRouter()
    const dapp = await client('dapp', DAPP_LINK, router)
    const wallet = await client('wallet', WALLET_LINK, router)
    signingWallet(wallet)

    const { uri, response } = await dapp.authenticate(AUTH, WALLET_LINK)
    expect(uri.startsWith('wc:')).toBe(true)
    await wallet.pair({ uri })
    const { session } = await response()
    expect(session?.transportType).toBe('relay')
    const message = stringToHex('by relay')
    const signature = await sign(dapp, session!.topic, message)
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
    expect(router.opened).toEqual([])

    // Listed, but without a Linking API (none given, no global Linking): still the relay.
    const bare = await client('bare', DAPP_LINK, undefined)
    await bare.core.addLinkModeSupportedApp(WALLET_LINK)
    expect((await bare.authenticate(AUTH, WALLET_LINK)).uri.startsWith('wc:')).toBe(true)
  })

  it('ignores bad links, safely, and still answers a good one', async () => {
    sockets = 0
    const router = linkRouter()
    const topic = 'ab'.repeat(32)
    const notSignIn = JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'wc_sessionRequest', params: {} })
    const bad = [
      'not a url',
      `${WALLET_LINK}?wc_ev=&topic=`,
      `${WALLET_LINK}?topic=${topic}`,
      `${WALLET_LINK}?wc_ev=%E0%A4%A&topic=${topic}`,
      `${WALLET_LINK}?wc_ev=!!!!&topic=${topic}`,
      getLinkModeUrl(WALLET_LINK, topic, encodeEnvelope({ type: 2, payload: 'not json', encoding: 'base64url' })),
      getLinkModeUrl(WALLET_LINK, topic, encodeEnvelope({ type: 2, payload: notSignIn, encoding: 'base64url' })),
      getLinkModeUrl(WALLET_LINK, topic, encodeEnvelope({ type: 0, symKey: 'cd'.repeat(32), payload: notSignIn })),
    ]
    // The link that launched the wallet is bad too.
    const wallet = await client('wallet', WALLET_LINK, undefined, { linking: router.linking(WALLET_LINK, bad[4]) })
    const dropped: string[] = []
    const asked: number[] = []
    wallet.on('message_dropped', ({ reason }) => dropped.push(reason))
    wallet.on('session_authenticate', ({ id }) => asked.push(id))
    for (const url of bad) router.open(url)
    // Drops arrive in any order (the unknown topic's is the last to be decided): wait for all three kinds.
    await waitFor('six bad links dropped, of three kinds', () => dropped.length >= 6 && new Set(dropped).size >= 3)
    expect([...new Set(dropped)].sort()).toEqual(['plaintext-not-sign-in', 'undecryptable', 'unknown-topic'])
    expect(asked).toEqual([])

    const dapp = await client('dapp', DAPP_LINK, router)
    await dapp.core.addLinkModeSupportedApp(WALLET_LINK)
    const { uri } = await dapp.authenticate(AUTH, WALLET_LINK)
    expect(parseLinkModeUrl(uri)?.topic).toMatch(/^[0-9a-f]{64}$/)
    router.open(uri)
    await waitFor('the sign-in request reached the wallet', () => asked.length === 1)
    expect(sockets).toBe(0)
  })
})
