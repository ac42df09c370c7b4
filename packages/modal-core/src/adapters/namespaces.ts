import type { ChainNamespace } from '../caip/types.js'
import { evmNamespace } from './evm/evmNamespace.js'
import { registered } from './namespaceRegistry.js'
import type { NamespaceDescriptor } from './types.js'

// The one registration of each built-in namespace. A new namespace is a folder under adapters/ and a line here
// (or a `registerNamespace` call by the app).
registered.set(evmNamespace.namespace, evmNamespace)

/**
 * Registers (or replaces) a namespace's descriptor; returns a function that restores the previous one.
 *
 * @example
 * const unregister = registerNamespace({ namespace: 'bip122', connectMethod: 'requestAccounts' })
 */
export function registerNamespace(descriptor: NamespaceDescriptor): () => void {
  const previous = registered.get(descriptor.namespace)
  registered.set(descriptor.namespace, descriptor)
  return () => {
    if (previous) registered.set(descriptor.namespace, previous)
    else registered.delete(descriptor.namespace)
  }
}

/**
 * The descriptor of a namespace: the registered one, else an empty one (every behaviour its default).
 *
 * @example
 * getNamespace('eip155').formatAddress?.('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
 */
export function getNamespace(namespace: ChainNamespace): NamespaceDescriptor {
  return registered.get(namespace) ?? { namespace }
}

/**
 * The namespace sign-in runs with (the first registered one with `signIn`), if any.
 *
 * @example
 * getSignInNamespace() // 'eip155'
 */
export function getSignInNamespace(): ChainNamespace | undefined {
  for (const descriptor of registered.values()) if (descriptor.signIn) return descriptor.namespace
  return undefined
}

/**
 * An address in the namespace's display form (the descriptor's `formatAddress`, else unchanged).
 *
 * @example
 * formatNamespaceAddress('eip155', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e5…'
 */
export function formatNamespaceAddress(namespace: ChainNamespace, address: string): string {
  return getNamespace(namespace).formatAddress?.(address) ?? address
}

/**
 * A CAIP-2 reference as the namespace's `Connection.chainId` (the descriptor's `toChainId`, else the string).
 *
 * @example
 * toNamespaceChainId('eip155', '1337') // 1337
 */
export function toNamespaceChainId(namespace: ChainNamespace, reference: string): number | string {
  return getNamespace(namespace).toChainId?.(reference) ?? reference
}
