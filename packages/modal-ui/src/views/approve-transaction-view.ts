import { approvePendingRequest, optionsState, pendingRequestsState, rejectPendingRequest } from '@agentry/modal-core'
import { LitElement, css, html, nothing } from 'lit'
import { AgentryButton, AgentryText, StoreController, baseStyles, defineElement, messages } from './view-kit.js'
import { viewStyles } from './view-common.js'

/**
 * The ApproveTransaction view: the oldest request waiting for the user (an unsafe RPC method, spec
 * section 6), with Approve and Reject. Leaving the view any other way (closing the modal, Escape,
 * going back) rejects what is still waiting, so no caller is left hanging.
 *
 * @example
 * html`<agentry-approve-transaction-view></agentry-approve-transaction-view>`
 */
export class AgentryApproveTransactionView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .method {
        padding: 8px 12px;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
        font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
        font-size: var(--agentry-text-sm);
        overflow-wrap: anywhere;
      }
      .actions {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 8px;
      }
    `,
  ]

  constructor() {
    super()
    new StoreController(this, [pendingRequestsState, optionsState])
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    if (pendingRequestsState.requests.length > 0) rejectPendingRequest()
  }

  override render() {
    const [first, ...rest] = pendingRequestsState.requests
    if (!first) return nothing
    const { method } = first.request
    const appName = optionsState.metadata?.name ?? messages.approve.appFallback
    return html`<agentry-text variant="title"
        >${messages.approve.heading(appName, messages.approve.action(method))}</agentry-text
      >
      <p class="method" data-testid="method">${method}</p>
      <agentry-text variant="muted">${messages.approve.explanation}</agentry-text>
      ${rest.length
        ? html`<agentry-text variant="muted" data-testid="more">${messages.approve.more(rest.length)}</agentry-text>`
        : nothing}
      <div class="actions">
        <agentry-button variant="neutral" @click=${() => rejectPendingRequest()}
          >${messages.approve.reject}</agentry-button
        >
        <agentry-button variant="accent" @click=${() => approvePendingRequest()}
          >${messages.approve.approve}</agentry-button
        >
      </div>`
  }
}

/**
 * Defines `<agentry-approve-transaction-view>` and the primitives it renders; the shell calls it after
 * loading this module.
 *
 * @example
 * const { defineApproveTransactionView } = await import('./views/approve-transaction-view.js')
 * defineApproveTransactionView()
 */
export function defineApproveTransactionView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-approve-transaction-view', AgentryApproveTransactionView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-approve-transaction-view': AgentryApproveTransactionView
  }
}
