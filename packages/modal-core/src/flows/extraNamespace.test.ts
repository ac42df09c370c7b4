// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { getSignInNamespace, registerNamespace } from '../adapters/namespaces.js'
import { chainState } from '../chain/chainState.js'
import { connectionState } from '../connection/connectionState.js'
import { addConnector } from '../connectors/connectorsState.js'
import { bitcoinMainnet } from '../networks/bitcoinMainnet.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { bitcoinTestnet, createFakeBip122Wallet, type FakeBip122Wallet } from '../test/fakeBip122Wallet.js'
import { settleBackgroundWork } from '../utils/background.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { fetchBalance } from './fetchBalance.js'
import { getAdapter } from './getAdapter.js'
import { initModal } from './initModal.js'
import { switchNetwork } from './switchNetwork.js'
import { syncConnection } from './syncConnection.js'

// Bech32 addresses may be written all upper case (QR codes); the namespace shows them lower case.
const WALLET_ADDRESS = 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ'
const ADDRESS = WALLET_ADDRESS.toLowerCase()
const OTHER = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'
const MAINNET_REF = '000000000019d6689c085ae165831e93'

let wallet: FakeBip122Wallet
let unregister: () => void

/** What a page (re)load does: options, then the app adds its bip122 connector. */
function startPage() {
  initModal({ networks: [localDevChain, bitcoinMainnet, bitcoinTestnet] })
  addConnector({ id: 'fake-btc', name: 'Fake BTC', type: 'EXTERNAL', chain: 'bip122', adapter: wallet.adapter })
}

beforeEach(() => {
  localStorage.clear()
  // The registration: a descriptor with the one behaviour bip122 changes (the address form).
  unregister = registerNamespace({ namespace: 'bip122', formatAddress: (address) => address.toLowerCase() })
  wallet = createFakeBip122Wallet({ addresses: [WALLET_ADDRESS] })
  // The app asks in the namespace's form.
  wallet.balances[ADDRESS] = '0.5'
  startPage()
})

afterEach(async () => {
  await settleBackgroundWork()
  resetAllState()
  unregister()
})

describe('a namespace modal-core does not know (bip122), added by an adapter and a registration', () => {
  test('connects through connect(): the connection, the account in its own form, the network and the balance', async () => {
    await connect({ connectorId: 'fake-btc' })
    await settleBackgroundWork()
    expect(wallet.calls).toContain('connect')
    expect(connectionState.status).toBe('connected')
    expect(connectionState.connections).toEqual([
      { connectorId: 'fake-btc', namespace: 'bip122', accounts: [ADDRESS], chainId: MAINNET_REF, status: 'connected' },
    ])
    expect(chainState.activeNamespace).toBe('bip122')
    expect(chainState.chains.bip122?.networkState.caipNetworkId).toBe(bitcoinMainnet.caipNetworkId)
    expect(chainState.chains.bip122?.accountState).toMatchObject({
      address: ADDRESS,
      caipAddress: `bip122:${MAINNET_REF}:${ADDRESS}`,
      preferredAccountType: 'payment',
      balanceSymbol: 'BTC',
      connectedWalletInfo: { name: 'Fake BTC' },
    })
    await fetchBalance({ force: true })
    expect(chainState.chains.bip122?.accountState.balance).toBe('0.5')
    expect(getAdapter()).toBe(wallet.adapter)
    // Sign-in stays with the namespace that registered it.
    expect(getSignInNamespace()).toBe('eip155')
  })

  test("switches its network through the adapter and follows the wallet's own account changes", async () => {
    await connect({ connectorId: 'fake-btc' })
    await switchNetwork(bitcoinTestnet)
    expect(wallet.calls).toContain(`switchNetwork:${bitcoinTestnet.caipNetworkId}`)
    expect(connectionState.connections[0]?.chainId).toBe(String(bitcoinTestnet.id))
    expect(chainState.chains.bip122?.networkState.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)

    wallet.changeAccounts([OTHER.toUpperCase()])
    await waitFor('the changed bip122 account', () => chainState.chains.bip122?.accountState.address === OTHER)
    expect(connectionState.connections[0]?.accounts).toEqual([OTHER])

    wallet.changeAccounts([])
    await waitFor('disconnected', () => connectionState.status === 'disconnected')
    expect(chainState.chains.bip122?.accountState.address).toBeUndefined()
  })

  test('the start-up sync reconnects it silently and keeps it active; disconnect() ends it', async () => {
    await connect({ connectorId: 'fake-btc' })
    await settleBackgroundWork()
    resetAllState() // a page reload: storage stays, the wallet still authorises the site
    startPage()
    await syncConnection()
    expect(wallet.calls.filter((call) => call === 'connect')).toHaveLength(1)
    expect(wallet.calls).toContain('reconnect')
    expect(connectionState.status).toBe('connected')
    expect(chainState.activeNamespace).toBe('bip122')
    expect(chainState.chains.bip122?.accountState.address).toBe(ADDRESS)

    await disconnect()
    expect(connectionState.status).toBe('disconnected')
    expect(connectionState.connections).toEqual([])
  })

  test('without the registration every behaviour has its default: the address stays as the wallet wrote it', async () => {
    unregister()
    await connect({ connectorId: 'fake-btc' })
    expect(chainState.chains.bip122?.accountState.address).toBe(WALLET_ADDRESS)
    unregister = () => {}
  })
})
