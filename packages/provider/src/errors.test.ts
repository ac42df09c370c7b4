import { ClientClosedError, MemoryStorage, SignClient } from '@agentry/sign-client'
import { BaseError } from '@agentry/sign-client/errors'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { httpRpcRequest } from './httpRpc.js'
import { WALLET_ACCOUNT } from '@agentry/test-utils/official-wallet'
import { METADATA, startSilentServer, useEnvironment } from './test/fixtures.js'
import { WalletConnectProvider } from './WalletConnectProvider.js'

// Each spec section 8 message of the provider layer, raised where the spec puts it, with its class.

const lab = useEnvironment()

const address = WALLET_ACCOUNT.address

describe('spec section 8 messages', () => {
  it("'Namespace is not configured. Please call connect() first with namespace config.' for a chain of a namespace the session lacks", async () => {
    const { provider } = await lab.pair()
    const request = provider.request(
      { method: 'solana_signMessage', params: { message: 'x', pubkey: 'y' } },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    await expect(request).rejects.toThrow(
      expect.objectContaining({
        name: 'NamespaceNotConfiguredError',
        code: 4901,
        message: 'Namespace is not configured. Please call connect() first with namespace config.',
        data: { namespace: 'solana' },
      }),
    )
  })

  it("'JSON-RPC provider for the chain not found' when a read goes to a chain with no rpcMap URL", async () => {
    const { provider } = await lab.pair({ provider: { rpcMap: { 1: lab.env.mainnet.rpcUrl } } })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      name: 'RpcProviderNotFoundError',
      message: 'JSON-RPC provider for the chain not found',
      data: { chainId: 'eip155:1337' },
    })
  })

  it("'Failed to switch to chain' for an unapproved chain", async () => {
    const { provider } = await lab.pair({ wallet: { approveMethods: () => ['personal_sign'] } })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2a' }] }),
    ).rejects.toMatchObject({
      name: 'ChainSwitchError',
      message: 'Failed to switch to chain',
      data: { chainId: 'eip155:42' },
    })
  })

  it("'Invalid chainId' with -32602 (invalid params), not -32603, for a chain id that is not one (issue 28 item 13)", async () => {
    const { provider } = await lab.pair()
    for (const chainId of ['mainnet', '0xzz', -1, 0, null, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      await expect(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
      ).rejects.toMatchObject({
        name: 'InvalidChainIdError',
        code: -32602,
        message: 'Invalid chainId',
        data: { chainId },
      })
    }
    await expect(provider.request({ method: 'eth_blockNumber' }, 'not a chain')).rejects.toMatchObject({
      name: 'InvalidChainIdError',
      code: -32602,
    })
    expect(provider.chainId).toBe('eip155:1')
  })

  it("'Fetching call status not approved by the wallet.' when wallet_getCallsStatus was not approved", async () => {
    const { provider, wallet } = await lab.pair({
      wallet: { approveMethods: () => ['personal_sign', 'wallet_sendCalls'] },
    })
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] })).rejects.toMatchObject({
      name: 'CallStatusNotApprovedError',
      code: 4100,
      message: 'Fetching call status not approved by the wallet.',
    })
    expect(wallet.requests).toEqual([])
  })

  it("'Provided URL is not compatible with HTTP connection' for a non-http rpcMap URL, at init and at connect", async () => {
    const init = WalletConnectProvider.init({
      relayUrl: lab.env.relay.url,
      metadata: METADATA,
      storage: new MemoryStorage(),
      rpcMap: { 1: 'wss://node.example' },
    })
    await expect(init).rejects.toMatchObject({
      name: 'IncompatibleRpcUrlError',
      message: 'Provided URL is not compatible with HTTP connection',
      data: { url: 'wss://node.example' },
    })
    // The shape every Agentry package shares: the sign-client's BaseError.
    await expect(init).rejects.toBeInstanceOf(BaseError)
    await expect(init).rejects.toMatchObject({
      shortMessage: 'Provided URL is not compatible with HTTP connection',
      code: -32603,
    })
    const provider = await WalletConnectProvider.init({
      relayUrl: lab.env.relay.url,
      metadata: METADATA,
      storage: new MemoryStorage(),
    })
    lab.closeAfter(() => provider.close())
    await expect(provider.connect({ optionalChains: [1], rpcMap: { 1: 'ftp://x' } })).rejects.toMatchObject({
      name: 'IncompatibleRpcUrlError',
      message: 'Provided URL is not compatible with HTTP connection',
    })
    await expect(httpRpcRequest({ url: 'not a url', method: 'eth_chainId' })).rejects.toMatchObject({
      name: 'IncompatibleRpcUrlError',
    })
  })

  it("'Network request timed out' when the chain's RPC does not answer in time", async () => {
    const silent = await startSilentServer()
    lab.closeAfter(() => silent.close())
    const { provider } = await lab.pair({
      provider: { rpcMap: { 1: silent.url, 1337: lab.env.local.rpcUrl }, rpcTimeoutMs: 300 },
    })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      name: 'RpcTimeoutError',
      message: 'Network request timed out',
      data: { url: silent.url, timeoutMs: 300 },
    })
  })

  it("'Network request failed' when the chain's RPC cannot be reached", async () => {
    const silent = await startSilentServer()
    await silent.close()
    await expect(httpRpcRequest({ url: silent.url, method: 'eth_chainId' })).rejects.toMatchObject({
      name: 'RpcRequestFailedError',
      message: 'Network request failed',
    })
  })

  it("'Please call connect() before request()' before any session; local reads still answer", async () => {
    const provider = await WalletConnectProvider.init({
      relayUrl: lab.env.relay.url,
      metadata: METADATA,
      storage: new MemoryStorage(),
      rpcMap: { 1337: lab.env.local.rpcUrl },
    })
    lab.closeAfter(() => provider.close())
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    await expect(
      provider.request({ method: 'personal_sign', params: [stringToHex('x'), address] }),
    ).rejects.toMatchObject({
      name: 'ProviderNotConnectedError',
      code: 4900,
      message: 'Please call connect() before request()',
    })
  })
})

