import { LitElement, css, html } from 'lit'
import { baseStyles } from '../theme/theme-styles.js'
import { icon, type IconName } from './icons.js'

/**
 * A round button that shows only an icon; `label` is its accessible name.
 *
 * @example
 * html`<agentry-icon-button icon="close" label="Close" @click=${close}></agentry-icon-button>`
 */
export class AgentryIconButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  static override properties = {
    icon: { type: String },
    label: { type: String },
    disabled: { type: Boolean, reflect: true },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 32px;
        height: 32px;
        padding: 0;
        border: none;
        border-radius: var(--agentry-radius-sm);
        background: transparent;
        color: var(--agentry-color-fg-muted);
        cursor: pointer;
      }
      button:hover:not(:disabled) {
        background: var(--agentry-color-bg-hover);
        color: var(--agentry-color-fg);
      }
      button:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
        outline-offset: 1px;
      }
      button:disabled {
        opacity: 0.5;
        cursor: default;
      }
      /* A back arrow points to where the reader came from: right in Arabic or Hebrew. */
      .directional:dir(rtl) {
        transform: scaleX(-1);
      }
    `,
  ]

  declare icon: IconName
  declare label: string
  declare disabled: boolean

  constructor() {
    super()
    this.icon = 'close'
    this.label = ''
    this.disabled = false
  }

  override render() {
    return html`<button
      part="button"
      type="button"
      aria-label=${this.label}
      title=${this.label}
      ?disabled=${this.disabled}
    >
      ${icon(this.icon)}
    </button>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-icon-button': AgentryIconButton
  }
}
