// @vitest-environment happy-dom
import {
  chainState,
  connect as modalConnect,
  connectionState,
  connectorsState,
  createLocalDevChain,
  disconnect as modalDisconnect,
  ethereumMainnet,
  initModal,
  resetAllState,
} from '@agentry/modal-core'
import { MemoryStorage } from '@agentry/sign-client'
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { connect, createConfig, disconnect, getConnection, mock, switchChain, type Config } from '@wagmi/core'
import { http } from 'viem'
import { describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { useEnvironment } from '../../../provider/src/test/fixtures.js'
import { anvilChain } from '../test/anvilChain.js'
import { startTestWallet, WALLET_ACCOUNT, type TestWallet } from '@agentry/test-utils/official-wallet'
import { agentryWalletConnect } from '../agentryWalletConnect.js'
import { bridgeWagmiConfig } from './bridgeWagmiConfig.js'
import {
  resetWalletConnectState,
  setUpWalletConnect,
  tearDownWalletConnect,
  walletConnectState,
} from '@agentry/modal-core/walletconnect'
import { optionsState } from '@agentry/modal-core'

// The modal (modal-core's state and flows) drives a dapp's own wagmi config, and wagmi's changes show in
// the modal: our WalletConnect connector against the official wallet over our relay, and wagmi's mock
// connector, on real anvil nodes.

const lab = useEnvironment(async () => {
  await tearDownWalletConnect()
  resetWalletConnectState()
  resetAllState()
})

async function setUp({ autoPair = true } = {}): Promise<{ config: Config; wallet: TestWallet }> {
  initModal({
    networks: [
      { ...ethereumMainnet, rpcUrls: { default: { http: [lab.env.mainnet.rpcUrl] } } },
      createLocalDevChain({ rpcUrl: lab.env.local.rpcUrl }),
    ],
  })
  const wallet = await startTestWallet({
    relayUrl: lab.env.relay.url,
    chains: { 1: lab.env.mainnet.rpcUrl, 1337: lab.env.local.rpcUrl },
  })
  const mainnet = anvilChain(1, lab.env.mainnet.rpcUrl)
  const local = anvilChain(1337, lab.env.local.rpcUrl)
  const config = createConfig({
    chains: [mainnet, local],
    multiInjectedProviderDiscovery: false,
    connectors: [
      agentryWalletConnect({
        relayUrl: lab.env.relay.url,
        metadata: { name: 'bridged dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
        storage: new MemoryStorage(),
      }),
      mock({ accounts: [ANVIL_ACCOUNTS[1].address] }),
    ],
    transports: { [mainnet.id]: http(lab.env.mainnet.rpcUrl), [local.id]: http(lab.env.local.rpcUrl) },
  })
  const walletConnect = config.connectors[0]!
  walletConnect.emitter.on('message', ({ type, data }) => {
    if (type === 'display_uri' && autoPair) void wallet.client.pair({ uri: data as string })
  })
  const stop = bridgeWagmiConfig({ config })
  lab.closeAfter(
    () => wallet.close(),
    async () => (await walletConnect.getProvider()).close(),
    stop,
  )
  return { config, wallet }
}

describe('bridgeWagmiConfig', () => {
  it("lists the config's connectors in the modal", async () => {
    await setUp()
    const listed = connectorsState.connectors.map(({ id, type, name }) => ({ id, type, name }))
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: 'agentryWalletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' },
        { id: 'mock', type: 'EXTERNAL', name: 'Mock Connector' },
      ]),
    )
  })

  it('a connection made in the modal is made through wagmi; a chain switch and a disconnect in wagmi show in the modal', async () => {
    const { config } = await setUp()
    await modalConnect({ connectorId: 'agentryWalletConnect' })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: WALLET_ACCOUNT.address })
    expect(connectionState.status).toBe('connected')
    expect(connectionState.connections[0]).toMatchObject({
      connectorId: 'agentryWalletConnect',
      accounts: [WALLET_ACCOUNT.address],
    })

    await switchChain(config, { chainId: 1337 })
    await waitFor(
      'the modal to be on eip155:1337',
      () => chainState.chains.eip155.networkState.caipNetwork?.caipNetworkId === 'eip155:1337',
    )

    await disconnect(config)
    await waitFor('the modal to have no connection', () => connectionState.connections.length === 0)
    expect(connectionState.status).toBe('disconnected')
  })

  it('a connection made through wagmi is adopted by the modal; a disconnect in the modal ends it in wagmi', async () => {
    const { config } = await setUp()
    await connect(config, { connector: config.connectors[1]! })
    await waitFor('the modal to hold the mock connection', () =>
      connectionState.connections.some(({ connectorId }) => connectorId === 'mock'),
    )
    expect(connectionState.connections[0]).toMatchObject({ accounts: [ANVIL_ACCOUNTS[1].address] })

    await modalDisconnect({ connectorId: 'mock' })
    await waitFor('wagmi to report disconnected', () => getConnection(config).status === 'disconnected')
  })

  it("the config's WalletConnect connector is the modal's WalletConnect entry: its QR code URI pairs the wallet, and wagmi sees the session", async () => {
    const { config, wallet } = await setUp({ autoPair: false })
    // The entry is on with no `walletConnect` option of the modal's own, and no Sign client of its own starts.
    await waitFor('the WalletConnect options to be set', () => optionsState.walletConnect !== undefined)
    const connector = await setUpWalletConnect()
    expect(connector.id).toBe('agentryWalletConnect')
    const connecting = modalConnect({ connectorId: connector.id })
    await waitFor('a WalletConnect pairing URI', () => walletConnectState.uri !== undefined)
    expect(walletConnectState.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.client.pair({ uri: walletConnectState.uri! })
    await connecting
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: WALLET_ACCOUNT.address })
    expect(connectionState.connections[0]).toMatchObject({ connectorId: 'agentryWalletConnect' })
  })
})
