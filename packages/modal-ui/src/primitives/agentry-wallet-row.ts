import { LitElement, css, html, nothing } from 'lit'
import { baseStyles } from '../theme/theme-styles.js'
import { icon } from './icons.js'

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
    css`
      :host {
        display: block;
      }
      button {
        display: flex;
        align-items: center;
        gap: 12px;
        width: 100%;
        padding: 8px 12px 8px 8px;
        border: none;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
        color: var(--agentry-color-fg);
        font: inherit;
        font-size: var(--agentry-text-md);
        text-align: start;
        cursor: pointer;
      }
      button:hover:not(:disabled) {
        background: var(--agentry-color-bg-hover);
      }
      button:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
        outline-offset: 1px;
      }
      button:disabled {
        cursor: default;
      }
      :host([disabled]:not([loading])) button {
        opacity: 0.6;
      }
      .image {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        flex: none;
        width: 40px;
        height: 40px;
        border-radius: var(--agentry-radius-sm);
        overflow: hidden;
        background: var(--agentry-color-bg-hover);
        color: var(--agentry-color-fg-muted);
      }
      img {
        width: 100%;
        height: 100%;
        object-fit: cover;
      }
      .name {
        flex: 1;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .pending {
        display: inline-flex;
        align-items: center;
        gap: 6px;
        flex: none;
        font-size: var(--agentry-text-sm);
        color: var(--agentry-color-fg-muted);
      }
      .tag {
        flex: none;
        padding: 2px 6px;
        border-radius: var(--agentry-radius);
        font-size: var(--agentry-text-sm);
        color: var(--agentry-color-accent-text);
        background: color-mix(in srgb, var(--agentry-color-accent) 15%, transparent);
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
    return html`<button part="row" type="button" ?disabled=${this.disabled || this.loading} aria-busy=${this.loading ? 'true' : 'false'}>
      <span class="image">${this.imageUrl ? html`<img src=${this.imageUrl} alt="" draggable="false" />` : icon('wallet')}</span>
      <span class="name">${this.name}</span>
      ${this.loading
        ? html`<span class="pending"><agentry-spinner size="sm"></agentry-spinner>${this.loadingLabel ?? nothing}</span>`
        : this.tag
          ? html`<span class="tag">${this.tag}</span>`
          : nothing}
    </button>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-wallet-row': AgentryWalletRow
  }
}
