import { LitElement, css, html, nothing } from 'lit'
import { baseStyles } from '../theme/theme-styles.js'

/** Visual weight of `<agentry-button>`. */
export type ButtonVariant = 'accent' | 'neutral' | 'danger'

/**
 * A text button. While `loading` it shows a spinner, is marked busy and ignores presses.
 *
 * @example
 * html`<agentry-button variant="accent" ?loading=${signing} @click=${sign}>Sign</agentry-button>`
 */
export class AgentryButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  static override properties = {
    variant: { type: String, reflect: true },
    disabled: { type: Boolean, reflect: true },
    loading: { type: Boolean, reflect: true },
    label: { type: String },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      button {
        flex: 1;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: 8px;
        min-height: 40px;
        padding: 0 16px;
        border: 1px solid transparent;
        border-radius: var(--agentry-radius-full);
        font: inherit;
        font-size: var(--agentry-text-md);
        font-weight: 600;
        cursor: pointer;
        background: var(--agentry-color-bg-raised);
        color: var(--agentry-color-fg);
        border-color: var(--agentry-color-border);
        transition: background-color var(--agentry-duration-view) ease;
      }
      :host([variant='accent']) button {
        background: var(--agentry-color-accent);
        color: var(--agentry-color-on-accent);
      }
      :host([variant='danger']) button {
        color: var(--agentry-color-error);
      }
      button:hover:not(:disabled) {
        filter: brightness(1.1);
      }
      button:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
        outline-offset: 2px;
      }
      button:disabled {
        cursor: default;
        opacity: 0.6;
      }
    `,
  ]

  declare variant: ButtonVariant
  declare disabled: boolean
  declare loading: boolean
  /** An accessible name that says more than the visible text ('Continue with Google' for 'Google'). */
  declare label: string | undefined

  constructor() {
    super()
    this.variant = 'neutral'
    this.disabled = false
    this.loading = false
    this.label = undefined
  }

  override render() {
    return html`<button
      part="button"
      type="button"
      ?disabled=${this.disabled || this.loading}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-label=${this.label ?? nothing}
    >
      ${this.loading ? html`<agentry-spinner size="sm"></agentry-spinner>` : null}
      <slot></slot>
    </button>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-button': AgentryButton
  }
}
