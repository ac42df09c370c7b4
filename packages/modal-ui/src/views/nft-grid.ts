import { chainState, getActiveAccount, getActiveNetwork } from '@agentry/modal-core'
import { fetchNfts, nftsState, type HeldNft } from '@agentry/modal-core/features'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentrySpinner,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  storeError,
  translateError,
} from './view-kit.js'
import { viewStyles } from './view-common.js'

/**
 * The account's NFTs (the Account view's NFTs tab), as its history shows them: a grid of images with
 * name and collection. Loading, empty ('No NFTs yet'), failure (with a retry) and unavailable (no project
 * id) each have their own state.
 *
 * @example
 * html`<agentry-nft-grid></agentry-nft-grid>`
 */
export class AgentryNftGrid extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      ul {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
        gap: 8px;
        margin: 8px 0 0;
        padding: 0;
        list-style: none;
      }
      li {
        display: flex;
        flex-direction: column;
        gap: 4px;
        padding: 6px;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
        min-width: 0;
      }
      .image {
        display: block;
        width: 100%;
        aspect-ratio: 1;
        object-fit: cover;
        border-radius: var(--agentry-radius-sm);
        background: var(--agentry-color-bg);
      }
      .name {
        font-weight: 600;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .muted {
        color: var(--agentry-color-fg-muted);
        font-size: var(--agentry-text-sm);
      }
      .link {
        border: none;
        background: none;
        color: var(--agentry-color-accent-text);
        font: inherit;
        font-weight: 600;
        cursor: pointer;
      }
      .link:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
      }
    `,
  ]

  constructor() {
    super()
    new StoreController(this, [nftsState, chainState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const address = getActiveAccount().address
    const caipNetworkId = getActiveNetwork()?.caipNetworkId
    const stale = nftsState.address !== address || nftsState.caipNetworkId !== caipNetworkId || !nftsState.loaded
    if (address && stale && !nftsState.loading) this.#load()
  }

  override render() {
    const { nfts, loading, errorCode } = nftsState
    const error = storeError(nftsState)
    if (loading && !nfts.length)
      return html`<agentry-spinner size="sm" label=${messages.nfts.loading}></agentry-spinner>`
    if (error) {
      return html`<p class="muted" role="status" data-state="error">${translateError(error)}</p>
        ${errorCode === 'FEATURE_UNAVAILABLE'
          ? nothing
          : html`<button type="button" class="link" @click=${() => this.#load()}>${messages.nfts.retry}</button>`}`
    }
    if (!nfts.length) {
      return html`<div role="status" data-state="empty">
        <p>${messages.nfts.empty}</p>
        <p class="muted">${messages.nfts.emptyHint}</p>
      </div>`
    }
    return html`<ul aria-label=${messages.nfts.listLabel}>
      ${nfts.map((nft) => this.#renderNft(nft))}
    </ul>`
  }

  #renderNft(nft: HeldNft) {
    const name = nft.name ?? (nft.tokenId ? `#${nft.tokenId}` : messages.nfts.unnamed)
    return html`<li data-key=${nft.key}>
      ${nft.imageUrl
        ? html`<img class="image" src=${nft.imageUrl} alt=${messages.nfts.image(name)} loading="lazy" />`
        : html`<span class="image" aria-hidden="true"></span>`}
      <span class="name" title=${name}>${name}</span>
      ${nft.collection ? html`<span class="muted">${nft.collection}</span>` : nothing}
      ${nft.quantity > 1 ? html`<span class="muted">${messages.nfts.quantity(nft.quantity)}</span>` : nothing}
    </li>`
  }

  #load(): void {
    const address = getActiveAccount().address
    if (!address) return
    // Failures are in nftsState.error, which the grid shows.
    fetchNfts({ address, caipNetworkId: getActiveNetwork()?.caipNetworkId }).catch(() => undefined)
  }
}

/**
 * Defines `<agentry-nft-grid>` and the primitives it renders.
 *
 * @example
 * defineNftGrid()
 */
export function defineNftGrid(): void {
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-nft-grid', AgentryNftGrid)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-nft-grid': AgentryNftGrid
  }
}
