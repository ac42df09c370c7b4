import { InvalidCaipNetworkIdError } from '../errors/caipErrors.js'
import type { ChainNamespace } from '../caip/types.js'

export type ParseCaipNetworkIdReturnType = { chainNamespace: ChainNamespace; chainId: string }

const namespaces: readonly string[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * Splits a CAIP-2 network id into namespace and chain reference.
 *
 * @throws InvalidCaipNetworkIdError when the id does not have exactly 2 non-empty parts of a known namespace.
 * @example
 * parseCaipNetworkId('eip155:1337') // { chainNamespace: 'eip155', chainId: '1337' }
 */
export function parseCaipNetworkId(value: string): ParseCaipNetworkIdReturnType {
  const parts = value.split(':')
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !namespace || !chainId || !namespaces.includes(namespace)) {
    throw new InvalidCaipNetworkIdError({ value })
  }
  return { chainNamespace: namespace as ChainNamespace, chainId }
}
