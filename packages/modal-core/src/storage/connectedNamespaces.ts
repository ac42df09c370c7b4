import type { ChainNamespace } from '../caip/types.js'
import { readStorage, removeStorage, writeStorage } from './storage.js'

const namespaces: readonly string[] = ['eip155', 'solana', 'polkadot', 'bip122']
const isNamespaceList = (value: unknown): value is ChainNamespace[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && namespaces.includes(item))

/**
 * The namespaces with a connected wallet, as stored (spec section 3).
 *
 * @example
 * getConnectedNamespaces() // ['eip155', 'solana']
 */
export function getConnectedNamespaces(): ChainNamespace[] {
  return readStorage('connectedNamespaces', isNamespaceList) ?? []
}

/**
 * Records a namespace as connected.
 *
 * @example
 * addConnectedNamespace('solana')
 */
export function addConnectedNamespace(namespace: ChainNamespace): void {
  const stored = getConnectedNamespaces()
  if (!stored.includes(namespace)) writeStorage('connectedNamespaces', [...stored, namespace])
}

/**
 * Forgets one namespace, or all of them without one.
 *
 * @example
 * removeConnectedNamespace('solana')
 */
export function removeConnectedNamespace(namespace?: ChainNamespace): void {
  const rest = namespace === undefined ? [] : getConnectedNamespaces().filter((stored) => stored !== namespace)
  if (rest.length) writeStorage('connectedNamespaces', rest)
  else removeStorage('connectedNamespaces')
}
