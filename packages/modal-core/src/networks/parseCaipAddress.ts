import { InvalidCaipAddressError } from '../errors/caipErrors.js'
import { isEvmAddress } from '../caip/isEvmAddress.js'
import type { ChainNamespace } from '../caip/types.js'

export type ParseCaipAddressReturnType = { chainNamespace: ChainNamespace; chainId: string; address: string }

const namespaces: readonly string[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * Splits a CAIP-10 account id into namespace, chain reference and address. eip155 addresses must be
 * EVM addresses.
 *
 * @throws InvalidCaipAddressError ('Invalid CAIP-10 address: {value}') when it is malformed.
 * @example
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xf39F…' }
 */
export function parseCaipAddress(value: string): ParseCaipAddressReturnType {
  if (typeof value !== 'string' || value === '') throw new InvalidCaipAddressError()
  const parts = value.split(':')
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address || !namespaces.includes(namespace)) {
    throw new InvalidCaipAddressError({ value })
  }
  if (namespace === 'eip155' && !isEvmAddress(address)) throw new InvalidCaipAddressError({ value })
  return { chainNamespace: namespace as ChainNamespace, chainId, address }
}
