import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { generateKeyPair } from '../../crypto/keys.js'
import { encodeEnvelope } from '../../crypto/envelope.js'
import type { RelaySocketConstructor } from '../../relay/webSocket.js'
import type { JsonValue } from '../../storage/KeyValueStorage.js'
import { MemoryStorage } from '../../storage/MemoryStorage.js'
import { linkRouter, type LinkRouter } from '../../test/linkRouter.js'
import { DAPP_LINK, signInCacao, WALLET_LINK } from '../../test/signInWallet.js'
import { getLinkModeUrl } from '../transport/linkMode.js'
import { nowSeconds } from '../transport/rpcOptions.js'
import { SignClient, type SignClientOptions } from '../SignClient.js'
import type { VerifyContext } from '../../types/protocol.js'

// Link mode stays bounded under forged links: a wallet keeps a link route only while its sign-in is
// pending, and lists the requester's app only once a sign-in completes. The route of a pending sign-in
// survives a restart. All through the in-memory stand-in for universal links; no relay is ever opened.

const AUTH = { chains: ['eip155:1'], domain: 'dapp.example', uri: 'https://dapp.example/login', nonce: 'n0nc3' }
const APPS_KEY = 'wallet:wc@2:core:0.3:linkModeSupportedApps'

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

/** Memory storage that counts the characters of every key and value written. */
class WriteCountingStorage extends MemoryStorage {
  writtenChars = 0

  override async setItem<T = JsonValue>(key: string, value: T): Promise<void> {
    this.writtenChars += key.length + JSON.stringify(value).length
    await super.setItem(key, value)
  }
}

function NoSocket(): never {
  throw new Error('the relay was used')
}

async function client(name: string, link: string, router: LinkRouter, options: Partial<SignClientOptions> = {}) {
  const created = await SignClient.init({
    name,
    relayUrl: 'ws://127.0.0.1:9',
    metadata: { name, description: name, url: link, icons: [], redirect: { universal: link, linkMode: true } },
    storage: new MemoryStorage(),
    customStoragePrefix: name,
    WebSocket: NoSocket as unknown as RelaySocketConstructor,
    linking: router.linking(link),
    ...options,
  })
  closers.push(() => created.close())
  return created
}

/** A sign-in request anyone can put in a link to the wallet (plaintext: link mode's opening message). */
function forgedLink(index: number, { url = `https://forged${index}.example`, expiresIn = 3600 } = {}) {
  const universal = `https://forged${index}.example/wc`
  const request = {
    id: 1_000_000 + index,
    jsonrpc: '2.0',
    method: 'wc_sessionAuthenticate',
    params: {
      requester: {
        publicKey: generateKeyPair().publicKey,
        metadata: { name: 'x', description: 'x', url, icons: [], redirect: { universal, linkMode: true } },
      },
      authPayload: { ...AUTH, type: 'caip122', version: '1', iat: new Date().toISOString() },
      expiryTimestamp: nowSeconds() + expiresIn,
    },
  }
  const topic = generateKeyPair().publicKey
  const envelope = encodeEnvelope({ type: 2, payload: JSON.stringify(request), encoding: 'base64url' })
  return getLinkModeUrl(WALLET_LINK, topic, envelope)
}

