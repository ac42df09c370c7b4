import { SessionProvider } from '@agentry/provider/session'
import type { SessionStruct, SignClient } from '@agentry/sign-client'
import { chainState } from '../chain/chainState.js'
import { getNamespaceNetworks } from '../chain/resolveNetworkState.js'
import type { RpcRequest } from '../rpc/pendingRequestsState.js'
import { requestApproval } from '../flows/requestApproval.js'

/** The connector's provider: `@agentry/provider`'s core, which never pairs (the connector does). */
export type WalletConnectProvider = SessionProvider

/**
 * The configured eip155 networks as CAIP-2 ids, the one the app is on first: the provider starts on the
 * first of them the wallet approved, so a wallet that approves the app's current network keeps it.
 */
export function configuredChains(): string[] {
  const chains = getNamespaceNetworks('eip155').map((network) => network.caipNetworkId)
  const active = chainState.chains.eip155?.networkState.caipNetwork?.caipNetworkId
  return active && chains.includes(active) ? [active, ...chains.filter((chain) => chain !== active)] : chains
}

/**
 * The configured eip155 networks' HTTP RPC URLs by CAIP-2 id (the app's network first): where the
 * provider sends reads. A network whose first URL is not http(s) is left out (its reads then fail with
 * the provider's RpcProviderNotFoundError) instead of stopping WalletConnect's set-up.
 *
 * @example
 * networkRpcMap() // { 'eip155:1': 'https://eth.example', 'eip155:1337': 'http://127.0.0.1:8545' }
 */
export function networkRpcMap(): Record<string, string> {
  const byChain = new Map(getNamespaceNetworks('eip155').map((network) => [network.caipNetworkId as string, network]))
  const entries = configuredChains().flatMap((chain) => {
    const url = byChain.get(chain)?.rpcUrls.default.http[0]
    return url && /^https?:\/\//i.test(url) ? [[chain, url] as const] : []
  })
  return Object.fromEntries(entries)
}

export type CreateWalletConnectProviderParameters = {
  client: SignClient
  /** The kept session to take back (already checked against the app's networks), if any. */
  kept: SessionStruct | undefined
}

/**
 * The WalletConnect connector's EIP-1193 provider: `@agentry/provider`'s `SessionProvider` (the core of its
 * `WalletConnectProvider`, without pairing) on the connector's sign-client, with the app's networks as its
 * `rpcMap` and the modal's ApproveTransaction gate in front of every request that goes to the wallet (safe
 * wallet reads pass at once). It routes by the one safe list: node methods to the network's RPC,
 * EIP-5792/7811 reads to the wallet when it granted them. Its errors are EIP-1193 errors (numeric `code`),
 * as any wallet's are; the modal's adapter turns them into its typed errors (4001 `UserRejectedError`,
 * else `ProviderRequestError` with `rpcCode`).
 *
 * @example
 * const provider = createWalletConnectProvider({ client, kept: undefined })
 * await pairWalletConnect(client, provider) // the provider now holds the session
 * await provider.request({ method: 'eth_requestAccounts' }) // the session's accounts
 */
export function createWalletConnectProvider({
  client,
  kept,
}: CreateWalletConnectProviderParameters): WalletConnectProvider {
  const provider = new SessionProvider({
    client,
    rpcMap: networkRpcMap(),
    beforeWalletRequest: (args) => requestApproval(args as RpcRequest),
  })
  if (kept) provider.adopt(kept, { wanted: configuredChains(), announce: false })
  return provider
}
