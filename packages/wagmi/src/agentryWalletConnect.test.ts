import { IncompatibleRpcUrlError, ProviderRpcError, WalletConnectProvider } from '@agentry/provider'
import { MemoryStorage } from '@agentry/sign-client'
import { BaseError } from '@agentry/sign-client/errors'
import {
  connect,
  createConfig,
  disconnect,
  getConnection,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  type Config,
} from '@wagmi/core'
import { http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { useEnvironment } from '../../provider/src/test/fixtures.js'
import { anvilChain } from './test/anvilChain.js'
import { startTestWallet, WALLET_ACCOUNT, type TestWallet } from '@agentry/test-utils/official-wallet'
import { agentryWalletConnect } from './agentryWalletConnect.js'
import { NoSessionToReconnectError } from './errors.js'

// wagmi's own core actions drive our connector, against the official wallet client 2.21.8 over our
// relay, on two real anvil nodes (chains 1 and 1337).

const lab = useEnvironment()

async function setUp(): Promise<{ config: Config; wallet: TestWallet }> {
  const wallet = await startTestWallet({
    relayUrl: lab.env.relay.url,
    chains: { 1: lab.env.mainnet.rpcUrl, 1337: lab.env.local.rpcUrl },
  })
  const mainnet = anvilChain(1, lab.env.mainnet.rpcUrl)
  const local = anvilChain(1337, lab.env.local.rpcUrl)
  const config = createConfig({
    chains: [mainnet, local],
    connectors: [
      agentryWalletConnect({
        relayUrl: lab.env.relay.url,
        metadata: { name: 'wagmi dapp', description: 'wagmi dapp', url: 'http://127.0.0.1', icons: [] },
        storage: new MemoryStorage(),
      }),
    ],
    transports: { [mainnet.id]: http(lab.env.mainnet.rpcUrl), [local.id]: http(lab.env.local.rpcUrl) },
  })
  const connector = config.connectors[0]!
  connector.emitter.on('message', ({ type, data }) => {
    if (type === 'display_uri') void wallet.client.pair({ uri: data as string })
  })
  lab.closeAfter(async () => {
    await (await connector.getProvider()).close()
    await wallet.close()
  })
  return { config, wallet }
}

const address = WALLET_ACCOUNT.address

describe('agentryWalletConnect with wagmi core actions', () => {
  it('connect, signMessage, sendTransaction, switchChain and disconnect', async () => {
    const { config, wallet } = await setUp()
    const connector = config.connectors[0]!
    expect(connector).toMatchObject({ id: 'agentryWalletConnect', name: 'WalletConnect', type: 'walletConnect' })

    const connected = await connect(config, { connector })
    expect(connected).toEqual({ accounts: [address], chainId: 1 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address, chainId: 1 })

    const signature = await signMessage(config, { message: 'hello wagmi' })
    expect(await verifyMessage({ address, message: 'hello wagmi', signature })).toBe(true)

    const to = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const hash = await sendTransaction(config, { to, value: parseEther('0.1') })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt).toMatchObject({ status: 'success', to: to.toLowerCase() })

    await switchChain(config, { chainId: 1337 })
    expect(getConnection(config).chainId).toBe(1337)
    const hashOnLocal = await sendTransaction(config, { to, value: 1n, chainId: 1337 })
    expect((await waitForTransactionReceipt(config, { hash: hashOnLocal, chainId: 1337 })).status).toBe('success')
    expect(wallet.requests.map(({ method, chainId }) => `${method}@${chainId}`)).toEqual([
      'personal_sign@eip155:1',
      'eth_sendTransaction@eip155:1',
      'eth_sendTransaction@eip155:1337',
    ])

    const topic = wallet.topic()
    const deleted: string[] = []
    wallet.client.on('session_delete', ({ topic }) => deleted.push(topic))
    await disconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    await waitFor('the session to be deleted once', () => deleted.length === 1)
    expect(deleted).toEqual([topic])
  })

  it('a disconnect from the wallet shows in wagmi', async () => {
    const { config, wallet } = await setUp()
    await connect(config, { connector: config.connectors[0]! })
    await wallet.client.disconnect({ topic: wallet.topic(), reason: { code: 6000, message: 'User disconnected.' } })
    await waitFor('wagmi to report disconnected', () => getConnection(config).status === 'disconnected')
    expect(getConnection(config).address).toBeUndefined()
  })

  it('a chain switch from the wallet shows in wagmi', async () => {
    const { config, wallet } = await setUp()
    await connect(config, { connector: config.connectors[0]! })
    await wallet.client.emit({
      topic: wallet.topic(),
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 1337 },
    })
    await waitFor('wagmi to be on chain 1337', () => getConnection(config).chainId === 1337)
  })

  it('connect to a chain given by the dapp; an unconfigured chain is refused by switchChain', async () => {
    const { config } = await setUp()
    expect(await connect(config, { connector: config.connectors[0]!, chainId: 1337 })).toMatchObject({ chainId: 1337 })
    await expect(switchChain(config, { chainId: 10 as 1 })).rejects.toMatchObject({
      name: 'SwitchChainError',
      cause: { name: 'ChainNotConfiguredError' },
    })
  })

  it('reconnect finds nothing without a session and does not hang', async () => {
    const { config } = await setUp()
    expect(await reconnect(config)).toEqual([])
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("its errors and the provider's share the BaseError shape of @agentry/sign-client/errors", async () => {
    const { config } = await setUp()
    const noSession = await config.connectors[0]!.connect({ isReconnecting: true }).catch((error: unknown) => error)
    expect(noSession).toBeInstanceOf(NoSessionToReconnectError)
    expect(noSession).toBeInstanceOf(BaseError)
    expect(noSession).toMatchObject({
      message: 'No session to reconnect',
      shortMessage: 'No session to reconnect',
      code: 'NO_SESSION_TO_RECONNECT',
      details: undefined,
    })
    const badRpc = await WalletConnectProvider.init({
      relayUrl: lab.env.relay.url,
      metadata: { name: 'wagmi dapp', description: 'wagmi dapp', url: 'http://127.0.0.1', icons: [] },
      rpcMap: { 1: 'wss://127.0.0.1:1' },
      storage: new MemoryStorage(),
    }).catch((error: unknown) => error)
    expect(badRpc).toBeInstanceOf(IncompatibleRpcUrlError)
    expect(badRpc).toBeInstanceOf(ProviderRpcError)
    expect(badRpc).toBeInstanceOf(BaseError)
    expect(badRpc).toMatchObject({
      message: 'Provided URL is not compatible with HTTP connection',
      shortMessage: 'Provided URL is not compatible with HTTP connection',
      code: -32603,
      data: { url: 'wss://127.0.0.1:1' },
    })
    expect((badRpc as BaseError).walk()).toBe(badRpc)
  })
})
