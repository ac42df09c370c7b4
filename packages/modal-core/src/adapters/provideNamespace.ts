import { registered } from './namespaceRegistry.js'
import type { NamespaceDescriptor } from './types.js'

/**
 * Registers a namespace's own descriptor unless one is registered already (an app's `registerNamespace`
 * wins): how a namespace whose code loads with its first wallet (solana) brings its descriptor.
 *
 * @example
 * provideNamespace(solanaNamespace) // what createSolanaAdapter does
 */
export function provideNamespace(descriptor: NamespaceDescriptor): void {
  if (!registered.has(descriptor.namespace)) registered.set(descriptor.namespace, descriptor)
}
