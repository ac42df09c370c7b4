import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.js'
import type { ChainNamespace } from '../caip/types.js'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connectorsState } from '../connectors/connectorsState.js'
import { isMobile } from '../options/isMobile.js'
import { resetView } from '../router/navigate.js'
import type { RouterData, ViewName } from '../router/types.js'
import { modalState } from '../modal/modalState.js'

export type OpenModalParameters = { view?: ViewName; namespace?: ChainNamespace; data?: RouterData }

function firstView(view: ViewName | undefined): ViewName {
  if (view) return view
  if (getActiveAccount().address) return 'Account'
  if (connectorsState.connectors.length === 0) return isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}

/**
 * Opens the modal. In order: a `namespace` switches the active chain first; a `view` opens that view;
 * otherwise Account when an address is connected, else Connect — and with no connectors and nothing
 * connected, AllWallets on mobile or ConnectingWalletConnectBasic on desktop. `loading` is true until
 * the first view is set.
 *
 * @example
 * await openModal()                        // Connect or Account
 * await openModal({ view: 'SIWXSignMessage' })
 */
export async function openModal(parameters: OpenModalParameters = {}): Promise<void> {
  modalState.loading = true
  try {
    if (parameters.namespace && chainState.chains[parameters.namespace])
      chainState.activeNamespace = parameters.namespace
    // Let state changes of the caller (a connect that just finished) settle before picking the view.
    await Promise.resolve()
    resetView(firstView(parameters.view), parameters.data)
    if (!modalState.open)
      recordAnalyticsEvent({
        type: 'track',
        event: 'MODAL_OPEN',
        properties: { connected: Boolean(getActiveAccount().address) },
      })
    modalState.open = true
  } finally {
    modalState.loading = false
  }
}
