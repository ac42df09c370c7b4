import type { Eip1193Provider } from '../types.js'
import { requestSignature } from './requestSignature.js'

/** EIP-712 typed data, as `eth_signTypedData_v4` takes it. */
export type TypedData = {
  domain: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

export type SignTypedDataParameters = { provider: Eip1193Provider; address: string; typedData: TypedData }

/** JSON with bigints as decimal strings (EIP-712 uint values). */
const serialise = (value: unknown) =>
  JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))

/**
 * Signs EIP-712 typed data with `eth_signTypedData_v4`; bigint values are sent as decimal strings.
 * `EIP712Domain` is derived by the wallet when the types leave it out.
 *
 * @throws UserRejectedError ('Signature declined') | SignMessageFailedError ('Sign message failed')
 * @example
 * const signature = await signTypedData({ provider, address, typedData: { domain, types, primaryType: 'Mail', message } })
 */
export async function signTypedData({ provider, address, typedData }: SignTypedDataParameters): Promise<`0x${string}`> {
  return await requestSignature(provider, 'eth_signTypedData_v4', [address, serialise(typedData)])
}
