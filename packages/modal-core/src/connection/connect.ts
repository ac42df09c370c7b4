import { getActiveChain } from '../chain/chainState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { addRecentWallet } from '../connectors/recentWallets.js'
import { ProviderNotFoundError, ProviderRequestError } from '../errors/providerErrors.js'
import { toProviderError } from '../errors/toProviderError.js'
import { addStoredConnectorId } from '../storage/connectorIds.js'
import { runInBackground } from '../utils/background.js'
import { afterActiveChange } from './afterActiveChange.js'
import { applyActiveConnection } from './applyActiveConnection.js'
import { connectionState } from './connectionState.js'
import { readWallet } from './readWallet.js'
import { upsertConnection } from './upsertConnection.js'
import { watchProvider } from './watchProvider.js'

export type ConnectParameters = { connectorId: string }

/**
 * Connects a wallet: status connecting, `eth_requestAccounts` and `eth_chainId`, then connected with
 * the account and network in `chainState` (other connections stay; this one becomes current). On
 * failure the previous status comes back and a typed error is thrown (`UserRejectedError` when the user
 * declines). The balance and the sign-in policy follow in the background.
 *
 * @throws ProviderNotFoundError | UserRejectedError | ProviderRequestError
 * @example
 * await connect({ connectorId: 'io.metamask' })
 * connectionState.status // 'connected'
 */
export async function connect({ connectorId }: ConnectParameters): Promise<void> {
  const connector = getConnector(connectorId)
  const provider = connector?.provider
  if (!connector || !provider) throw new ProviderNotFoundError({ details: `No provider for connector "${connectorId}"` })
  const previousStatus = connectionState.status
  const accountState = getActiveChain().accountState
  const previousAccountStatus = accountState.status
  connectionState.status = 'connecting'
  connectionState.error = undefined
  if (!accountState.address) accountState.status = 'connecting'
  let wallet: { accounts: string[]; chainId: number }
  try {
    wallet = await readWallet(provider, 'eth_requestAccounts')
    if (wallet.accounts.length === 0) throw new ProviderRequestError({ method: 'eth_requestAccounts' })
  } catch (error) {
    const typed = toProviderError(error, 'eth_requestAccounts', 'connect')
    connectionState.status = previousStatus
    accountState.status = previousAccountStatus
    connectionState.error = typed.shortMessage
    throw typed
  }
  upsertConnection({ connectorId, accounts: wallet.accounts, chainId: wallet.chainId, status: 'connected' })
  connectionState.activeConnectorId = connectorId
  connectionState.status = 'connected'
  addStoredConnectorId(connectorId)
  addRecentWallet(connector)
  watchProvider(connectorId, provider)
  applyActiveConnection()
  runInBackground(afterActiveChange(), 'AFTER_CONNECT_FAILED')
}
