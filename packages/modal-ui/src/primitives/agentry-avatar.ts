import { LitElement, css, html } from 'lit'
import { baseStyles } from '../theme/theme-styles.js'

/**
 * Derives two stable hues from an address so each account gets its own gradient without any network call.
 *
 * @example
 * addressHues('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // [ 57, 222 ]
 */
export function addressHues(address: string): [number, number] {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return [hash % 360, (hash >>> 9) % 360]
}

/**
 * A round account picture: `image-url` when the account has one, otherwise a gradient derived from the
 * address. Decorative: the address next to it names the account.
 *
 * @example
 * html`<agentry-avatar address=${address}></agentry-avatar>`
 */
export class AgentryAvatar extends LitElement {
  static override properties = {
    address: { type: String },
    imageUrl: { type: String, attribute: 'image-url' },
    size: { type: Number },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      .avatar {
        border-radius: 50%;
        overflow: hidden;
        box-shadow: 0 0 0 4px var(--agentry-color-bg-raised);
      }
      img {
        width: 100%;
        height: 100%;
        object-fit: cover;
      }
    `,
  ]

  declare address: string
  declare imageUrl: string | undefined
  declare size: number

  constructor() {
    super()
    this.address = ''
    this.imageUrl = undefined
    this.size = 64
  }

  override render() {
    const [from, to] = addressHues(this.address)
    const style = `width:${this.size}px;height:${this.size}px;background:radial-gradient(circle at 30% 30%, hsl(${from} 80% 65%), hsl(${to} 70% 40%))`
    return html`<span class="avatar" part="avatar" style=${style} aria-hidden="true">
      ${this.imageUrl ? html`<img src=${this.imageUrl} alt="" />` : null}
    </span>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-avatar': AgentryAvatar
  }
}
