import { afterEach, describe, expect, it, vi } from 'vitest'
import { RequestQueue } from './requestQueue.js'
import { REQUEST_QUEUE_DELAY_MS } from './rpcOptions.js'
import type { PendingRequestStruct } from '../../types/protocol.js'

const UNKNOWN = { verified: { origin: '', validation: 'UNKNOWN' as const, verifyUrl: '' } }
const pending = (id: number): PendingRequestStruct => ({
  id,
  topic: 'topic',
  params: { request: { method: 'personal_sign', params: [] }, chainId: 'eip155:1' },
  verifyContext: UNKNOWN,
})

function queue({ disabled = false, answered = new Set<number>(), listening = { now: true } } = {}) {
  const delivered: number[] = []
  const requests = new RequestQueue({
    disabled,
    isPending: (id) => !answered.has(id),
    hasListener: () => listening.now,
    deliver: (request) => delivered.push(request.id),
  })
  return { requests, delivered, answered }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('RequestQueue', () => {
  it('hands one request at a time; the next follows the delay after an answer', () => {
    vi.useFakeTimers()
    const { requests, delivered } = queue()
    requests.push(pending(1))
    requests.push(pending(2))
    requests.push(pending(3))
    expect(delivered).toEqual([1])
    requests.settle(1)
    vi.advanceTimersByTime(REQUEST_QUEUE_DELAY_MS - 1)
    expect(delivered).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(delivered).toEqual([1, 2])
    requests.settle(2)
    vi.advanceTimersByTime(REQUEST_QUEUE_DELAY_MS)
    expect(delivered).toEqual([1, 2, 3])
  })

  it('skips a request answered or expired while it waited', () => {
    vi.useFakeTimers()
    const { requests, delivered, answered } = queue()
    requests.push(pending(1))
    requests.push(pending(2))
    requests.push(pending(3))
    answered.add(2)
    requests.settle(1)
    vi.advanceTimersByTime(REQUEST_QUEUE_DELAY_MS)
    expect(delivered).toEqual([1, 3])
  })

  it('hands every request over at once when off, and settling one not handed over starts no timer', () => {
    vi.useFakeTimers()
    const { requests, delivered } = queue({ disabled: true })
    requests.push(pending(1))
    requests.push(pending(2))
    expect(delivered).toEqual([1, 2])
    requests.settle(7)
    expect(vi.getTimerCount()).toBe(0)
    expect(delivered).toEqual([1, 2])
  })

  it('holds requests while no one listens, hands them over in order once someone does, each once', () => {
    vi.useFakeTimers()
    const listening = { now: false }
    const { requests, delivered } = queue({ listening })
    requests.push(pending(1))
    requests.push(pending(2))
    requests.push(pending(1))
    expect(delivered).toEqual([])
    listening.now = true
    requests.drain()
    expect(delivered).toEqual([1])
    requests.settle(1)
    vi.advanceTimersByTime(REQUEST_QUEUE_DELAY_MS)
    expect(delivered).toEqual([1, 2])
  })

  it('moves on when the request handed over leaves the store unanswered (expired, or its session ended)', () => {
    vi.useFakeTimers()
    const { requests, delivered, answered } = queue()
    requests.push(pending(1))
    requests.push(pending(2))
    requests.push(pending(3))
    // 1 expired unanswered; 2 belonged to a session that ended while it waited.
    answered.add(1)
    requests.settle(1)
    answered.add(2)
    requests.settle(2)
    vi.advanceTimersByTime(REQUEST_QUEUE_DELAY_MS)
    expect(delivered).toEqual([1, 3])
  })

  it('is idle at once when the request handed over is dropped (its session ended); the next follows the delay', () => {
    vi.useFakeTimers()
    const { requests, delivered } = queue()
    requests.push(pending(1))
    requests.push(pending(2))
    expect(requests.active).toBe(true)
    requests.drop(1)
    expect(requests.active).toBe(false)
    vi.advanceTimersByTime(REQUEST_QUEUE_DELAY_MS - 1)
    expect(delivered).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(delivered).toEqual([1, 2])
    expect(requests.active).toBe(true)
    // Answered, by contrast, it stays active through the delay.
    requests.settle(2)
    expect(requests.active).toBe(true)
  })
})
