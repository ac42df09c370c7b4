// @vitest-environment happy-dom
import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage, SignClient, type ProposalStruct, type SessionNamespace } from '@agentry/sign-client'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { startSolanaTestRpc, type SolanaTestRpc } from '@agentry/test-utils/solana'
import { Keypair } from '@solana/web3.js'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getNetwork } from '../chain/findNetwork.js'
import { switchNetwork } from '../flows/switchNetwork.js'
import { connect } from '../flows/connect.js'
import { connectionState } from '../connection/connectionState.js'
import { disconnect } from '../flows/disconnect.js'
import { getConnector, removeConnector } from '../connectors/connectorsState.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { createSolanaLocalnet } from '../networks/solanaNetworks.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { grantNamespaces } from '../test/grantNamespaces.js'
import { getStoredConnectorIds } from '../storage/connectorIds.js'
import { settleBackgroundWork } from '../utils/background.js'
import { createWalletConnectSolanaWallet, WALLET_CONNECT_SOLANA_METHODS } from './createWalletConnectSolanaWallet.js'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from './exposeWalletConnectSolana.js'
import { setUpWalletConnect, tearDownWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from './setUpWalletConnect.js'
import { walletConnectState } from './walletConnectState.js'

// Which namespace a WalletConnect connect leaves active: our sign-client wallet over our relay on
// 127.0.0.1 grants eip155 accounts, solana accounts or both; the app has an EVM and a Solana network.

const evmAccount = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const solanaAddress = Keypair.generate().publicKey.toBase58()
const mode = { evm: true, solana: true }
const proposals: ProposalStruct[] = []

let relay: RelayServer
let anvil: Anvil
let rpc: SolanaTestRpc
let wallet: SignClient

function grant(proposal: ProposalStruct): Record<string, SessionNamespace> {
  return grantNamespaces(proposal, {
    evmAddress: evmAccount.address,
    solanaAddress,
    evm: mode.evm,
    solana: mode.solana,
  })
}

/** A wallet whose metadata names `icons`, approving whatever `grant` gives. */
async function startWallet(icons: string[]): Promise<SignClient> {
  const client = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name: 'Test Wallet', description: 'wallet', url: 'http://127.0.0.1', icons },
    storage: new MemoryStorage(),
  })
  client.on('session_proposal', ({ id, params }) => {
    proposals.push(params)
    void client.approve({ id, namespaces: grant(params) })
  })
  return client
}

beforeAll(async () => {
  relay = await startRelay()
  anvil = await startAnvil({ chainId: 1 })
  rpc = await startSolanaTestRpc()
  wallet = await startWallet(['https://127.0.0.1/wallet.png'])
})
afterAll(async () => {
  await wallet.close()
  await relay.close()
  await anvil.stop()
  await rpc.close()
})

const modalOptions = () => ({
  networks: [
    { ...ethereumMainnet, rpcUrls: { default: { http: [anvil.rpcUrl] } } },
    createSolanaLocalnet({ rpcUrl: rpc.url }),
  ],
  walletConnect: { relayUrl: relay.url },
})
let storage: MemoryStorage

beforeEach(() => {
  localStorage.clear()
  resetAllState()
  storage = new MemoryStorage()
  proposals.length = 0
  Object.assign(mode, { evm: true, solana: true })
})
afterEach(async () => {
  await tearDownWalletConnect()
  removeConnector(WALLET_CONNECT_CONNECTOR_ID)
  removeConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
})

