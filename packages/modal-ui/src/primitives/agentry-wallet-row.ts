import { LitElement, css } from 'lit'
import { baseStyles } from '../theme/theme-styles.js'
import { walletRow, walletRowStyles } from './wallet-row-template.js'

/**
 * A list row for one wallet: its image, its name and an optional tag ('Installed', 'Recent'). While
 * `loading` the tag gives way to a spinner and `loading-label` (for example 'Connecting…'), and the row
 * is marked busy.
 *
 * @example
 * html`<agentry-wallet-row name="Rabby" image-url=${icon} tag="Installed" @click=${connect}></agentry-wallet-row>`
 */
export class AgentryWalletRow extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  static override properties = {
    name: { type: String },
    imageUrl: { type: String, attribute: 'image-url' },
    tag: { type: String },
    loading: { type: Boolean, reflect: true },
    loadingLabel: { type: String, attribute: 'loading-label' },
    disabled: { type: Boolean, reflect: true },
  }

  static override styles = [
    baseStyles,
    walletRowStyles,
    css`
      :host {
        display: block;
      }
    `,
  ]

  declare name: string
  declare imageUrl: string | undefined
  declare tag: string | undefined
  declare loading: boolean
  declare loadingLabel: string | undefined
  declare disabled: boolean

  constructor() {
    super()
    this.name = ''
    this.imageUrl = undefined
    this.tag = undefined
    this.loading = false
    this.loadingLabel = undefined
    this.disabled = false
  }

  override render() {
    return walletRow(this)
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-wallet-row': AgentryWalletRow
  }
}
