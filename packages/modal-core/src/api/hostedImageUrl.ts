import type { CaipNetwork } from '../caip/types.js'
import { optionsState } from '../options/optionsState.js'
import { BLOCKCHAIN_API_SDK_TYPE } from './apiContext.js'

/** The image kinds of the wallet directory's image endpoints (spec section 7). */
export type DirectoryImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** Each kind's path on the directory host; `{id}` follows. */
export const DIRECTORY_IMAGE_PATHS: Readonly<Record<DirectoryImageKind, string>> = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
}

export type HostedImageUrlParameters = {
  baseUrl: string
  projectId: string
  sdkVersion?: string
}

/**
 * The URL of a hosted image (spec section 7: `getWalletImage/{id}`, `public/getAssetImage/{id}`,
 * `public/getCurrencyImage/{id}`, `public/getTokenImage/{id}`), with `projectId`, `st` and `sv`.
 *
 * @example
 * hostedImageUrl('token', 'USDC', { baseUrl: 'https://api.example.org', projectId })
 * // 'https://api.example.org/public/getTokenImage/USDC?projectId=…&st=agentry&sv=modal-core'
 */
export function hostedImageUrl(
  kind: DirectoryImageKind,
  id: string,
  { baseUrl, projectId, sdkVersion = 'modal-core' }: HostedImageUrlParameters,
): string {
  const url = new URL(
    `${DIRECTORY_IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`,
    baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  )
  for (const [key, value] of Object.entries({ projectId, st: BLOCKCHAIN_API_SDK_TYPE, sv: sdkVersion }))
    url.searchParams.set(key, value)
  return url.href
}

/** The configured directory's image URL, or undefined without a project id (no hosted service is used). */
const configuredImageUrl = (kind: DirectoryImageKind, id: string): string | undefined => {
  const { projectId, serviceUrls } = optionsState
  return projectId ? hostedImageUrl(kind, id, { baseUrl: serviceUrls.walletDirectory, projectId }) : undefined
}

/**
 * A network's image: the app's own `assets.imageUrl`; with a project id, the hosted
 * `public/getAssetImage/{assets.imageId}`; otherwise undefined (the UI draws its bundled icon).
 *
 * @example
 * networkImageUrl({ ...baseMainnet, assets: { imageId: 'base-image-id' } }) // hosted with a project id
 */
export function networkImageUrl(network: Pick<CaipNetwork, 'assets'>): string | undefined {
  const { imageUrl, imageId } = network.assets ?? {}
  if (imageUrl) return imageUrl
  return imageId ? configuredImageUrl('asset', imageId) : undefined
}

/**
 * A token's image: the icon the data source gave (`iconUrl`, `logoUri`); with a project id, the hosted
 * `public/getTokenImage/{symbol}`; otherwise undefined (the UI draws its bundled icon).
 *
 * @example
 * tokenImageUrl({ symbol: 'USDC' }) // hosted with a project id, else undefined
 */
export function tokenImageUrl(token: { symbol: string; iconUrl?: string; logoUri?: string }): string | undefined {
  const given = token.iconUrl || token.logoUri
  if (given) return given
  return token.symbol ? configuredImageUrl('token', token.symbol) : undefined
}

/**
 * A fiat currency's image (on-ramp): with a project id, the hosted `public/getCurrencyImage/{code}`.
 *
 * @example
 * currencyImageUrl('USD')
 */
export function currencyImageUrl(code: string): string | undefined {
  return configuredImageUrl('currency', code)
}
