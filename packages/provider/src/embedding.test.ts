import { stringToHex, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { WALLET_ACCOUNT } from '@agentry/test-utils/official-wallet'
import { WalletConnectProvider, type RequestArguments } from './WalletConnectProvider.js'
import { METADATA, recordEvents, startPair, useEnvironment } from './test/fixtures.js'

// The options an app that embeds the provider in its own connect flow uses (modal-core's WalletConnect
// connector): a gate in front of the wallet, which kept session to take back, and no pairing from a request.
// Against the official wallet client 2.21.8 over our relay, on real anvil nodes.

const lab = useEnvironment()
const address = WALLET_ACCOUNT.address

/** A second provider on the first one's sign-client, as after a reload that kept the client's storage. */
const reopen = (provider: WalletConnectProvider, options: Partial<Parameters<typeof WalletConnectProvider.init>[0]>) =>
  WalletConnectProvider.init({ relayUrl: lab.env.relay.url, metadata: METADATA, client: provider.client, ...options })

describe('beforeWalletRequest', () => {
  it('runs before each request the wallet answers, and not before reads or a switch between approved chains', async () => {
    const gated: RequestArguments[] = []
    const { provider, wallet } = await lab.pair({ provider: { beforeWalletRequest: (args) => void gated.push(args) } })
    const message = stringToHex('gated')
    await provider.request<Hex>({ method: 'personal_sign', params: [message, address] })
    await provider.request({ method: 'eth_blockNumber' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(gated).toEqual([{ method: 'personal_sign', params: [message, address] }])
    expect(wallet.requests.map(({ method }) => method)).toEqual(['personal_sign'])
  })

  it('its rejection is the request’s, and the wallet is not asked', async () => {
    const refusal = new Error('not approved here')
    const { provider, wallet } = await lab.pair({
      provider: {
        beforeWalletRequest: () => {
          throw refusal
        },
      },
    })
    await expect(provider.request({ method: 'personal_sign', params: ['0x01', address] })).rejects.toBe(refusal)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(wallet.requests).toEqual([])
  })
})

describe('connectOnRequestAccounts: false', () => {
  it('eth_requestAccounts without a session rejects (4900) and proposes nothing', async () => {
    const { provider, wallet } = await startPair(lab.env, { connectOnRequestAccounts: false })
    lab.closeAfter(
      () => provider.close(),
      () => wallet.close(),
    )
    const events = recordEvents(provider, ['display_uri'])
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      name: 'ProviderNotConnectedError',
      code: 4900,
    })
    expect(events).toEqual([])
    expect(provider.session).toBeUndefined()
  })
})

describe('restore', () => {
  it('takes back the kept session it picks, or none; by default the newest of its namespace', async () => {
    const { provider } = await lab.pair()
    const topic = provider.session!.topic
    const byDefault = await reopen(provider, {})
    expect(byDefault.session?.topic).toBe(topic)
    expect(await byDefault.request({ method: 'eth_accounts' })).toEqual([address])
    const seen: string[][] = []
    const none = await reopen(provider, {
      restore: (live) => {
        seen.push(live.map((session) => session.topic))
        return undefined
      },
    })
    expect(seen).toEqual([[topic]])
    expect(none.session).toBeUndefined()
    expect(await none.request({ method: 'eth_accounts' })).toEqual([])
    await Promise.all([byDefault.close(), none.close()])
  })

  it('a session without the provider’s namespace answers eth_accounts with no accounts, as EIP-1193 has it', async () => {
    const { provider } = await lab.pair()
    const solana = await reopen(provider, { namespace: 'solana', restore: (live) => live[0] })
    expect(solana.session?.topic).toBe(provider.session!.topic)
    expect(await solana.request({ method: 'eth_accounts' })).toEqual([])
    await expect(solana.request({ method: 'solana_getAccounts' })).rejects.toMatchObject({
      name: 'NamespaceNotConfiguredError',
    })
    await solana.close()
  })
})
