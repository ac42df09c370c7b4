import { LitElement, css, html } from 'lit'
import { baseStyles } from '../theme/theme-styles.js'

/** Typographic roles of `<agentry-text>`. */
export type TextVariant = 'title' | 'body' | 'small' | 'muted'

/**
 * Text in one of the theme's typographic roles; the content is slotted.
 *
 * @example
 * html`<agentry-text variant="muted">No browser wallet found</agentry-text>`
 */
export class AgentryText extends LitElement {
  static override properties = {
    variant: { type: String, reflect: true },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        font-size: var(--agentry-text-md);
        line-height: 1.4;
        color: var(--agentry-color-fg);
      }
      :host([variant='title']) {
        font-size: var(--agentry-text-lg);
        font-weight: 600;
      }
      :host([variant='small']) {
        font-size: var(--agentry-text-sm);
      }
      :host([variant='muted']) {
        font-size: var(--agentry-text-sm);
        color: var(--agentry-color-fg-muted);
      }
    `,
  ]

  declare variant: TextVariant

  constructor() {
    super()
    this.variant = 'body'
  }

  override render() {
    return html`<slot></slot>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-text': AgentryText
  }
}
