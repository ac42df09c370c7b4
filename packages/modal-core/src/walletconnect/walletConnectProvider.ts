import { routeOf } from '@agentry/provider/routing'
import type { SessionStruct, SignClient } from '@agentry/sign-client'
import { chainState } from '../chain/chainState.js'
import type { Eip1193Provider } from '../adapters/types.js'
import { rpcRequest } from '../evmCall/rpcRequest.js'
import { ProviderRequestError } from '../errors/providerErrors.js'
import { optionsState } from '../options/optionsState.js'
import { requestApproval } from '../flows/requestApproval.js'
import { walletConnectState } from './walletConnectState.js'
import { getNamespaceNetworks } from '../chain/resolveNetworkState.js'

type Listener = (payload: unknown) => void

/** The EIP-1193 provider of the WalletConnect connector, plus what the connector needs to drive it. */
export type WalletConnectProvider = Required<Eip1193Provider> & {
  readonly session: SessionStruct | undefined
  /** Adopts a (restored or new) session; undefined ends it. */
  setSession(session: SessionStruct | undefined): void
  emit(event: string, payload: unknown): void
}

/** The eip155 chains a session granted, as CAIP-2 ids, in order. */
export function sessionChains(session: SessionStruct): string[] {
  const eip155 = session.namespaces.eip155
  if (!eip155) return []
  const fromAccounts = eip155.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(eip155.chains ?? []), ...fromAccounts])]
}

/** The configured eip155 networks as CAIP-2 ids. */
export const configuredChains = (): string[] => getNamespaceNetworks('eip155').map((network) => network.caipNetworkId)

/**
 * A session as an EIP-1193 provider. It never pairs: the connector pairs first (`pairWalletConnect`) and
 * hands it the session (`setSession`), so a request only ever reads a session it was given. Accounts and
 * the chain come from the session; a switch goes only to
 * a chain the wallet approved. Unsafe methods (signatures, transactions) pass the ApproveTransaction
 * gate and then go to the wallet; `wallet_getCapabilities`, `wallet_getCallsStatus` and `wallet_getAssets`
 * go to the wallet when it granted them; other safe, read-only methods go to the chain's own RPC.
 *
 * @example
 * const provider = createWalletConnectProvider({ client })
 * provider.setSession(await pairWalletConnect(client))
 * await provider.request({ method: 'eth_requestAccounts' }) // the session's accounts
 */
export function createWalletConnectProvider({ client }: { client: SignClient }): WalletConnectProvider {
  const listeners = new Map<string, Set<Listener>>()
  let session: SessionStruct | undefined
  let chainId: string | undefined
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const accounts = () => {
    if (!session || !chainId) return []
    return (session.namespaces.eip155?.accounts ?? [])
      .filter((account) => account.startsWith(`${chainId}:`))
      .map((account) => account.split(':')[2]!)
  }
  const hexChain = () => `0x${Number(chainId!.split(':')[1]).toString(16)}`
  // By-name params (an object) go to the node as given, as JSON-RPC allows.
  const readRpc = async (method: string, params: unknown) => {
    const network = optionsState.networks.find((candidate) => candidate.caipNetworkId === chainId)
    const rpcUrl = network?.rpcUrls.default.http[0]
    if (!rpcUrl)
      throw new ProviderRequestError({ method, cause: new Error(`No RPC url provided for chainId ${chainId}`) })
    try {
      return await rpcRequest({ rpcUrl, method, params: (params ?? []) as readonly unknown[] })
    } catch (error) {
      // The node's JSON-RPC code (a revert is 3) stays readable as `rpcCode`, the node's error as the cause's cause.
      const rpcCode = (error as { cause?: { code?: unknown } }).cause?.code
      throw new ProviderRequestError({ method, ...(typeof rpcCode === 'number' ? { rpcCode } : {}), cause: error })
    }
  }
  return {
    get session() {
      return session
    },
    setSession(next) {
      session = next
      const chains = next ? sessionChains(next) : []
      // The network the app is on when the wallet approved it, else the first approved one the app has.
      const active = chainState.chains.eip155?.networkState.caipNetwork?.caipNetworkId
      chainId =
        active && chains.includes(active)
          ? active
          : (chains.find((chain) => configuredChains().includes(chain)) ?? chains[0])
      walletConnectState.status = next ? 'connected' : 'idle'
      walletConnectState.peer = next
        ? {
            name: next.peer.metadata.name,
            ...(next.peer.metadata.icons[0] ? { icon: next.peer.metadata.icons[0] } : {}),
            url: next.peer.metadata.url,
          }
        : undefined
    },
    emit,
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return accounts()
        case 'eth_requestAccounts':
          if (!session)
            throw new ProviderRequestError({ method, cause: new Error('Please call connect() before request()') })
          return accounts()
        case 'eth_chainId':
          if (!chainId)
            throw new ProviderRequestError({ method, cause: new Error('Please call connect() before request()') })
          return hexChain()
        case 'wallet_switchEthereumChain': {
          const hex = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
          const id = typeof hex === 'string' && /^0x[0-9a-f]+$/i.test(hex) ? Number(hex) : Number.NaN
          // A malformed chain id is invalid params (-32602, EIP-1193), not an unknown chain or a TypeError.
          if (!Number.isSafeInteger(id) || id <= 0)
            throw new ProviderRequestError({
              method,
              rpcCode: -32602,
              cause: new Error(`Invalid chainId ${String(hex)}`),
            })
          const wanted = `eip155:${id}`
          // Only to a chain the wallet approved (4902: the wallet does not know it here).
          if (!session || !sessionChains(session).includes(wanted))
            throw Object.assign(new Error(`Chain ${wanted} is not approved in this session`), { code: 4902 })
          chainId = wanted
          emit('chainChanged', hexChain())
          return null
        }
        default: {
          if (!session || !chainId)
            throw new ProviderRequestError({ method, cause: new Error('Please call connect() before request()') })
          // The same decision as @agentry/provider's: node methods to the node even when granted, EIP-5792
          // and 7811 reads to the wallet when it granted them, anything not granted to the node.
          if (routeOf(method, session.namespaces.eip155?.methods ?? []) !== 'wallet') return readRpc(method, params)
          // The approval gate lets safe methods (the wallet's reads) through at once.
          await requestApproval({ method, params })
          return client.request({ topic: session.topic, chainId, request: { method, params } })
        }
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
