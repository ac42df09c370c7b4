import type { Eip1193Provider } from '../types.js'
import { WalletCapabilitiesError } from '../../errors/walletErrors.js'
import { requestWallet } from './requestWallet.js'

/** Spec section 3, "Wallet asset", with the chain it is on. */
export type WalletAsset = {
  chainId: number
  /** The token contract; 'native' for the chain's currency. */
  address: string
  /** In the smallest unit, as hex. */
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price?: number; iconUrl?: string }
}

export type GetAssetsParameters = { provider: Eip1193Provider; address: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseAsset(chainId: number, raw: unknown): WalletAsset {
  if (!isRecord(raw) || !isRecord(raw.metadata))
    throw new WalletCapabilitiesError({ details: 'an asset is not an object' })
  const { address, balance, type, metadata } = raw
  const kind = typeof type === 'string' ? type.toUpperCase() : ''
  const { name, symbol, decimals, price, iconUrl } = metadata
  const valid =
    typeof address === 'string' &&
    typeof balance === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(balance) &&
    (kind === 'ERC20' || kind === 'NATIVE') &&
    typeof symbol === 'string' &&
    Number.isInteger(decimals)
  if (!valid) throw new WalletCapabilitiesError({ details: `asset ${JSON.stringify(raw)}` })
  return {
    chainId,
    address,
    balance: balance as `0x${string}`,
    type: kind,
    metadata: {
      name: typeof name === 'string' ? name : symbol,
      symbol,
      decimals: decimals as number,
      ...(typeof price === 'number' ? { price } : {}),
      ...(typeof iconUrl === 'string' ? { iconUrl } : {}),
    },
  }
}

/**
 * The account's assets as the wallet knows them (`wallet_getAssets`, EIP-7811), flattened across
 * chains; the wallet's lower-case types are read as the spec's 'NATIVE' and 'ERC20'.
 *
 * @throws WalletCapabilitiesError ('Error parsing wallet capabilities') for an answer of another shape | the wallet's typed errors.
 * @example
 * const assets = await getAssets({ provider, address })
 * assets.find((asset) => asset.type === 'NATIVE')?.balance // '0x21e19e0c9bab2400000'
 */
export async function getAssets({ provider, address }: GetAssetsParameters): Promise<WalletAsset[]> {
  const answer = await requestWallet(provider, 'wallet_getAssets', [{ account: address }], 'sign')
  if (!isRecord(answer)) throw new WalletCapabilitiesError({ details: 'wallet_getAssets answer is not an object' })
  return Object.entries(answer).flatMap(([key, list]) => {
    const chainId = /^0x[0-9a-fA-F]+$/.test(key) ? Number(key) : Number.NaN
    if (!Number.isSafeInteger(chainId) || !Array.isArray(list))
      throw new WalletCapabilitiesError({ details: `assets of "${key}"` })
    return list.map((raw) => parseAsset(chainId, raw))
  })
}
