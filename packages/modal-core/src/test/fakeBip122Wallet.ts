import type { AdapterWatchHandlers, ChainAdapter } from '../adapters/types.js'
import type { Account, CaipNetwork, CaipNetworkId } from '../caip/types.js'
import { defineNetwork } from '../networks/defineNetwork.js'

/** A bip122 test network beside `bitcoinMainnet` (the testnet genesis hash prefix). */
export const bitcoinTestnet: CaipNetwork = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  testnet: true,
})

/** A fake Bitcoin wallet the test drives: its accounts, network, balances and what it was asked. */
export type FakeBip122Wallet = {
  adapter: ChainAdapter
  /** Addresses the wallet grants (as the wallet writes them), the current one first. */
  addresses: string[]
  /** Whether the app is authorised already (a silent reconnect finds the accounts). */
  authorised: boolean
  caipNetworkId: CaipNetworkId
  /** Balances by address, in BTC. */
  balances: Record<string, string>
  /** The wallet's calls, in order ('connect', 'reconnect', 'switchNetwork:<id>', 'signMessage', ...). */
  calls: string[]
  /** The wallet changes its accounts by itself (an empty list: it locked). */
  changeAccounts(addresses: string[]): void
}

/**
 * A minimal bip122 `ChainAdapter` over an in-memory wallet: no modal-core code knows bip122, so a
 * connection through it shows that a namespace is an adapter plus a registration.
 *
 * @example
 * const wallet = createFakeBip122Wallet({ addresses: ['BC1Q…'] })
 * addConnector({ id: 'fake-btc', name: 'Fake BTC', type: 'EXTERNAL', chain: 'bip122', adapter: wallet.adapter })
 */
export function createFakeBip122Wallet({
  addresses,
  caipNetworkId = 'bip122:000000000019d6689c085ae165831e93',
}: {
  addresses: string[]
  caipNetworkId?: CaipNetworkId
}): FakeBip122Wallet {
  let watchers: AdapterWatchHandlers[] = []
  const toAccounts = (list: readonly string[]): Account[] =>
    list.map((address) => ({ namespace: 'bip122', address, type: 'payment' }))
  const connection = () => ({ accounts: toAccounts(wallet.addresses), caipNetworkId: wallet.caipNetworkId })
  const adapter: ChainAdapter = {
    namespace: 'bip122',
    async connect() {
      wallet.calls.push('connect')
      wallet.authorised = true
      return connection()
    },
    async reconnect() {
      wallet.calls.push('reconnect')
      return wallet.authorised && wallet.addresses.length ? connection() : undefined
    },
    async disconnect() {
      wallet.calls.push('disconnect')
      wallet.authorised = false
    },
    async getBalance({ address, network }) {
      wallet.calls.push(`getBalance:${network.caipNetworkId}`)
      return { balance: wallet.balances[address] ?? '0', symbol: network.nativeCurrency.symbol, decimals: 8 }
    },
    async signMessage({ message }) {
      wallet.calls.push('signMessage')
      return `signed:${message}`
    },
    async send({ to, amount }) {
      wallet.calls.push(`send:${to}:${amount}`)
      return 'txid'
    },
    async switchNetwork({ network }) {
      wallet.calls.push(`switchNetwork:${network.caipNetworkId}`)
      wallet.caipNetworkId = network.caipNetworkId
    },
    watch(handlers) {
      watchers.push(handlers)
      return () => {
        watchers = watchers.filter((other) => other !== handlers)
      }
    },
  }
  const wallet: FakeBip122Wallet = {
    adapter,
    addresses,
    authorised: false,
    caipNetworkId,
    balances: {},
    calls: [],
    changeAccounts(next) {
      wallet.addresses = next
      for (const handlers of watchers)
        if (next.length) handlers.onAccountsChanged(toAccounts(next))
        else handlers.onDisconnect()
    },
  }
  return wallet
}
