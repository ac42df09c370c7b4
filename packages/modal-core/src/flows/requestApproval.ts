import { isSafeRpcMethod } from '@agentry/provider/rpc-methods'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'
import { pushView } from '../router/navigate.js'
import { routerState } from '../router/routerState.js'
import { addPendingRequest, type RpcRequest } from '../rpc/pendingRequestsState.js'

/**
 * The approval gate in front of a wallet request (spec sections 2 and 6). A safe method resolves at
 * once. Any other method is queued and ApproveTransaction opens (on top of the current view when the
 * modal is open); the promise resolves on `approvePendingRequest()` and rejects with
 * `RequestAbortedError` on `rejectPendingRequest()`.
 *
 * @throws RequestAbortedError
 * @example
 * await requestApproval({ method: 'eth_sendTransaction', params: [tx] })
 * const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] })
 */
export async function requestApproval(request: RpcRequest): Promise<void> {
  if (isSafeRpcMethod(request.method)) return
  const approved = addPendingRequest(request)
  if (!modalState.open) await openModal({ view: 'ApproveTransaction' })
  else if (routerState.view !== 'ApproveTransaction') pushView('ApproveTransaction')
  await approved
}
