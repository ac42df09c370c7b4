import type { SessionStruct, SignClient } from '@agentry/sign-client'
import { approvedChains, approvedMethods, namespaceOf, requestedChain, toProviderChainId } from './chains.js'
import {
  CallStatusNotApprovedError,
  ChainSwitchError,
  ProviderRpcError,
  PROVIDER_ERROR_CODES,
  RpcProviderNotFoundError,
} from './errors.js'
import { httpRpcRequest } from './httpRpc.js'
import { routeOf } from './routing.js'

/** What routing one request needs from the provider. */
export type RequestContext = {
  client: SignClient
  session: SessionStruct
  /** The request's chain, CAIP-2. */
  chain: string
  rpcMap: Readonly<Record<string, string>>
  rpcTimeoutMs: number
  accounts(): string[]
  switchTo(chain: string): void
  /** The provider's `beforeWalletRequest` option: a gate in front of the wallet. */
  beforeWalletRequest?: (args: Args) => Promise<void> | void
}

type Args = { method: string; params?: unknown }

/**
 * Sends one request where it belongs (see `routeOf`): answered from the session, to the wallet over
 * the relay, or to the chain's HTTP RPC.
 *
 * @example
 * await routeRequest(context, { method: 'eth_getBalance', params: [address, 'latest'] })
 */
export async function routeRequest(context: RequestContext, args: Args): Promise<unknown> {
  const { session, chain } = context
  const namespace = namespaceOf(chain)
  const approved = approvedMethods(session, namespace)
  switch (routeOf(args.method, approved)) {
    case 'local':
      if (args.method === 'eth_chainId') return toProviderChainId(chain)
      return context.accounts()
    case 'switch':
      return switchChain(context, args.params, approved)
    case 'callsStatus':
      throw new CallStatusNotApprovedError({ id: (args.params as unknown[] | undefined)?.[0] })
    case 'wallet':
      await context.beforeWalletRequest?.(args)
      return toWallet(context, chain, args)
    case 'rpc':
      return toRpc(context, chain, args)
  }
}

/** Sends a request to the wallet; its JSON-RPC error comes back as a ProviderRpcError. */
export async function toWallet(context: RequestContext, chain: string, args: Args): Promise<unknown> {
  try {
    return await context.client.request({
      topic: context.session.topic,
      chainId: chain,
      request: { method: args.method, params: args.params ?? [] },
    })
  } catch (error) {
    // The wallet's JSON-RPC error (a plain object, or the sign-client's PeerError) as an EIP-1193 error.
    if (error instanceof ProviderRpcError) throw error
    const { code, message, shortMessage, data } = (error ?? {}) as {
      code?: unknown
      message?: string
      shortMessage?: string
      data?: unknown
    }
    if (error instanceof Error && typeof code !== 'number') throw error
    throw new ProviderRpcError(shortMessage ?? message ?? 'Unknown error', {
      code: typeof code === 'number' ? code : PROVIDER_ERROR_CODES.internal,
      data,
      cause: error,
    })
  }
}

async function toRpc(context: RequestContext, chain: string, args: Args): Promise<unknown> {
  const url = context.rpcMap[chain]
  if (!url) throw new RpcProviderNotFoundError({ chainId: chain })
  return httpRpcRequest({ url, method: args.method, params: args.params, timeoutMs: context.rpcTimeoutMs })
}

/**
 * `wallet_switchEthereumChain`: to an approved chain it is local (and announced); otherwise it goes to
 * the wallet only when the wallet approved the method, and the chain must be approved after it.
 */
async function switchChain(context: RequestContext, params: unknown, approved: string[]): Promise<null> {
  const target = requestedChain((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId, 'eip155')
  if (approvedChains(context.session, 'eip155').includes(target)) {
    context.switchTo(target)
    return null
  }
  if (!approved.includes('wallet_switchEthereumChain')) throw new ChainSwitchError({ chainId: target })
  try {
    await toWallet(context, context.chain, { method: 'wallet_switchEthereumChain', params })
  } catch (cause) {
    throw new ChainSwitchError({ chainId: target, cause })
  }
  // The wallet switched; the session must now include the chain (its update arrives before the answer).
  const session = context.client.session.get(context.session.topic)
  if (!approvedChains(session, 'eip155').includes(target)) throw new ChainSwitchError({ chainId: target })
  context.switchTo(target)
  return null
}
