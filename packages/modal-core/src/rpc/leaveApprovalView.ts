import { goBack } from '../router/goBack.js'
import { routerState } from '../router/routerState.js'
import { pendingRequestsState } from './pendingRequestsState.js'

/** With nothing left to approve, ApproveTransaction goes back (closing when it was the only view). */
export function leaveApprovalView(): void {
  if (pendingRequestsState.requests.length === 0 && routerState.view === 'ApproveTransaction') goBack()
}
