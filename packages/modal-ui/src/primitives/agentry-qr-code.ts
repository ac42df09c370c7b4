import { LitElement, css, html, svg } from 'lit'
import { encode } from 'uqr'
import { baseStyles } from '../theme/theme-styles.js'

/** Modules of quiet zone around the code, as scanners expect. */
const QUIET_ZONE = 2

/**
 * A QR code of `value` (encoded by uqr, drawn as one SVG path: crisp at any size, no canvas). The
 * image is labelled by `label`; the value itself should also be shown as text beside it.
 *
 * @example
 * html`<agentry-qr-code value=${address} label="Your address as a QR code"></agentry-qr-code>`
 */
export class AgentryQrCode extends LitElement {
  static override properties = {
    value: { type: String },
    label: { type: String },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        width: 200px;
        margin: 0 auto;
        /* A QR code is never mirrored, whatever the page's direction. */
        direction: ltr;
      }
      svg {
        display: block;
        width: 100%;
        height: auto;
        border-radius: var(--agentry-radius-md);
        /* Dark modules on white in both themes: scanners need the contrast. */
        background: #fff;
      }
    `,
  ]

  declare value: string
  declare label: string

  constructor() {
    super()
    this.value = ''
    this.label = ''
  }

  override render() {
    if (!this.value) return html``
    // Medium error correction: readable with a logo-free code at this size, still small.
    const { data, size } = encode(this.value, { ecc: 'M', border: QUIET_ZONE })
    let path = ''
    data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')))
    return html`<svg role="img" aria-label=${this.label} viewBox=${`0 0 ${size} ${size}`} shape-rendering="crispEdges">
      ${svg`<path d=${path} fill="#000"></path>`}
    </svg>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-qr-code': AgentryQrCode
  }
}
