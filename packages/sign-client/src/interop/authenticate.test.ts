import { startRelay, type RelayServer } from '@agentry/relay'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Cacao } from '../types/cacao.js'
import { SignClient } from '../client/SignClient.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { startOfficialClient } from '../test/officialPeer.js'
import { signingWallet, signInAccount, SIGN_IN_ISS, type SigningWallet } from '../test/signInWallet.js'

// One-click sign-in (wc_sessionAuthenticate, answered in a type 1 envelope) between our client and the
// official 2.21.8 client, both ways, over our relay: the wallet signs the SIWE message with a ReCap, the
// dapp checks the CACAO and gets a session it can use.

const account = signInAccount
const ISS = SIGN_IN_ISS
const AUTH = {
  chains: ['eip155:1'],
  domain: 'app.agentry.example',
  uri: 'https://app.agentry.example/login',
  nonce: 'k3j5h2g1',
  statement: 'Sign in to Agentry',
  methods: ['personal_sign'],
}

let relay: RelayServer
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(async () => {
  await relay.close()
})

/** A wallet the tests pair with a URI, as well as sign in with. */
type Wallet = SigningWallet & { pair(params: { uri: string }): Promise<unknown> }

const ours = async (name: string) => {
  const client = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
  })
  closers.push(() => client.close())
  return client
}
const official = async (name: string) => {
  const client = await startOfficialClient({ relayUrl: relay.url, name, disableRequestQueue: true })
  closers.push(() => client.core.relayer.transportClose())
  return client
}

async function checkSignIn(
  auths: Cacao[] | undefined,
  request: (message: Hex) => Promise<Hex>,
  namespaces: Record<string, { accounts: string[]; methods: string[] }>,
) {
  expect(auths).toHaveLength(1)
  const cacao = auths![0]!
  expect(cacao.p).toMatchObject({ iss: ISS, domain: AUTH.domain, aud: AUTH.uri, nonce: AUTH.nonce })
  expect(cacao.p.resources?.at(-1)).toMatch(/^urn:recap:/)
  expect(namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
  expect(namespaces.eip155?.methods).toEqual(['personal_sign'])
  const message = stringToHex('after one-click sign-in')
  const signature = await request(message)
  expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
}

describe('authenticate', () => {
  it('our dapp signs in with the official wallet, then uses the session', async () => {
    const dapp = await ours('Our Dapp')
    const wallet = await official('Official Wallet')
    signingWallet(wallet as unknown as Wallet)
    const { uri, response } = await dapp.authenticate(AUTH)
    expect(uri).toContain('methods=wc_sessionAuthenticate')
    await wallet.pair({ uri })
    const { auths, session } = await response()
    // The formatted message the wallet signed is the one we format: the signature checks out here.
    expect(
      dapp.formatAuthMessage({ request: { ...auths![0]!.p, type: 'caip122', chains: ['eip155:1'] }, iss: ISS }),
    ).toContain(
      "Sign in to Agentry I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.",
    )
    if (!session) throw new Error('a sign-in that grants personal_sign makes a session')
    await checkSignIn(
      auths,
      (message) =>
        dapp.request<Hex>({
          topic: session.topic,
          chainId: 'eip155:1',
          request: { method: 'personal_sign', params: [message, account.address] },
        }),
      session.namespaces,
    )
  })

  it('the official dapp signs in with our wallet, then uses the session', async () => {
    const dapp = await official('Official Dapp')
    const wallet = await ours('Our Wallet')
    signingWallet(wallet as unknown as Wallet)
    const { uri, response } = await dapp.authenticate(AUTH)
    // Asked for before pairing: 2.21.8 ignores an answer that lands before response() is called.
    const answered = response()
    await wallet.pair({ uri })
    const { auths, session } = await answered
    await checkSignIn(
      auths as unknown as Cacao[],
      (message) =>
        dapp.request<Hex>({
          topic: session!.topic,
          chainId: 'eip155:1',
          request: { method: 'personal_sign', params: [message, account.address] },
        }),
      session!.namespaces as never,
    )
  })

  it('a forged signature is refused by our wallet, and our dapp refuses one from a peer', async () => {
    const dapp = await ours('Our Dapp')
    const wallet = await ours('Our Wallet')
    const refused = new Promise<unknown>((resolve) =>
      wallet.on('session_authenticate', ({ id, params }) => {
        const forged = {
          h: { t: 'caip122' },
          p: { ...params.authPayload, iss: ISS },
          s: { t: 'eip191', s: `0x${'11'.repeat(65)}` },
        } as unknown as Cacao
        void wallet.approveSessionAuthenticate({ id, auths: [forged] }).catch(resolve)
      }),
    )
    const { uri, response } = await dapp.authenticate(AUTH)
    await wallet.pair({ uri })
    expect(await refused).toMatchObject({ shortMessage: 'Session settlement failed. Signature verification failed' })
    await expect(response()).rejects.toMatchObject({
      shortMessage: 'Session settlement failed. Signature verification failed',
    })
  })

  it('refuses bad parameters with the spec messages', async () => {
    const dapp = await ours('Our Dapp')
    await expect(dapp.authenticate({ ...AUTH, chains: [] })).rejects.toThrow(
      'chains is required and must be a non-empty array',
    )
    await expect(
      dapp.authenticate({ ...AUTH, chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    ).rejects.toThrow('Multi-namespace requests are not supported. Please request single namespace only.')
    await expect(dapp.authenticate({ ...AUTH, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })).rejects.toThrow(
      'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
    )
  })
})
