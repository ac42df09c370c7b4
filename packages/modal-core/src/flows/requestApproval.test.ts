import { SAFE_RPC_METHODS as PROVIDER_SAFE_RPC_METHODS } from '@agentry/provider/rpc-methods'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { SAFE_RPC_METHODS } from '../index.js'
import { BaseError } from '../errors/BaseError.js'
import { RequestAbortedError } from '../errors/rpcErrors.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from './initModal.js'
import { resetAllState } from '../resetAllState.js'
import { routerState } from '../router/routerState.js'
import { approvePendingRequest } from './approvePendingRequest.js'
import { pendingRequestsState } from '../rpc/pendingRequestsState.js'
import { rejectPendingRequest } from './rejectPendingRequest.js'
import { requestApproval } from './requestApproval.js'

const sendTransaction = {
  method: 'eth_sendTransaction',
  params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x1' }],
}
const signMessage = { method: 'personal_sign', params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }

/** Tracks how a promise ended without awaiting it. */
function track(promise: Promise<void>): { outcome: 'pending' | 'approved' | unknown } {
  const result: { outcome: 'pending' | 'approved' | unknown } = { outcome: 'pending' }
  promise.then(
    () => (result.outcome = 'approved'),
    (error: unknown) => (result.outcome = error),
  )
  return result
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => initModal({ networks: [localDevChain] }))
afterEach(() => resetAllState())

describe('requestApproval', () => {
  test('a safe method passes straight through: no view, nothing pending', async () => {
    await requestApproval({
      method: 'eth_getBalance',
      params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'],
    })
    expect(modalState.open).toBe(false)
    expect(pendingRequestsState.requests).toEqual([])
  })

  test('the gate reads the one safe list, the one @agentry/provider routes by (issue 28 item 3)', async () => {
    expect(SAFE_RPC_METHODS).toBe(PROVIDER_SAFE_RPC_METHODS)
    // Solana's node reads were safe for the provider only; the gate held them back.
    for (const method of PROVIDER_SAFE_RPC_METHODS) await requestApproval({ method, params: [] })
    expect(modalState.open).toBe(false)
    expect(pendingRequestsState.requests).toEqual([])
  })

  test('an unsafe method opens ApproveTransaction and waits; approving resolves it and closes', async () => {
    const result = track(requestApproval(sendTransaction))
    await flush()
    expect(result.outcome).toBe('pending')
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('ApproveTransaction')
    expect(pendingRequestsState.requests.map((pending) => pending.request)).toEqual([sendTransaction])
    expect(approvePendingRequest()).toBe(true)
    await flush()
    expect(result.outcome).toBe('approved')
    expect(modalState.open).toBe(false)
  })

  test('over an open modal it opens on top and approving goes back there', async () => {
    await openModal({ view: 'Account' })
    const result = track(requestApproval(signMessage))
    await flush()
    expect([...routerState.history]).toEqual(['Account', 'ApproveTransaction'])
    approvePendingRequest()
    await flush()
    expect(result.outcome).toBe('approved')
    expect(routerState.view).toBe('Account')
    expect(modalState.open).toBe(true)
  })

  test('requests are approved oldest first; the view stays until none is left', async () => {
    const first = track(requestApproval(signMessage))
    const second = track(requestApproval(sendTransaction))
    await flush()
    approvePendingRequest()
    await flush()
    expect([first.outcome, second.outcome]).toEqual(['approved', 'pending'])
    expect(routerState.view).toBe('ApproveTransaction')
    expect(pendingRequestsState.requests[0]?.request.method).toBe('eth_sendTransaction')
    approvePendingRequest()
    await flush()
    expect(second.outcome).toBe('approved')
    expect(approvePendingRequest()).toBe(false)
  })

  test('rejecting aborts every pending request, never a safe one', async () => {
    const unsafe = [track(requestApproval(signMessage)), track(requestApproval(sendTransaction))]
    const safe = track(
      requestApproval({ method: 'eth_call', params: [{ to: '0x0000000000000000000000000000000000000001' }, 'latest'] }),
    )
    await flush()
    expect(rejectPendingRequest()).toBe(2)
    await flush()
    expect(safe.outcome).toBe('approved')
    for (const { outcome } of unsafe) {
      expect(outcome).toBeInstanceOf(RequestAbortedError)
      expect(outcome).toBeInstanceOf(BaseError)
    }
    expect(unsafe[1]!.outcome).toMatchInlineSnapshot(`
      [RequestAbortedError: Request was aborted

      Method: eth_sendTransaction]
    `)
    expect((unsafe[0]!.outcome as RequestAbortedError).code).toBe('REQUEST_ABORTED')
    expect(pendingRequestsState.requests).toEqual([])
    expect(modalState.open).toBe(false)
  })

  test('a method this package does not know needs approval too', async () => {
    const result = track(requestApproval({ method: 'eth_sign' }))
    await flush()
    expect(routerState.view).toBe('ApproveTransaction')
    rejectPendingRequest()
    await flush()
    expect(result.outcome).toBeInstanceOf(RequestAbortedError)
  })
})