describe('never hangs, clear option errors', () => {
  it('with no relay listening, init resolves offline and connect rejects with RelayConnectTimeoutError within its bound', async () => {
    const { startRelay } = await import('@agentry/relay')
    const stopped = await startRelay()
    await stopped.close()
    const provider = await WalletConnectProvider.init({
      relayUrl: stopped.url,
      metadata: METADATA,
      storage: new MemoryStorage(),
      connectTimeoutMs: 300,
    })
    lab.closeAfter(() => provider.close())
    const started = Date.now()
    await expect(provider.connect({ optionalChains: [1] })).rejects.toMatchObject({
      name: 'RelayConnectTimeoutError',
      code: 'RELAY_CONNECT_TIMEOUT',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('init rejects a missing relayUrl, missing options and an unknown namespace with typed errors', async () => {
    await expect(WalletConnectProvider.init({ metadata: METADATA } as never)).rejects.toMatchObject({
      name: 'InvalidRelayUrlError',
    })
    await expect((WalletConnectProvider.init as (o?: unknown) => Promise<unknown>)()).rejects.toMatchObject({
      name: 'InvalidProviderOptionError',
    })
    await expect(
      WalletConnectProvider.init({ relayUrl: lab.env.relay.url, metadata: METADATA, namespace: 'cosmos' as never }),
    ).rejects.toMatchObject({ name: 'InvalidProviderOptionError' })
  })

  it('connect with no namespaces is an InvalidProviderOptionError; connect without an answer times out', async () => {
    const provider = await WalletConnectProvider.init({
      relayUrl: lab.env.relay.url,
      metadata: METADATA,
      storage: new MemoryStorage(),
    })
    lab.closeAfter(() => provider.close())
    await expect(provider.connect({})).rejects.toMatchObject({ name: 'InvalidProviderOptionError' })
    await expect(provider.connect({ optionalChains: [1], timeoutMs: 200 })).rejects.toMatchObject({
      name: 'ConnectTimeoutError',
    })
  })

  // Without `timeoutMs`, connect waits for the wallet as long as the proposal lives: closing the sign-client
  // is what ends that wait, at once, whether the provider made the client (init) or the app passed it in.
  it.each([
    ['the provider closes the client init made', 'own'],
    ['the app closes the client it passed in', 'app'],
  ] as const)('a connect waiting for a wallet rejects with ClientClosedError when %s', async (_, owner) => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => void unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    lab.closeAfter(() => process.off('unhandledRejection', onUnhandled))
    const options = { relayUrl: lab.env.relay.url, metadata: METADATA, storage: new MemoryStorage() }
    const client = owner === 'app' ? await SignClient.init(options) : undefined
    const provider = await WalletConnectProvider.init({ ...options, ...(client ? { client } : {}) })
    lab.closeAfter(() => provider.close())
    const shown = new Promise((resolve) => provider.once('display_uri', resolve))
    const connecting = provider.connect({ optionalChains: [1] }).catch((error: unknown) => error)
    await shown
    const closedAt = Date.now()
    await (client ? client.close() : provider.close())
    const error = await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 5_000, 'pending'))])
    expect(error).toBeInstanceOf(ClientClosedError)
    expect(error).toMatchObject({ code: 'CLIENT_CLOSED', message: 'The client was closed.' })
    expect(Date.now() - closedAt).toBeLessThan(1_000)
    expect(provider.session).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(unhandled).toEqual([])
  })
})

describe('EIP-5792 goes to the wallet when the session approved it', () => {
  it('wallet_sendCalls, wallet_getCallsStatus and wallet_getCapabilities reach the wallet', async () => {
    const { provider, wallet } = await lab.pair()
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { id } = await provider.request<{ id: string }>({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x1',
          from: address,
          atomicRequired: false,
          calls: [
            { to, value: '0x1' },
            { to, value: '0x2' },
          ],
        },
      ],
    })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await provider.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({ id, status: 200 })
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [address, ['0x1']] })).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
    })
    expect(wallet.requests.map(({ method }) => method)).toEqual([
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
    ])
  })
})
