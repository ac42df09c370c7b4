import type { CaipNetwork } from '@agentry/modal-core'
import { networkImageUrl, tokenImageUrl } from '@agentry/modal-core/features'
import { css, html, type TemplateResult } from 'lit'
import { bundledNetworkIcon } from './network-icons.js'
import { bundledTokenIcon } from './token-icons.js'

/** An image to show and the bundled icon to fall back on when it fails to load. */
export type AssetImage = { src: string; fallback: string }

/**
 * A network's image: the app's or the hosted one (with a project id) when there is one, our bundled icon
 * otherwise and as the fallback.
 *
 * @example
 * html`<agentry-wallet-row image-url=${networkImage(network).src}></agentry-wallet-row>`
 */
export function networkImage(network: CaipNetwork): AssetImage {
  const fallback = bundledNetworkIcon(network)
  return { src: networkImageUrl(network) ?? fallback, fallback }
}

/**
 * A token's image: the data source's icon or, with a project id, the hosted token image; our bundled icon
 * otherwise and as the fallback.
 *
 * @example
 * assetIcon(tokenImage({ symbol: 'USDC', iconUrl: '' }))
 */
export function tokenImage(token: { symbol: string; iconUrl?: string; logoUri?: string }): AssetImage {
  const fallback = bundledTokenIcon(token.symbol)
  return { src: tokenImageUrl(token) ?? fallback, fallback }
}

/** A broken hosted image gives way to the bundled icon (once: the icon itself cannot fail). */
const useFallback = (event: Event) => {
  const image = event.target as HTMLImageElement
  const fallback = image.dataset.fallback
  if (fallback && image.getAttribute('src') !== fallback) image.src = fallback
}

/**
 * A round network or token image, decorative (the name or symbol beside it says what it is). Needs
 * `assetIconStyles` in the shadow root.
 *
 * @example
 * html`<li>${assetIcon(tokenImage(token))} ${token.name}</li>`
 */
export function assetIcon({ src, fallback }: AssetImage, size = 24): TemplateResult {
  return html`<img
    class="asset-icon"
    src=${src}
    data-fallback=${fallback}
    width=${size}
    height=${size}
    alt=""
    draggable="false"
    @error=${useFallback}
  />`
}

/** The styles of `assetIcon()`. */
export const assetIconStyles = css`
  .asset-icon {
    flex: none;
    align-self: center;
    border-radius: 50%;
    object-fit: cover;
  }
`