describe('link mode bounds', () => {
  it('3,000 forged sign-in links leave no route and no listed app once their sign-ins end', async () => {
    const router = linkRouter()
    const storage = new MemoryStorage()
    const wallet = await client('wallet', WALLET_LINK, router, { storage })
    const asked: number[] = []
    wallet.on('session_authenticate', ({ id }) => asked.push(id))
    // The 3,000 of the report: each pending sign-in writes its own records only (see the next test), so
    // this is linear. 2,950 the user rejects, then 50 that expire (sent 10 at a time, so that none
    // expires on its way in).
    const rejected = 2_950
    for (let index = 0; index < rejected; index++) router.open(forgedLink(index))
    await waitFor('every forged sign-in reached the wallet', () => asked.length === rejected, { timeoutMs: 600_000 })
    // Pending, each one is answerable by link, but none is listed.
    expect(wallet.core.linkModeRoutes).toBe(rejected)
    expect(wallet.core.linkModeSupportedApps).toEqual([])
    for (const id of asked)
      await wallet.rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } })
    expect(wallet.core.linkModeRoutes).toBe(0)
    for (let batch = 0; batch < 5; batch++) {
      for (let index = 0; index < 10; index++) router.open(forgedLink(rejected + batch * 10 + index, { expiresIn: 20 }))
      await waitFor('a batch of expiring sign-ins', () => asked.length === rejected + (batch + 1) * 10, {
        timeoutMs: 60_000,
      })
    }
    expect(wallet.core.linkModeRoutes).toBe(50)
    await waitFor('the last 50 expired', () => wallet.auth.requests.getAll().length === 0, { timeoutMs: 120_000 })
    expect(wallet.core.linkModeRoutes).toBe(0)
    expect(wallet.core.linkModeSupportedApps).toEqual([])
    expect(await storage.getItem(APPS_KEY)).toBeUndefined()
  }, 1_200_000)

  it('a pending sign-in costs the same storage writes with 1,000 pending as with none', async () => {
    const router = linkRouter()
    const storage = new WriteCountingStorage()
    const wallet = await client('wallet', WALLET_LINK, router, { storage })
    const asked: number[] = []
    wallet.on('session_authenticate', ({ id }) => asked.push(id))
    /** The characters written to storage by `count` more forged sign-ins, once all reached the wallet. */
    const written = async (count: number) => {
      const before = storage.writtenChars
      const start = asked.length
      for (let index = start; index < start + count; index++) router.open(forgedLink(index))
      await waitFor(`${count} forged sign-ins reached the wallet`, () => asked.length === start + count, {
        timeoutMs: 240_000,
      })
      return storage.writtenChars - before
    }
    const first = await written(50)
    await written(900)
    const last = await written(50)
    // Each sign-in writes its own request, expiry, history and route records: a store rewritten whole
    // on each add would write about 20 times as much for the last 50 as for the first.
    expect(first).toBeGreaterThan(0)
    expect(last).toBeLessThan(first * 1.2)
  }, 400_000)

  it('verifyContext of a sign-in by link: VALID when the universal link has the url origin, else INVALID', async () => {
    const router = linkRouter()
    const wallet = await client('wallet', WALLET_LINK, router)
    const contexts: VerifyContext[] = []
    wallet.on('session_authenticate', ({ verifyContext }) => contexts.push(verifyContext))
    router.open(forgedLink(1))
    await waitFor('the first sign-in', () => contexts.length === 1)
    router.open(forgedLink(2, { url: 'https://elsewhere.example' }))
    await waitFor('the second sign-in', () => contexts.length === 2)
    expect(contexts).toEqual([
      {
        verified: {
          verifyUrl: 'https://verify.walletconnect.org',
          validation: 'VALID',
          origin: 'https://forged1.example',
        },
      },
      {
        verified: {
          verifyUrl: 'https://verify.walletconnect.org',
          validation: 'INVALID',
          origin: 'https://elsewhere.example',
        },
      },
    ])
  })

  it('a pending sign-in keeps its link route across a wallet restart; approved, the dapp is listed', async () => {
    const router = linkRouter()
    const walletStorage = new MemoryStorage()
    const dapp = await client('dapp', DAPP_LINK, router)
    await dapp.core.addLinkModeSupportedApp(WALLET_LINK)
    const wallet = await client('wallet', WALLET_LINK, router, { storage: walletStorage })
    const { uri, response } = await dapp.authenticate({ ...AUTH, methods: ['personal_sign'] }, WALLET_LINK)
    router.open(uri)
    await waitFor('the sign-in reached the wallet', () => wallet.auth.requests.getAll().length === 1)
    await wallet.close()

    const walletAgain = await client('wallet', WALLET_LINK, router, { storage: walletStorage })
    expect(walletAgain.core.linkModeRoutes).toBe(1)
    const [pending] = walletAgain.auth.requests.getAll()
    const cacao = await signInCacao(walletAgain, pending!.params.authPayload)
    await walletAgain.approveSessionAuthenticate({ id: pending!.id, auths: [cacao] })
    const { session } = await response()
    expect(session?.transportType).toBe('link_mode')
    expect(walletAgain.core.linkModeRoutes).toBe(0)
    expect(walletAgain.core.linkModeSupportedApps).toEqual([DAPP_LINK])
  })
})
