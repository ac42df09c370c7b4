import type { Eip1193Provider } from '../types.js'
import { ProviderRequestError } from '../../errors/providerErrors.js'
import { WalletCapabilitiesError } from '../../errors/walletErrors.js'
import { quantityToHex } from '../../utils/hex.js'
import { requestWallet } from './requestWallet.js'

/** Capabilities by chain id (EIP-5792), for example `{ 1337: { atomic: { status: 'unsupported' } } }`. */
export type WalletCapabilities = Record<number, Record<string, unknown>>

export type GetCapabilitiesParameters = { provider: Eip1193Provider; address: string; chainIds?: readonly number[] }

/** Wallets that predate EIP-5792 answer "method not found / unsupported": they have no capabilities. */
const UNSUPPORTED_CODES = new Set([4200, -32601])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads what the wallet can do per chain (`wallet_getCapabilities`, EIP-5792). A wallet that does not
 * know the method has no capabilities (`{}`).
 *
 * @throws WalletCapabilitiesError ('Error parsing wallet capabilities') without an address or for an answer of another shape | the wallet's typed errors.
 * @example
 * const capabilities = await getCapabilities({ provider, address })
 * capabilities[1337]?.atomic // { status: 'supported' }
 */
export async function getCapabilities({
  provider,
  address,
  chainIds,
}: GetCapabilitiesParameters): Promise<WalletCapabilities> {
  if (typeof address !== 'string' || !address)
    throw new WalletCapabilitiesError({ details: 'wallet_getCapabilities requires an address' })
  let answer: unknown
  try {
    answer = await requestWallet(
      provider,
      'wallet_getCapabilities',
      chainIds ? [address, chainIds.map((id) => quantityToHex(id))] : [address],
      'sign',
    )
  } catch (error) {
    if (error instanceof ProviderRequestError && UNSUPPORTED_CODES.has(error.rpcCode ?? 0)) return {}
    throw error
  }
  if (!isRecord(answer)) throw new WalletCapabilitiesError({ details: 'the answer is not an object' })
  const capabilities: WalletCapabilities = {}
  for (const [key, value] of Object.entries(answer)) {
    const chainId = /^0x[0-9a-fA-F]+$/.test(key) ? Number(key) : Number.NaN
    if (!Number.isSafeInteger(chainId) || !isRecord(value))
      throw new WalletCapabilitiesError({ details: `capabilities of "${key}"` })
    capabilities[chainId] = value
  }
  return capabilities
}
