import { getBlockchainApi } from '../api/getBlockchainApi.js'
import type { CaipNetwork } from '../caip/types.js'
import { getActiveChain } from '../chain/chainState.js'
import { getNamespaceConnection } from '../connection/connectionState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { ChainAdapterNotFoundError } from '../errors/adapterErrors.js'
import { optionsState } from '../options/optionsState.js'
import { sendState } from '../send/sendState.js'
import { logQuietly } from '../utils/log.js'
import { BALANCE_UNAVAILABLE } from './fetchBalance.js'
import { supportsBalances } from './supportsBalances.js'
import type { TokenBalance } from './tokenBalance.js'

export type FetchTokenBalancesParameters = {
  /** Skip the 30 s portfolio cache (after a send or a swap). */
  force?: boolean
}

class NetworkNotServed extends Error {}

async function readTokens(network: CaipNetwork, address: string, force: boolean): Promise<TokenBalance[]> {
  if (!supportsBalances(network)) throw new NetworkNotServed()
  const api = getBlockchainApi()
  if (api) {
    // The hosted service answers [] for a network it does not serve; the user must see why instead.
    if (!(await api.isSupportedNetwork(network.caipNetworkId))) throw new NetworkNotServed()
    return api.getBalances({ address, caipNetworkId: network.caipNetworkId, forceUpdate: force ? 'true' : undefined })
  }
  if (network.chainNamespace === 'eip155') {
    const { readTokenBalances } = await import('../direct/readTokenBalances.js')
    return readTokenBalances({ network, address, tokens: optionsState.tokens[network.caipNetworkId] ?? [] })
  }
  const connection = getNamespaceConnection(network.chainNamespace)
  const adapter = connection && getConnector(connection.connectorId)?.adapter
  if (!adapter) throw new ChainAdapterNotFoundError({ namespace: network.chainNamespace })
  const { balance, symbol } = await adapter.getBalance({ address, network })
  const { name, decimals } = network.nativeCurrency
  return [{ name, symbol, chainId: network.caipNetworkId, price: 0, quantity: { decimals: String(decimals), numeric: balance }, iconUrl: network.assets?.imageUrl ?? '' }]
}

/**
 * Reads the active account's tokens on the active network into `accountState.tokenBalance` and the send
 * form's `tokenBalances`: from the hosted Blockchain API when a project id is set, otherwise the native
 * balance and the configured `tokens` list straight from the chain's RPC. Testnets other than the local
 * chain, networks the service does not serve and failed reads give 'Token Balance Unavailable'. Never
 * throws; a result for an account or network that is no longer active is dropped.
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
  const stale = () => accountState.caipAddress !== caipAddress || networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId
  accountState.tokenBalanceLoading = true
  sendState.lastRetry = Date.now()
  try {
    const tokens = await readTokens(network, address, force)
    if (stale()) return
    Object.assign(accountState, { tokenBalance: tokens, tokenBalanceError: undefined })
    sendState.tokenBalances = tokens
  } catch (error) {
    if (!(error instanceof NetworkNotServed)) logQuietly('TOKEN_BALANCES_FAILED', error)
    if (stale()) return
    Object.assign(accountState, { tokenBalance: [], tokenBalanceError: BALANCE_UNAVAILABLE })
    sendState.tokenBalances = []
  } finally {
    if (!stale()) accountState.tokenBalanceLoading = false
  }
}
