// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import {
  createSolanaTestWallet,
  startSolanaTestRpc,
  type SolanaTestRpc,
  type SolanaTestWallet,
} from '@agentry/test-utils/solana'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { announceWallet } from '@agentry/test-utils/announce-wallet'
import { fetchBalance } from '../../flows/fetchBalance.js'
import { chainState } from '../../chain/chainState.js'
import { getNetwork } from '../../chain/findNetwork.js'
import { switchNetwork } from '../../flows/switchNetwork.js'
import { connect } from '../../flows/connect.js'
import { connectionState } from '../../connection/connectionState.js'
import { disconnect } from '../../flows/disconnect.js'
import { syncConnection } from '../../flows/syncConnection.js'
import { getConnector } from '../../connectors/connectorsState.js'
import { watchInjectedConnectors } from '../../connectors/watchInjectedConnectors.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import { createSolanaLocalnet } from '../../networks/solanaNetworks.js'
import { initModal } from '../../flows/initModal.js'
import { resetAllState } from '../../resetAllState.js'
import { modalState } from '../../modal/modalState.js'
import { getConnectedNamespaces } from '../../storage/connectedNamespaces.js'
import { useWalletFixture } from '../../test/walletFixture.js'
import { settleBackgroundWork } from '../../utils/background.js'
import { getAdapter } from '../../flows/getAdapter.js'
import { solanaConnectorId, watchSolanaWallets } from '../../connectors/watchSolanaWallets.js'
import type { StandardWallet } from './walletStandard.js'

let rpc: SolanaTestRpc
let solana: SolanaTestWallet
let count = 0
const unwatchers: (() => void)[] = []
beforeAll(async () => {
  rpc = await startSolanaTestRpc()
})
afterAll(async () => {
  await rpc.close()
})
const fixture = useWalletFixture({
  modal: (rpcUrl) => ({ networks: [createLocalDevChain({ rpcUrl }), createSolanaLocalnet({ rpcUrl: rpc.url })] }),
})
beforeEach(() => {
  // The Wallet Standard registry lives as long as the page: each test registers a wallet of its own.
  solana = createSolanaTestWallet({ name: `Solana Test Wallet ${++count}` })
  solana.register()
  rpc.setBalance(solana.address, 2_000_000_000n)
  unwatchers.push(watchSolanaWallets())
})
afterEach(() => {
  for (const unwatch of unwatchers.splice(0)) unwatch()
})
const connectorId = () => solanaConnectorId(solana.wallet as unknown as StandardWallet)

describe('Solana wallets through the connection layer', () => {
  test('discovered through the Wallet Standard as an announced solana connector with its adapter', () => {
    expect(getConnector(connectorId())).toMatchObject({
      type: 'ANNOUNCED',
      chain: 'solana',
      name: solana.wallet.name,
      imageUrl: solana.wallet.icon,
    })
    expect(getConnector(connectorId())?.adapter?.namespace).toBe('solana')
  })

  test('connect: the solana account, network and SOL balance; the namespace becomes active and is stored', async () => {
    await connect({ connectorId: connectorId() })
    await settleBackgroundWork()
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.chains.solana?.accountState).toMatchObject({
      address: solana.address,
      caipAddress: `solana:localnet:${solana.address}`,
      status: 'connected',
      preferredAccountType: 'eoa',
      balance: '2',
      balanceSymbol: 'SOL',
    })
    expect(connectionState.connections).toMatchObject([
      { connectorId: connectorId(), namespace: 'solana', chainId: 'localnet' },
    ])
    expect(getConnectedNamespaces()).toEqual(['solana'])
  })

  test('an RPC outage: the SOL balance is Token Balance Unavailable, nothing thrown', async () => {
    await connect({ connectorId: connectorId() })
    await settleBackgroundWork()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    rpc.failing = true
    try {
      await fetchBalance({ force: true })
    } finally {
      rpc.failing = false
      info.mockRestore()
    }
    expect(chainState.chains.solana?.accountState).toMatchObject({
      balance: undefined,
      balanceError: 'Token Balance Unavailable',
    })
  })

  test('an EVM and a Solana wallet side by side; switching namespaces; disconnecting one keeps the other', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await connect({ connectorId: connectorId() })
    await settleBackgroundWork()
    expect(getConnectedNamespaces()).toEqual(['eip155', 'solana'])
    await switchNetwork(getNetwork(1337))
    expect(chainState.activeNamespace).toBe('eip155')
    await fetchBalance()
    expect(chainState.chains.eip155.accountState).toMatchObject({ address: fixture.wallet.address, balance: '10000' })
    await disconnect({ connectorId: connectorId() })
    expect(chainState.chains.solana?.accountState.address).toBeUndefined()
    expect(chainState.chains.eip155.accountState.address).toBe(fixture.wallet.address)
    expect(getConnectedNamespaces()).toEqual(['eip155'])
  })

  test('the wallet locking itself disconnects the solana namespace', async () => {
    await connect({ connectorId: connectorId() })
    solana.lock()
    await settleBackgroundWork()
    expect(connectionState.status).toBe('disconnected')
    expect(chainState.chains.solana?.accountState.address).toBeUndefined()
  })

  test('getAdapter sends SOL through the connected wallet', async () => {
    await connect({ connectorId: connectorId() })
    const network = getNetwork('solana:localnet')
    const to = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    const signature = await getAdapter().send({ to, amount: '0.5', network })
    expect(rpc.transfers.at(-1)).toMatchObject({ signature, to, lamports: 500_000_000n })
  })

  test('after a reload the authorised wallet reconnects silently', async () => {
    await connect({ connectorId: connectorId() })
    await settleBackgroundWork()
    // A reload: stores reset, storage kept, discovery and the start-up sync run again.
    for (const unwatch of unwatchers.splice(0)) unwatch()
    resetAllState()
    initModal({
      networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl }), createSolanaLocalnet({ rpcUrl: rpc.url })],
    })
    unwatchers.push(watchSolanaWallets(), announceWallet(fixture.wallet), watchInjectedConnectors())
    await syncConnection()
    expect(connectionState.status).toBe('connected')
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.chains.solana?.accountState.address).toBe(solana.address)
    // The wallet reports no cluster: the namespace's own network stays, not a default one the app lacks.
    expect(chainState.chains.solana?.networkState.caipNetworkId).toBe('solana:localnet')
    expect(modalState.open).toBe(false)
  })
})
