import { css, html, nothing, type TemplateResult } from 'lit'
import { icon } from './icons.js'

/** What one wallet row shows: its image, name and tag, or a spinner with a label while it is busy. */
export type WalletRowProps = {
  name: string
  imageUrl?: string | undefined
  tag?: string | undefined
  loading?: boolean
  loadingLabel?: string | undefined
  disabled?: boolean
  /** Called when the row is pressed (click, Enter or Space). */
  onPress?: (() => void) | undefined
}

/**
 * The row's styles, for `<agentry-wallet-row>` and for long lists that render `walletRow()` straight into
 * their own shadow root (one element per row costs a shadow root and an update cycle each).
 *
 * @example
 * static styles = [baseStyles, walletRowStyles]
 */
export const walletRowStyles = /* @__PURE__ */ css`
  .wallet-row {
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
  .wallet-row:hover:not(:disabled) {
    background: var(--agentry-color-bg-hover);
  }
  .wallet-row:focus-visible {
    outline: 2px solid var(--agentry-color-accent);
    outline-offset: 1px;
  }
  .wallet-row:disabled {
    cursor: default;
  }
  .wallet-row:disabled:not([aria-busy='true']) {
    opacity: 0.6;
  }
  .wallet-row .image {
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
  .wallet-row img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .wallet-row .name {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .wallet-row .pending {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    flex: none;
    font-size: var(--agentry-text-sm);
    color: var(--agentry-color-fg-muted);
  }
  .wallet-row .tag {
    flex: none;
    padding: 2px 6px;
    border-radius: var(--agentry-radius);
    font-size: var(--agentry-text-sm);
    color: var(--agentry-color-accent-text);
    background: color-mix(in srgb, var(--agentry-color-accent) 15%, transparent);
  }
`

/**
 * The wallet row's content: a button with the image, the name and the tag (or, while `loading`, a
 * spinner and `loadingLabel`). Render it inside a shadow root that adopts `walletRowStyles`; a busy row
 * needs `<agentry-spinner>` defined.
 *
 * @example
 * html`<li>${walletRow({ name: 'Rabby', imageUrl, tag: 'Installed', onPress: () => connect(rabby) })}</li>`
 */
export function walletRow({
  name,
  imageUrl,
  tag,
  loading = false,
  loadingLabel,
  disabled = false,
  onPress,
}: WalletRowProps): TemplateResult {
  return html`<button
    class="wallet-row"
    part="row"
    type="button"
    ?disabled=${disabled || loading}
    aria-busy=${loading ? 'true' : 'false'}
    @click=${onPress ?? nothing}
  >
    <span class="image">${imageUrl ? html`<img src=${imageUrl} alt="" draggable="false" />` : icon('wallet')}</span>
    <span class="name">${name}</span>
    ${loading
      ? html`<span class="pending"><agentry-spinner size="sm"></agentry-spinner>${loadingLabel ?? nothing}</span>`
      : tag
        ? html`<span class="tag">${tag}</span>`
        : nothing}
  </button>`
}
