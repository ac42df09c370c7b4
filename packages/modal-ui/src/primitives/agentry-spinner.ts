import { LitElement, css, html, nothing } from 'lit'
import { baseStyles } from '../theme/theme-styles.js'

/**
 * A loading spinner. With a `label` it is announced as an image with that name; without one it is
 * decorative (the surrounding control says what is loading).
 *
 * @example
 * html`<agentry-spinner label="Loading"></agentry-spinner>`
 */
export class AgentrySpinner extends LitElement {
  static override properties = {
    label: { type: String },
    size: { type: String, reflect: true },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        width: 20px;
        height: 20px;
        color: var(--agentry-color-accent);
      }
      :host([size='sm']) {
        width: 14px;
        height: 14px;
      }
      :host([size='lg']) {
        width: 32px;
        height: 32px;
      }
      svg {
        width: 100%;
        height: 100%;
        animation: spin 800ms linear infinite;
      }
      @keyframes spin {
        to {
          transform: rotate(360deg);
        }
      }
    `,
  ]

  declare label: string | undefined
  declare size: 'sm' | 'md' | 'lg'

  constructor() {
    super()
    this.label = undefined
    this.size = 'md'
  }

  override render() {
    return html`<svg
      viewBox="0 0 24 24"
      fill="none"
      role=${this.label ? 'img' : nothing}
      aria-label=${this.label ?? nothing}
      aria-hidden=${this.label ? nothing : 'true'}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" stroke-opacity="0.25" stroke-width="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" stroke-width="3" stroke-linecap="round" />
    </svg>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-spinner': AgentrySpinner
  }
}