/** Connects through the QR code: the URI appears, the wallet scans it, the connection completes. */
async function connectByQr(peer: SignClient = wallet): Promise<void> {
  const connecting = connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  await expect.poll(() => walletConnectState.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await peer.pair({ uri: walletConnectState.uri! })
  await connecting
  await settleBackgroundWork()
}

/** A reload: the client starts again from what storage (the session's and the browser's) kept. */
async function reload(): Promise<void> {
  await tearDownWalletConnect()
  removeConnector(WALLET_CONNECT_CONNECTOR_ID)
  removeConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
  resetAllState()
  initModal(modalOptions())
  await setUpWalletConnect({ storage })
  await settleBackgroundWork()
}

const connections = () =>
  connectionState.connections.map(({ connectorId, namespace, accounts }) => ({ connectorId, namespace, accounts }))
const evmConnection = { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'eip155', accounts: [evmAccount.address] }
const solanaConnection = {
  connectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  namespace: 'solana',
  accounts: [solanaAddress],
}

describe('the active namespace after a WalletConnect connect', () => {
  it('Solana active and both namespaces granted: Solana stays active with its account; an EVM network shows the EVM account without a new connect', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await switchNetwork(getNetwork('solana:localnet'))
    await connectByQr()
    expect(connectionState).toMatchObject({
      status: 'connected',
      activeConnectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
      error: undefined,
    })
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.chains.solana?.accountState).toMatchObject({ address: solanaAddress, status: 'connected' })
    expect(connections()).toEqual(expect.arrayContaining([evmConnection, solanaConnection]))
    expect(connections()).toHaveLength(2)
    // The start-up sync makes the last stored connector current.
    expect(getStoredConnectorIds().at(-1)).toBe(WALLET_CONNECT_SOLANA_CONNECTOR_ID)

    await switchNetwork(getNetwork('eip155:1'))
    expect(chainState.activeNamespace).toBe('eip155')
    expect(chainState.chains.eip155.accountState).toMatchObject({
      address: evmAccount.address,
      caipAddress: `eip155:1:${evmAccount.address}`,
      status: 'connected',
    })
    expect(proposals).toHaveLength(1)
    expect(connections()).toHaveLength(2)
  })

  it('a Solana-only grant connects as Solana, with no error and no EVM connection; conversely an EVM-only grant while Solana is active switches to EVM', async () => {
    mode.evm = false
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    expect(chainState.activeNamespace).toBe('eip155')
    await connectByQr()
    expect(connectionState).toMatchObject({
      status: 'connected',
      activeConnectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
      error: undefined,
    })
    expect(chainState.activeNamespace).toBe('solana')
    expect(connections()).toEqual([solanaConnection])
    expect(chainState.chains.solana?.accountState).toMatchObject({ address: solanaAddress, status: 'connected' })
    expect(chainState.chains.eip155.accountState).toMatchObject({ address: undefined, status: 'disconnected' })
    expect(getStoredConnectorIds()).toEqual([WALLET_CONNECT_SOLANA_CONNECTOR_ID])

    const topic = wallet.session.getAll().at(-1)!.topic
    const deleted = new Promise<string>((resolve) =>
      wallet.once('session_delete', ({ topic: ended }) => resolve(ended)),
    )
    await disconnect()
    expect(await deleted).toBe(topic)
    expect(connectionState).toMatchObject({ status: 'disconnected', connections: [] })

    // Nothing to show on Solana: the EVM account is connected and the EVM namespace becomes active.
    Object.assign(mode, { evm: true, solana: false })
    await switchNetwork(getNetwork('solana:localnet'))
    expect(chainState.activeNamespace).toBe('solana')
    await connectByQr()
    expect(connectionState).toMatchObject({
      status: 'connected',
      activeConnectorId: WALLET_CONNECT_CONNECTOR_ID,
      error: undefined,
    })
    expect(chainState.activeNamespace).toBe('eip155')
    expect(connections()).toEqual([evmConnection])
    expect(chainState.chains.eip155.accountState).toMatchObject({ address: evmAccount.address, status: 'connected' })
    expect(chainState.chains.solana?.accountState.address).toBeUndefined()
    expect(getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)).toBeUndefined()
  })

  it('a reload restores the session with the namespace that was active: Solana after a Solana connect, EVM after an EVM one', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await switchNetwork(getNetwork('solana:localnet'))
    await connectByQr()
    await reload()
    expect(connectionState).toMatchObject({
      status: 'connected',
      activeConnectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    })
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.chains.solana?.accountState.address).toBe(solanaAddress)
    expect(chainState.chains.eip155.accountState.address).toBe(evmAccount.address)

    await disconnect()
    localStorage.clear()
    storage = new MemoryStorage()
    await reload()
    await connectByQr()
    await reload()
    expect(connectionState).toMatchObject({ status: 'connected', activeConnectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(chainState.activeNamespace).toBe('eip155')
    expect(chainState.chains.solana?.accountState.address).toBe(solanaAddress)
  })

  it('a reload keeps the namespace the user switched to after connecting', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await connectByQr()
    expect(chainState.activeNamespace).toBe('eip155')
    await switchNetwork(getNetwork('solana:localnet'))
    await reload()
    expect(connectionState).toMatchObject({
      status: 'connected',
      activeConnectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    })
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.chains.solana?.accountState.address).toBe(solanaAddress)

    await switchNetwork(getNetwork('eip155:1'))
    await reload()
    expect(connectionState).toMatchObject({ status: 'connected', activeConnectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(chainState.activeNamespace).toBe('eip155')
    expect(chainState.chains.eip155.accountState.address).toBe(evmAccount.address)
  })

  it('a Solana-only session is restored as Solana after a reload', async () => {
    mode.evm = false
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await connectByQr()
    await reload()
    expect(connectionState).toMatchObject({
      status: 'connected',
      activeConnectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    })
    expect(chainState.activeNamespace).toBe('solana')
    expect(connections()).toEqual([solanaConnection])
  })
})

describe('the Solana wallet’s icon', () => {
  it('is a data URI: the peer’s own when it is one, else the built-in WalletConnect icon', async () => {
    const dataIcon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')}`
    const iconOf = async (peer: SignClient) => {
      const dapp = await SignClient.init({
        relayUrl: relay.url,
        metadata: { name: 'Dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
        storage: new MemoryStorage(),
      })
      try {
        const { uri, approval } = await dapp.connect({
          optionalNamespaces: {
            solana: { chains: ['solana:localnet'], methods: [...WALLET_CONNECT_SOLANA_METHODS], events: [] },
          },
        })
        await peer.pair({ uri: uri! })
        const solanaWallet = createWalletConnectSolanaWallet({ client: dapp, topic: (await approval()).topic })
        solanaWallet.close()
        return solanaWallet.icon
      } finally {
        await dapp.close()
      }
    }
    const builtIn = await iconOf(wallet)
    expect(builtIn).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/)
    expect(atob(builtIn.split(',')[1]!)).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/)

    const iconWallet = await startWallet([dataIcon])
    try {
      expect(await iconOf(iconWallet)).toBe(dataIcon)
    } finally {
      await iconWallet.close()
    }
  })
})
