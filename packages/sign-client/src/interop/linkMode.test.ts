import { startRelay, type RelayServer } from '@agentry/relay'
import { SignClient as OfficialSignClient } from '@walletconnect/sign-client'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SignClient } from '../client/SignClient.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { linkRouter, type LinkRouter } from '../test/linkRouter.js'
import { DAPP_LINK, signingWallet, signInAccount, WALLET_LINK, type SigningWallet } from '../test/signInWallet.js'

// Link mode with the official 2.21.8 client (Apache-2.0) on the other side, both ways. The official
// client listens for links only in React Native or under its own test flag (IS_VITEST), and reaches
// them through the global `Linking`; ours is given its Linking API as an option. The relay runs, and
// neither side may open it.

const account = signInAccount
const AUTH = {
  chains: ['eip155:1'],
  domain: 'dapp.example',
  uri: 'https://dapp.example/login',
  nonce: 'n0nc3',
  methods: ['personal_sign'],
}

let relay: RelayServer
const closers: (() => Promise<unknown>)[] = []
const globals = globalThis as { Linking?: unknown }
beforeAll(async () => {
  relay = await startRelay()
  process.env.IS_VITEST = 'true'
})
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
  delete globals.Linking
})
afterAll(async () => {
  delete process.env.IS_VITEST
  await relay.close()
})

const metadata = (name: string, link: string) => ({
  name,
  description: name,
  url: link,
  icons: [],
  redirect: { universal: link, linkMode: true },
})

async function ours(name: string, link: string, router: LinkRouter) {
  const client = await SignClient.init({
    name,
    relayUrl: relay.url,
    metadata: metadata(name, link),
    storage: new MemoryStorage(),
    linking: router.linking(link),
  })
  closers.push(() => client.close())
  return client
}

/** The official client, reaching links through the global `Linking` (set to its app's). */
async function official(name: string, link: string, router: LinkRouter) {
  globals.Linking = router.linking(link)
  const client = await OfficialSignClient.init({
    name,
    relayUrl: relay.url,
    projectId: 'interop-test',
    customStoragePrefix: `link-${name}`,
    telemetryEnabled: false,
    logger: 'silent',
    storage: new MemoryStorage() as never,
    metadata: metadata(name, link),
  })
  closers.push(() => client.core.relayer.transportClose().catch(() => undefined))
  return client
}

type Dapp = {
  core: { addLinkModeSupportedApp(link: string): Promise<void> | void; relayer: { connected: boolean } }
  authenticate(
    params: typeof AUTH,
    walletLink: string,
  ): Promise<{ uri?: string; response: () => Promise<{ session?: { topic: string } }> }>
  request<T>(params: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<T>
}

async function signInAndSign(dapp: Dapp, router: LinkRouter) {
  await dapp.core.addLinkModeSupportedApp(WALLET_LINK)
  const { uri, response } = await dapp.authenticate(AUTH, WALLET_LINK)
  expect(uri?.startsWith(`${WALLET_LINK}?wc_ev=`)).toBe(true)
  router.open(uri!)
  const { session } = await response()
  const message = stringToHex('link mode interop')
  const signature = await dapp.request<Hex>({
    topic: session!.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, account.address] },
  })
  expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
  expect(router.opened.map((url) => url.slice(0, url.indexOf('?')))).toEqual([
    WALLET_LINK,
    DAPP_LINK,
    WALLET_LINK,
    DAPP_LINK,
  ])
}

describe('link mode with the official 2.21.8 client', () => {
  it('our dapp, official wallet', async () => {
    const router = linkRouter()
    const wallet = await official('wallet', WALLET_LINK, router)
    const dapp = await ours('dapp', DAPP_LINK, router)
    signingWallet(wallet as unknown as SigningWallet)
    await signInAndSign(dapp as unknown as Dapp, router)
    expect([dapp.core.relayer.connected, wallet.core.relayer.connected]).toEqual([false, false])
  })

  it('official dapp, our wallet', async () => {
    const router = linkRouter()
    const dapp = await official('dapp', DAPP_LINK, router)
    const wallet = await ours('wallet', WALLET_LINK, router)
    signingWallet(wallet as unknown as SigningWallet)
    await signInAndSign(dapp as unknown as Dapp, router)
    expect([dapp.core.relayer.connected, wallet.core.relayer.connected]).toEqual([false, false])
  })
})
