import { LitElement, css, html } from 'lit'
import { styleMap } from 'lit/directives/style-map.js'
import { baseStyles } from '../theme/theme-styles.js'
import { icon } from './icons.js'

/**
 * A wallet's (or network's) image in a rounded square, with the wallet icon when there is no image or it
 * fails to load. Decorative: the name next to it says which wallet it is.
 *
 * @example
 * html`<agentry-wallet-image image-url=${wallet.imageUrl} size="80"></agentry-wallet-image>`
 */
export class AgentryWalletImage extends LitElement {
  static override properties = {
    imageUrl: { type: String, attribute: 'image-url' },
    size: { type: Number },
    failed: { state: true },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      .image {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        overflow: hidden;
        border-radius: calc(var(--agentry-radius-md) * 1.5);
        background: var(--agentry-color-bg-hover);
        color: var(--agentry-color-fg-muted);
      }
      img {
        width: 100%;
        height: 100%;
        object-fit: cover;
      }
      svg {
        width: 50%;
        height: 50%;
      }
    `,
  ]

  declare imageUrl: string | undefined
  declare size: number
  declare failed: boolean

  constructor() {
    super()
    this.imageUrl = undefined
    this.size = 56
    this.failed = false
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('imageUrl')) this.failed = false
  }

  override render() {
    const size = `${this.size}px`
    return html`<span class="image" part="image" aria-hidden="true" style=${styleMap({ width: size, height: size })}>
      ${this.imageUrl && !this.failed
        ? html`<img src=${this.imageUrl} alt="" draggable="false" @error=${() => (this.failed = true)} />`
        : icon('wallet')}
    </span>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-wallet-image': AgentryWalletImage
  }
}
