import { goBack } from './goBack.js'
import { routerState } from '../router/routerState.js'
import { pendingRequestsState } from '../rpc/pendingRequestsState.js'

/** With nothing left to approve, ApproveTransaction goes back (closing when it was the only view). */
export function leaveApprovalView(): void {
  if (pendingRequestsState.requests.length === 0 && routerState.view === 'ApproveTransaction') goBack()
}
