import { leaveApprovalView } from './leaveApprovalView.js'
import { pendingRequestsState, takePendingRequest } from '../rpc/pendingRequestsState.js'

/**
 * Approves the request ApproveTransaction shows (the oldest); its `requestApproval` promise resolves.
 * The view goes back once nothing is left to approve. Returns false when nothing was pending.
 *
 * @example
 * approveButton.onclick = () => approvePendingRequest()
 */
export function approvePendingRequest(): boolean {
  const first = pendingRequestsState.requests[0]
  const pending = first ? takePendingRequest(first.id) : undefined
  if (!pending) return false
  pending.resolve()
  leaveApprovalView()
  return true
}
