import { ref } from 'valtio/vanilla'
import { createStore } from '../utils/createStore.js'

/** An EIP-1193 request as a connector receives it. */
export type RpcRequest = { method: string; params?: readonly unknown[] | object }

/** A request waiting for the user on ApproveTransaction. */
export type PendingRequest = { id: number; request: RpcRequest }

export type PendingRequestsState = { requests: PendingRequest[] }

type Settler = { resolve: () => void; reject: (error: unknown) => void }

const store = /* @__PURE__ */ createStore<PendingRequestsState>({ requests: [] })
const settlers = new Map<number, Settler>()
let nextId = 1

/**
 * Requests waiting for approval, oldest first; ApproveTransaction shows the first.
 *
 * @example
 * pendingRequestsState.requests[0]?.request.method // 'eth_sendTransaction'
 */
export const pendingRequestsState: PendingRequestsState = store.state

/** Forgets every pending request without settling it. */
export function resetPendingRequestsState(): void {
  settlers.clear()
  store.reset()
}

/** Queues a request; the promise settles when it is approved or rejected. */
export function addPendingRequest(request: RpcRequest): Promise<void> {
  const id = nextId++
  return new Promise<void>((resolve, reject) => {
    settlers.set(id, { resolve, reject })
    // The params are the caller's object: kept as is, not wrapped in a proxy.
    pendingRequestsState.requests.push({ id, request: ref({ ...request }) })
  })
}

/** Removes the request with that id and returns its settler. */
export function takePendingRequest(id: number): (Settler & PendingRequest) | undefined {
  const index = pendingRequestsState.requests.findIndex((pending) => pending.id === id)
  const settler = settlers.get(id)
  if (index === -1 || !settler) return undefined
  const [pending] = pendingRequestsState.requests.splice(index, 1)
  settlers.delete(id)
  return { ...settler, id, request: pending!.request }
}
