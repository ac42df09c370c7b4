import type { CaipNetwork } from '../caip/types.js'
import { getActiveChain } from '../chain/chainState.js'
import { getNamespace } from '../adapters/namespaces.js'
import { getNamespaceAdapter } from '../connection/getNamespaceAdapter.js'
import { ChainAdapterNotFoundError } from '../errors/adapterErrors.js'
import { NetworkNotServedError } from '../errors/balanceErrors.js'
import { getTokensSource } from '../tokens/getTokensSource.js'
import { balanceRetryBlock } from '../storage/caches.js'
import { sendState } from '../send/sendState.js'
import { logQuietly } from '../utils/log.js'
import { BALANCE_UNAVAILABLE } from './fetchBalance.js'
import { supportsBalances } from '../balance/supportsBalances.js'
import type { TokenBalance } from '../balance/tokenBalance.js'

export type FetchTokenBalancesParameters = {
  /** Skip the 30 s portfolio cache and the retry block (after a send or a swap). */
  force?: boolean
}

async function readTokens(network: CaipNetwork, address: string, force: boolean): Promise<TokenBalance[]> {
  if (!supportsBalances(network)) throw new NetworkNotServedError({ caipNetworkId: network.caipNetworkId })
  const adapter = getNamespaceAdapter(network.chainNamespace)
  if (getNamespace(network.chainNamespace).accountData)
    return getTokensSource().getBalances({ network, address, force, wallet: adapter?.provider })
  // Other namespaces: the native balance through the connected wallet's adapter.
  if (!adapter) throw new ChainAdapterNotFoundError({ namespace: network.chainNamespace })
  const { balance, symbol } = await adapter.getBalance({ address, network })
  const { name, decimals } = network.nativeCurrency
  return [
    {
      name,
      symbol,
      chainId: network.caipNetworkId,
      price: 0,
      quantity: { decimals: String(decimals), numeric: balance },
      iconUrl: network.assets?.imageUrl ?? '',
    },
  ]
}

/**
 * Reads the active account's tokens on the active network into `accountState.tokenBalance` and the send
 * form's `tokenBalances`, through the tokens source (`getTokensSource`: the hosted Blockchain API, or
 * the chain's own node in one Multicall3 read; other namespaces: the native balance through the wallet's
 * adapter). Testnets other than the local chain, networks the source does not serve and failed reads
 * give 'Token Balance Unavailable'; after a failed read the account is not asked again for 30 s (spec
 * section 9) unless `force`. Never throws; a result for an account or network that is no longer active
 * is dropped.
 *
 * @example
 * await fetchTokenBalances()
 * getActiveAccount().tokenBalance // [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '10000' }, … }]
 */
export async function fetchTokenBalances({ force = false }: FetchTokenBalancesParameters = {}): Promise<void> {
  const { accountState, networkState } = getActiveChain()
  const network = networkState.caipNetwork
  const { address, caipAddress } = accountState
  if (!address || !caipAddress || !network) {
    Object.assign(accountState, { tokenBalance: [], tokenBalanceError: undefined, tokenBalanceLoading: false })
    return
  }
  const blockKey = `tokens:${caipAddress}`
  if (!force && balanceRetryBlock.get(blockKey)) {
    Object.assign(accountState, {
      tokenBalance: [],
      tokenBalanceError: BALANCE_UNAVAILABLE,
      tokenBalanceLoading: false,
    })
    sendState.tokenBalances = []
    return
  }
  const stale = () =>
    accountState.caipAddress !== caipAddress || networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId
  accountState.tokenBalanceLoading = true
  sendState.lastRetry = Date.now()
  try {
    const tokens = await readTokens(network, address, force)
    balanceRetryBlock.delete(blockKey)
    if (stale()) return
    Object.assign(accountState, { tokenBalance: tokens, tokenBalanceError: undefined })
    sendState.tokenBalances = tokens
  } catch (error) {
    if (!(error instanceof NetworkNotServedError)) {
      logQuietly('TOKEN_BALANCES_FAILED', error)
      balanceRetryBlock.set(blockKey, true)
    }
    if (stale()) return
    Object.assign(accountState, { tokenBalance: [], tokenBalanceError: BALANCE_UNAVAILABLE })
    sendState.tokenBalances = []
  } finally {
    if (!stale()) accountState.tokenBalanceLoading = false
  }
}
