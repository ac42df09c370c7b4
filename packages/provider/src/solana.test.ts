import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { MemoryStorage } from '@agentry/sign-client'
import { startSolanaTestRpc, type SolanaTestRpc } from '@agentry/test-utils/solana'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestWallet } from '@agentry/test-utils/official-wallet'
import { METADATA, recordEvents, startEnvironment, type Environment } from './test/fixtures.js'
import { WalletConnectProvider } from './WalletConnectProvider.js'

// The Solana flavour: namespace `solana`, base58 accounts, CAIP-2 chain ids in events.

const SECRET = new Uint8Array(32).fill(9)
const ADDRESS = base58.encode(ed25519.getPublicKey(SECRET))
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

let env: Environment
let solanaRpc: SolanaTestRpc
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  env = await startEnvironment()
  solanaRpc = await startSolanaTestRpc()
})
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(async () => {
  await env.stop()
  await solanaRpc.close()
})

describe('Solana flavour', () => {
  it('connects, signs through the wallet and reads through the RPC', async () => {
    const wallet = await startTestWallet({
      relayUrl: env.relay.url,
      chains: {},
      solana: {
        chain: CHAIN,
        address: ADDRESS,
        sign: (message) => base58.encode(ed25519.sign(base58.decode(message), SECRET)),
      },
    })
    const provider = await WalletConnectProvider.init({
      relayUrl: env.relay.url,
      metadata: METADATA,
      storage: new MemoryStorage(),
      namespace: 'solana',
      rpcMap: { [CHAIN]: solanaRpc.url },
    })
    closers.push(
      () => provider.close(),
      () => wallet.close(),
    )
    provider.on('display_uri', (uri: string) => void wallet.client.pair({ uri }))
    const events = recordEvents(provider, ['chainChanged', 'accountsChanged', 'connect'])
    await provider.connect({ optionalChains: [CHAIN] })
    expect(events).toEqual([
      ['chainChanged', CHAIN],
      ['accountsChanged', [ADDRESS]],
      ['connect', { chainId: CHAIN }],
    ])
    expect(provider.accounts).toEqual([ADDRESS])

    const message = base58.encode(new TextEncoder().encode('hello solana'))
    const { signature } = await provider.request<{ signature: string }>({
      method: 'solana_signMessage',
      params: { message, pubkey: ADDRESS },
    })
    expect(ed25519.verify(base58.decode(signature), base58.decode(message), base58.decode(ADDRESS))).toBe(true)

    solanaRpc.setBalance(ADDRESS, 1_500_000n)
    const balance = await provider.request<{ value: number }>({ method: 'getBalance', params: [ADDRESS] })
    expect(balance.value).toBe(1_500_000)
    expect(wallet.requests.map(({ method }) => method)).toEqual(['solana_signMessage'])

    await expect(provider.request({ method: 'personal_sign', params: ['0x00', '0x00'] }, 1)).rejects.toMatchObject({
      name: 'NamespaceNotConfiguredError',
    })
  })
})
