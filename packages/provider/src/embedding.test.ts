import { stringToHex, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { WALLET_ACCOUNT } from '@agentry/test-utils/official-wallet'
import { SessionProvider, type RequestArguments } from './SessionProvider.js'
import { waitFor } from '@agentry/test-utils/wait'
import { recordEvents, startPair, useEnvironment } from './test/fixtures.js'

// What an app that pairs in its own connect flow builds on (modal-core's WalletConnect connector): the
// SessionProvider core, which never pairs and adopts the session it is handed, and a gate in front of the wallet.
// Against the official wallet client 2.21.8 over our relay, on real anvil nodes.

const lab = useEnvironment()
const address = WALLET_ACCOUNT.address

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

describe('SessionProvider, the core an app with its own pairing builds on', () => {
  it('never pairs: without a session eth_requestAccounts rejects (4900) and nothing is proposed', async () => {
    const { provider, wallet } = await startPair(lab.env)
    lab.closeAfter(
      () => provider.close(),
      () => wallet.close(),
    )
    const core = new SessionProvider({ client: provider.client, rpcMap: { 1: lab.env.mainnet.rpcUrl } })
    const events = recordEvents(core, ['display_uri', 'connect'])
    await expect(core.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      name: 'ProviderNotConnectedError',
      code: 4900,
    })
    expect(await core.request({ method: 'eth_accounts' })).toEqual([])
    expect(await core.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(events).toEqual([])
    expect(provider.client.proposal.getAll()).toEqual([])
    await core.close()
  })

  it('adopts a session it is handed, on the first wanted chain the wallet approved, and announces it', async () => {
    const { provider, wallet } = await lab.pair()
    const core = new SessionProvider({
      client: provider.client,
      rpcMap: { 1: lab.env.mainnet.rpcUrl, 1337: lab.env.local.rpcUrl },
    })
    const events = recordEvents(core, ['chainChanged', 'accountsChanged', 'connect'])
    core.adopt(provider.session!, { wanted: ['eip155:1337', 'eip155:1'] })
    expect(events).toEqual([
      ['chainChanged', '0x539'],
      ['accountsChanged', [address]],
      ['connect', { chainId: '0x539' }],
    ])
    expect(await core.request({ method: 'eth_accounts' })).toEqual([address])
    const balance = await core.request<Hex>({ method: 'eth_getBalance', params: [address, 'latest'] })
    expect(BigInt(balance)).toBeGreaterThan(0n)
    expect(wallet.requests).toEqual([])
    await core.close()
  })

  it('a session without its namespace answers eth_accounts with no accounts, as EIP-1193 has it', async () => {
    const { provider } = await lab.pair()
    const solana = new SessionProvider({ client: provider.client, namespace: 'solana' })
    solana.adopt(provider.session!, { announce: false })
    expect(await solana.request({ method: 'eth_accounts' })).toEqual([])
    await expect(solana.request({ method: 'solana_getAccounts' })).rejects.toMatchObject({
      name: 'NamespaceNotConfiguredError',
    })
    await solana.close()
  })

  it('the session ending is announced once: disconnect (6000) and an empty accountsChanged', async () => {
    const { provider, wallet } = await lab.pair()
    const core = new SessionProvider({ client: provider.client })
    core.adopt(provider.session!, { announce: false })
    const events = recordEvents(core, ['disconnect', 'accountsChanged'])
    await wallet.client.disconnect({ topic: wallet.topic(), reason: { code: 6000, message: 'User disconnected.' } })
    await waitFor('disconnect and accountsChanged', () => events.length >= 2)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events.map(([name]) => name)).toEqual(['disconnect', 'accountsChanged'])
    expect(events[0]![1]).toMatchObject({ code: 6000, message: 'User disconnected.' })
    expect(core.session).toBeUndefined()
    await core.close()
  })
})
