import { createPublicClient, http, parseEther, stringToHex, verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { WALLET_ACCOUNT } from '@agentry/test-utils/official-wallet'
import { waitFor } from '@agentry/test-utils/wait'
import { recordEvents, startPair, useEnvironment } from './test/fixtures.js'

// The provider against the official wallet client 2.21.8 over our relay, on two real anvil nodes.

const lab = useEnvironment()

const address = WALLET_ACCOUNT.address

describe('connect', () => {
  it('shows the URI as display_uri, then announces chain, accounts and connect', async () => {
    const { provider, wallet } = await startPair(lab.env)
    lab.closeAfter(() => Promise.all([provider.close(), wallet.close()]).then(() => undefined))
    const events = recordEvents(provider, ['display_uri', 'chainChanged', 'accountsChanged', 'connect'])
    const session = await provider.connect({ optionalChains: [1, 1337] })
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${address}`, `eip155:1337:${address}`])
    expect(events.map(([name]) => name)).toEqual(['display_uri', 'chainChanged', 'accountsChanged', 'connect'])
    expect(events[0]![1]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(events.slice(1)).toEqual([
      ['chainChanged', '0x1'],
      ['accountsChanged', [address]],
      ['connect', { chainId: '0x1' }],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.enable()).toEqual([address])
  })

  it('proposes required namespaces as required and optional ones as optional', async () => {
    const { provider, wallet } = await lab.pair({
      connect: {
        namespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } },
        optionalChains: [1337],
      },
    })
    const session = wallet.client.session.get(wallet.topic())
    const asked = [...Object.values(session.requiredNamespaces), ...Object.values(session.optionalNamespaces)]
    expect(asked.flatMap(({ chains }) => chains ?? []).sort()).toEqual(['eip155:1', 'eip155:1337'])
    expect(asked.flatMap(({ methods }) => methods)).toContain('personal_sign')
    expect(provider.session?.namespaces.eip155?.methods).toContain('personal_sign')
  })

  it('starts on the first chain it asked for that the wallet approved', async () => {
    const { provider } = await lab.pair({ connect: { optionalChains: [1337, 1] } })
    expect(provider.chainId).toBe('eip155:1337')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
  })
})

describe('requests to the wallet', () => {
  it('personal_sign is signed by the wallet with the anvil key', async () => {
    const { provider, wallet } = await lab.pair()
    const message = stringToHex('hello from the provider')
    const signature = await provider.request<Hex>({ method: 'personal_sign', params: [message, address] })
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)
    expect(wallet.requests).toEqual([{ method: 'personal_sign', chainId: 'eip155:1' }])
  })

  it('a rejection in the wallet comes back as a ProviderRpcError with code 4001', async () => {
    const { provider } = await lab.pair()
    const request = provider.request({ method: 'personal_sign', params: [stringToHex('reject'), address] })
    await expect(request).rejects.toMatchObject({
      name: 'ProviderRpcError',
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('eth_sendTransaction: the wallet sends to anvil, the receipt is read from the RPC', async () => {
    const { provider, wallet } = await lab.pair()
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await provider.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: `0x${parseEther('0.5').toString(16)}` }],
    })
    // The node may answer null until its automine has sealed the block, so poll as a dapp's
    // waitForTransactionReceipt does (CI once read null straight after the hash came back).
    const receipt = await waitFor('the receipt', () =>
      provider.request<{ status: string; to: string } | null>({ method: 'eth_getTransactionReceipt', params: [hash] }),
    )
    expect(receipt).toMatchObject({ status: '0x1', to: to.toLowerCase() })
    const node = createPublicClient({ transport: http(lab.env.mainnet.rpcUrl) })
    expect((await node.getTransaction({ hash })).value).toBe(parseEther('0.5'))
    expect(wallet.requests.map(({ method }) => method)).toEqual(['eth_sendTransaction'])
  })

  it('sends on a chain given with the request (CAIP-2 or number)', async () => {
    const { provider, wallet } = await lab.pair()
    await provider.request({ method: 'personal_sign', params: [stringToHex('on 1337'), address] }, 'eip155:1337')
    await provider.request({ method: 'personal_sign', params: [stringToHex('on 1'), address] }, 1)
    expect(wallet.requests.map(({ chainId }) => chainId)).toEqual(['eip155:1337', 'eip155:1'])
  })
})

describe('reads and unapproved methods go to the chain RPC (spec section 6)', () => {
  it('an unapproved read never reaches the wallet', async () => {
    const { provider, wallet } = await lab.pair({ connect: { optionalChains: [1, 1337] } })
    const blockNumber = await provider.request<Hex>({ method: 'eth_blockNumber' })
    expect(BigInt(blockNumber)).toBeGreaterThanOrEqual(0n)
    const balance = await provider.request<Hex>({ method: 'eth_getBalance', params: [address, 'latest'] }, 1337)
    expect(BigInt(balance)).toBeGreaterThan(0n)
    expect(wallet.requests).toEqual([])
  })

  it('a read the wallet approved still goes to the RPC', async () => {
    const { provider, wallet } = await lab.pair({
      connect: { optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['eth_getBalance'], events: [] } } },
    })
    expect(provider.session?.namespaces.eip155?.methods).toContain('eth_getBalance')
    await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    expect(wallet.requests).toEqual([])
  })

  it("a method the wallet did not approve goes to the RPC, and the node's error comes back", async () => {
    const { provider, wallet } = await lab.pair({ wallet: { approveMethods: () => ['personal_sign'] } })
    const request = provider.request({ method: 'eth_signTypedData_v4', params: [address, '{}'] })
    await expect(request).rejects.toMatchObject({ name: 'ProviderRpcError' })
    expect(wallet.requests).toEqual([])
  })
})

describe('wallet_switchEthereumChain', () => {
  it('moves to an approved chain and announces it (also when already there)', async () => {
    const { provider, wallet } = await lab.pair()
    const events = recordEvents(provider, ['chainChanged', 'accountsChanged'])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(events).toEqual([
      ['chainChanged', '0x539'],
      ['accountsChanged', [address]],
      ['chainChanged', '0x539'],
      ['accountsChanged', [address]],
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    await provider.request({ method: 'personal_sign', params: [stringToHex('x'), address] })
    expect(wallet.requests.at(-1)).toEqual({ method: 'personal_sign', chainId: 'eip155:1337' })
  })

  it("refuses an unapproved chain with 'Failed to switch to chain' when the wallet did not approve switching", async () => {
    const { provider, wallet } = await lab.pair({ wallet: { approveMethods: () => ['personal_sign'] } })
    const request = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    await expect(request).rejects.toMatchObject({
      name: 'ChainSwitchError',
      code: 4902,
      message: 'Failed to switch to chain',
    })
    expect(provider.chainId).toBe('eip155:1')
    expect(wallet.requests).toEqual([])
  })

  it('asks the wallet for an unapproved chain when it approved switching; its refusal is a ChainSwitchError', async () => {
    const { provider, wallet } = await lab.pair()
    const request = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    await expect(request).rejects.toMatchObject({ name: 'ChainSwitchError', message: 'Failed to switch to chain' })
    expect(wallet.requests).toEqual([{ method: 'wallet_switchEthereumChain', chainId: 'eip155:1' }])
  })

  it('follows the wallet when it adds the chain to the session', async () => {
    const extra = await import('@agentry/test-utils').then(({ startAnvil }) => startAnvil({ chainId: 10 }))
    lab.closeAfter(() => extra.stop())
    const { provider } = await lab.pair({
      wallet: { addableChains: { 10: extra.rpcUrl } },
      provider: { rpcMap: { 1: lab.env.mainnet.rpcUrl, 1337: lab.env.local.rpcUrl, 10: extra.rpcUrl } },
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(provider.chainId).toBe('eip155:10')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(await provider.request({ method: 'eth_chainId' }, 'eip155:10')).toBe('0xa')
  })
})

describe('disconnect', () => {
  it('from the dapp: the wallet hears it, the provider emits disconnect and empties its accounts', async () => {
    const { provider, wallet } = await lab.pair()
    const topic = wallet.topic()
    const deleted: string[] = []
    wallet.client.on('session_delete', ({ topic }) => deleted.push(topic))
    const events = recordEvents(provider, ['disconnect', 'accountsChanged'])
    await provider.disconnect()
    await waitFor('the session_delete on the wallet', () => deleted.length > 0)
    expect(deleted).toEqual([topic])
    expect(events).toEqual([
      ['disconnect', expect.objectContaining({ code: 6000, message: 'User disconnected.' })],
      ['accountsChanged', []],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('from the wallet: the provider emits disconnect (code 6000) and forgets the session', async () => {
    const { provider, wallet } = await lab.pair()
    const events = recordEvents(provider, ['session_delete', 'disconnect'])
    await wallet.client.disconnect({ topic: wallet.topic(), reason: { code: 6000, message: 'User disconnected.' } })
    await waitFor('session_delete and disconnect', () => events.length === 2)
    expect(events.map(([name]) => name)).toEqual(['session_delete', 'disconnect'])
    expect(events[1]![1]).toMatchObject({ code: 6000 })
    expect(provider.session).toBeUndefined()
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', address] })).rejects.toMatchObject({
      name: 'ProviderNotConnectedError',
      message: 'Please call connect() before request()',
    })
  })
})

describe('wallet events', () => {
  it('chainChanged and accountsChanged from the wallet are re-emitted; other events arrive as message', async () => {
    const { provider, wallet } = await lab.pair({
      connect: {
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:1', 'eip155:1337'],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged', 'custom'],
          },
        },
      },
    })
    const events = recordEvents(provider, ['chainChanged', 'accountsChanged', 'message'])
    const topic = wallet.topic()
    await wallet.client.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1337 } })
    await wallet.client.emit({ topic, chainId: 'eip155:1', event: { name: 'custom', data: { hello: 1 } } })
    await waitFor('three events', () => events.length >= 3)
    expect(events).toEqual([
      ['chainChanged', '0x539'],
      ['accountsChanged', [address]],
      ['message', { type: 'custom', data: { hello: 1 } }],
    ])
    expect(provider.chainId).toBe('eip155:1337')
  })

  it('a chainChanged whose data is not a chain id is dropped, and later events still arrive (issue 28 item 13)', async () => {
    const { provider, wallet } = await lab.pair({
      connect: {
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:1', 'eip155:1337'],
            methods: ['personal_sign'],
            events: ['chainChanged', 'custom'],
          },
        },
      },
    })
    const events = recordEvents(provider, ['chainChanged', 'message'])
    const topic = wallet.topic()
    for (const data of ['0xzz', 'mainnet', -1, null, { chainId: 1337 }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
      await wallet.client.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data } })
    await wallet.client.emit({ topic, chainId: 'eip155:1', event: { name: 'custom', data: 'after' } })
    await waitFor('the custom event', () => events.length >= 1)
    expect(events).toEqual([['message', { type: 'custom', data: 'after' }]])
    expect(provider.chainId).toBe('eip155:1')
  })
})
