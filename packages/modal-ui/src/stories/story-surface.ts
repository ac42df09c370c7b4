import { LitElement, css, html } from 'lit'
import { defineElement } from '../internal/define-element.js'
import { baseStyles, themeStyles } from '../theme/theme-styles.js'

/**
 * Stories only: gives primitives shown on their own the theme tokens `<agentry-modal>` gives them in the
 * modal (set `theme="light"` for light), on the card's background.
 *
 * @example
 * html`<agentry-story-surface theme="light"><agentry-button>Send</agentry-button></agentry-story-surface>`
 */
export class AgentryStorySurface extends LitElement {
  static override properties = { theme: { type: String, reflect: true } }

  static override styles = [
    themeStyles,
    baseStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 12px;
        width: var(--agentry-modal-width);
        padding: 16px;
        border-radius: var(--agentry-radius-lg);
        background: var(--agentry-color-bg);
        font-size: var(--agentry-text-md);
      }
    `,
  ]

  declare theme: string | undefined

  override render() {
    return html`<slot></slot>`
  }
}

/**
 * Defines `<agentry-story-surface>` (tags already defined are skipped).
 *
 * @example
 * defineStorySurface()
 */
export function defineStorySurface(): void {
  defineElement('agentry-story-surface', AgentryStorySurface)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-story-surface': AgentryStorySurface
  }
}
