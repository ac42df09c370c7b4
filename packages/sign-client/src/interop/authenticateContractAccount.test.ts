import { startRelay, type RelayServer } from '@agentry/relay'
import { ANVIL_ACCOUNTS, deployTestSmartAccount, startAnvil, type Anvil } from '@agentry/test-utils'
import { buildAuthObject } from '@walletconnect/utils'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isValidCacao } from '../client/auth/cacao.js'
import type { Cacao } from '../types/cacao.js'
import { SignClient } from '../client/SignClient.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'

// One-click sign-in by a contract account (EIP-1271): the dapp asks the account's contract, on anvil,
// whether it accepts the signature, through the JSON-RPC URL given for the chain.

const owner = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
const stranger = privateKeyToAccount(ANVIL_ACCOUNTS[2].privateKey)
const AUTH = {
  chains: ['eip155:1'],
  domain: 'app.agentry.example',
  uri: 'https://app.agentry.example/login',
  nonce: 'c0ntract1',
  statement: 'Sign in to Agentry',
  methods: ['personal_sign'],
}
const SIGNATURE_FAILED = 'Session settlement failed. Signature verification failed'

let relay: RelayServer
let anvil: Anvil
let smartAccount: Address
let chainRpcUrls: Record<string, string>
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil({ chainId: 1 })])
  smartAccount = await deployTestSmartAccount({ rpcUrl: anvil.rpcUrl, owner: owner.address })
  chainRpcUrls = { 'eip155:1': anvil.rpcUrl }
})
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(async () => {
  await Promise.all([relay.close(), anvil.stop()])
})

const ours = async (name: string, options: { chainRpcUrls?: Record<string, string> } = {}) => {
  const client = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
    ...options,
  })
  closers.push(() => client.close())
  return client
}

type AuthenticatingWallet = {
  on(
    event: 'session_authenticate',
    listener: (payload: { id: number; params: { authPayload: Record<string, unknown> } }) => void,
  ): unknown
  formatAuthMessage(params: { request: never; iss: string }): string
  approveSessionAuthenticate(params: { id: number; auths: never[] }): Promise<unknown>
}

/** Signs the sign-in for the contract account with `signer`'s key, as an eip1271 CACAO. */
function signInAsContract(wallet: AuthenticatingWallet, signer = owner) {
  const iss = `did:pkh:eip155:1:${smartAccount}`
  wallet.on('session_authenticate', ({ id, params }) => {
    const message = wallet.formatAuthMessage({ request: params.authPayload as never, iss })
    void signer
      .signMessage({ message })
      .then((signature) =>
        wallet.approveSessionAuthenticate({
          id,
          auths: [buildAuthObject(params.authPayload as never, { t: 'eip1271', s: signature }, iss) as never],
        }),
      )
      .catch(() => undefined)
  })
}

describe('authenticate with a contract account (EIP-1271)', () => {
  // The official 2.21.8 client checks an eip1271 CACAO through the vendor's hosted RPC (a network call
  // the tests may not make), so contract-account sign-in is tested between our own clients.
  it('our dapp accepts the sign-in of our wallet when the contract accepts the signature', async () => {
    const dapp = await ours('Our Dapp', { chainRpcUrls })
    const wallet = await ours('Our Wallet', { chainRpcUrls })
    signInAsContract(wallet as unknown as AuthenticatingWallet)
    const { uri, response } = await dapp.authenticate(AUTH)
    await wallet.pair({ uri })
    const { auths, session } = await response()
    expect(auths?.[0]?.s.t).toBe('eip1271')
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:1:${smartAccount}`])
  })

  it('our wallet and our dapp: a signature the contract refuses is refused on both sides', async () => {
    const dapp = await ours('Our Dapp', { chainRpcUrls })
    const wallet = await ours('Our Wallet', { chainRpcUrls })
    const refused = new Promise<unknown>((resolve) => {
      wallet.on('session_authenticate', ({ id, params }) => {
        const iss = `did:pkh:eip155:1:${smartAccount}`
        void stranger
          .signMessage({ message: wallet.formatAuthMessage({ request: params.authPayload as never, iss }) })
          .then((signature) =>
            wallet.approveSessionAuthenticate({
              id,
              auths: [
                buildAuthObject(params.authPayload as never, { t: 'eip1271', s: signature }, iss) as unknown as Cacao,
              ],
            }),
          )
          .catch(resolve)
      })
    })
    const { uri, response } = await dapp.authenticate(AUTH)
    await wallet.pair({ uri })
    expect(await refused).toMatchObject({ shortMessage: SIGNATURE_FAILED })
    await expect(response()).rejects.toMatchObject({ shortMessage: SIGNATURE_FAILED })
  })

  it('a dapp without an RPC URL for the chain refuses a contract-account sign-in', async () => {
    const dapp = await ours('Our Dapp')
    const wallet = await ours('Our Wallet', { chainRpcUrls })
    signInAsContract(wallet as unknown as AuthenticatingWallet)
    const { uri, response } = await dapp.authenticate(AUTH)
    await wallet.pair({ uri })
    await expect(response()).rejects.toMatchObject({ shortMessage: SIGNATURE_FAILED })
  })

  it('isValidCacao: the contract decides; an unreachable RPC or a malformed signature is false, never a throw', async () => {
    const iss = `did:pkh:eip155:1:${smartAccount}`
    const payload = {
      type: 'caip122',
      chains: ['eip155:1'],
      domain: AUTH.domain,
      aud: AUTH.uri,
      version: '1',
      nonce: AUTH.nonce,
      iat: new Date().toISOString(),
      statement: AUTH.statement,
    }
    const message = (await ours('Formatter')).formatAuthMessage({ request: payload as never, iss })
    const cacao = (signature: string) =>
      buildAuthObject(payload as never, { t: 'eip1271', s: signature }, iss) as unknown as Cacao
    expect(await isValidCacao(cacao(await owner.signMessage({ message })), { chainRpcUrls })).toBe(true)
    expect(await isValidCacao(cacao(await stranger.signMessage({ message })), { chainRpcUrls })).toBe(false)
    expect(
      await isValidCacao(cacao(await owner.signMessage({ message })), {
        chainRpcUrls: { 'eip155:1': 'http://127.0.0.1:9/' },
      }),
    ).toBe(false)
    expect(await isValidCacao(cacao('0xnothex'), { chainRpcUrls })).toBe(false)
    // The owner's own address signing as an EOA still verifies locally, with no RPC.
    const ownerIss = `did:pkh:eip155:1:${owner.address}`
    const ownerMessage = (await ours('Formatter 2')).formatAuthMessage({ request: payload as never, iss: ownerIss })
    expect(
      await isValidCacao(
        buildAuthObject(
          payload as never,
          { t: 'eip191', s: await owner.signMessage({ message: ownerMessage }) },
          ownerIss,
        ) as unknown as Cacao,
      ),
    ).toBe(true)
  })
})
