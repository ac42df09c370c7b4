import { RequestAbortedError } from '../errors/rpcErrors.js'
import { leaveApprovalView } from './leaveApprovalView.js'
import { pendingRequestsState, takePendingRequest } from '../rpc/pendingRequestsState.js'

/**
 * Rejects every request waiting for approval: each `requestApproval` promise rejects with
 * `RequestAbortedError` ('Request was aborted'). Safe requests never wait, so none is aborted. The view
 * goes back. Returns how many requests were rejected.
 *
 * @example
 * rejectButton.onclick = () => rejectPendingRequest()
 */
export function rejectPendingRequest(): number {
  const ids = pendingRequestsState.requests.map((pending) => pending.id)
  let rejected = 0
  for (const id of ids) {
    const pending = takePendingRequest(id)
    if (!pending) continue
    pending.reject(new RequestAbortedError({ method: pending.request.method }))
    rejected++
  }
  leaveApprovalView()
  return rejected
}
