import type { SessionStruct, SignClient } from '@agentry/sign-client'
import { toErrorData } from '../errors/toErrorData.js'
import { WALLET_CONNECT_SOLANA_METHODS } from './createWalletConnectSolanaWallet.js'
import { configuredSolanaChains } from './exposeWalletConnectSolana.js'
import { configuredChains, networkRpcMap, type WalletConnectProvider } from './walletConnectProvider.js'
import { walletConnectState } from './walletConnectState.js'

/** Methods and events a dapp asks a WalletConnect wallet for. */
const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
]
const EIP155_EVENTS = ['accountsChanged', 'chainChanged']

/** What a new session asks the wallet for: eip155 always, solana when the app has Solana networks. */
function requestedNamespaces() {
  const solanaChains = configuredSolanaChains()
  return {
    eip155: { chains: configuredChains(), methods: EIP155_METHODS, events: EIP155_EVENTS },
    ...(solanaChains.length
      ? { solana: { chains: solanaChains, methods: [...WALLET_CONNECT_SOLANA_METHODS], events: [] } }
      : {}),
  }
}

/**
 * Proposes a session for the app's networks and waits for a wallet to approve it, then hands it to the
 * provider (`adopt`), on the app's network when the wallet approved it. While it waits,
 * `walletConnectState` holds the `wc:` URI (status `pairing`); a refusal or an expiry is stored there as
 * `{ code, message, params }`. The connector calls it before it reads any account, so the trip goes one
 * way: connect, then session, then requests; the provider never pairs.
 *
 * @throws the wallet's refusal (sign-client's PeerError, code 5000) | ExpiredError (the proposal expired) | the relay's errors
 * @example
 * const session = await pairWalletConnect(client, provider) // the view shows walletConnectState.uri meanwhile
 */
export async function pairWalletConnect(client: SignClient, provider: WalletConnectProvider): Promise<SessionStruct> {
  walletConnectState.error = undefined
  const { uri, approval } = await client.connect({ optionalNamespaces: requestedNamespaces() })
  Object.assign(walletConnectState, { uri, status: 'pairing' })
  let session: SessionStruct
  try {
    session = await approval()
  } catch (error) {
    // As data, like every store: the code picks the translation, so it survives a language switch.
    walletConnectState.error = toErrorData(error)
    throw error
  } finally {
    walletConnectState.uri = undefined
    if (walletConnectState.status === 'pairing') walletConnectState.status = 'idle'
  }
  // The networks' RPC URLs as they are now (the app may have added one since set-up).
  Object.assign(provider.rpcMap, networkRpcMap())
  provider.adopt(session, { wanted: configuredChains() })
  return session
}
