import type { ProposalNamespace } from '@agentry/sign-client'
import { InvalidProviderOptionError } from './errors.js'
import type { ProviderNamespace } from './chains.js'
import { toCaip2 } from './chains.js'

/** What a dapp asks of an EVM wallet by default: signing, sending, switching and EIP-5792. */
export const DEFAULT_EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
]
export const DEFAULT_EIP155_EVENTS = ['chainChanged', 'accountsChanged', 'message', 'disconnect', 'connect']
export const DEFAULT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
]

/** The namespaces of a `connect()` call: given whole, or built from chain lists (the EthereumProvider way). */
export type ProviderConnectNamespaces = {
  /** Namespaces the wallet must grant. */
  namespaces?: Record<string, ProposalNamespace>
  optionalNamespaces?: Record<string, ProposalNamespace>
  /** Shortcut: chains the wallet must grant, in the provider's namespace, with the default methods and events. */
  chains?: (string | number)[]
  /** Shortcut: chains the wallet may grant, likewise. */
  optionalChains?: (string | number)[]
}

const withDefaults = (namespace: ProviderNamespace, chains: string[]): ProposalNamespace =>
  namespace === 'eip155'
    ? { chains, methods: DEFAULT_EIP155_METHODS, events: DEFAULT_EIP155_EVENTS }
    : { chains, methods: DEFAULT_SOLANA_METHODS, events: [] }

/**
 * The required and optional namespaces to propose; throws InvalidProviderOptionError when there are none.
 *
 * @example
 * buildNamespaces('eip155', { optionalChains: [1, 137] }) // { required: {}, optional: { eip155: { chains: ['eip155:1', 'eip155:137'], … } } }
 */
export function buildNamespaces(
  namespace: ProviderNamespace,
  params: ProviderConnectNamespaces,
): { required: Record<string, ProposalNamespace>; optional: Record<string, ProposalNamespace> } {
  const required = { ...params.namespaces }
  const optional = { ...params.optionalNamespaces }
  if (params.chains?.length) required[namespace] = withDefaults(namespace, params.chains.map(toCaip2))
  if (params.optionalChains?.length) optional[namespace] = withDefaults(namespace, params.optionalChains.map(toCaip2))
  if (!Object.keys(required).length && !Object.keys(optional).length)
    throw new InvalidProviderOptionError({
      option: 'namespaces',
      reason: 'connect() needs namespaces, optionalNamespaces, chains or optionalChains',
    })
  return { required, optional }
}
