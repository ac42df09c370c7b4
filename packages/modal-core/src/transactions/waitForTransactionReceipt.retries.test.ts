// The retry rule on its own, in a fresh worker: earlier fetch traffic in the same process leaves
// fetch's keep-alive timers behind, and under fake timers those would mix with the delays under test.
import { createClient, type Hash } from 'viem'
import { afterAll, afterEach, beforeAll, expect, inject, test, vi } from 'vitest'
import { TransactionNotFoundError } from '../errors/transactionErrors.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { nodeHttpTransport } from '../test/nodeHttpTransport.js'
import { RECEIPT_RETRY_COUNT, waitForTransactionReceipt } from './waitForTransactionReceipt.js'

const unknownHash = `0x${'ab'.repeat(32)}` as Hash
let proxy: CountingProxy

/**
 * Waits in real time without moving fake time (vi.waitFor advances fake timers while it polls, which
 * would blur the delays under test).
 */
async function untilReal(condition: () => boolean): Promise<void> {
  const deadline = performance.now() + 5_000
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in 5 s')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

beforeAll(async () => {
  // The shared node is enough: nothing is sent, an unknown hash is only looked up.
  proxy = await startCountingProxy(inject('anvilRpcUrl'))
})
afterAll(() => proxy?.close())
afterEach(() => vi.useRealTimers())

test('an unknown hash is retried 6 times, 200 ms doubling, then TransactionNotFoundError', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  // A client over node:http, so that the only fake timers are the wait's own; the retry count and
  // delays are the defaults under test.
  const client = createClient({ transport: nodeHttpTransport(proxy.url) })
  let settled = false
  const wait = waitForTransactionReceipt({ client, hash: unknownHash }).finally(() => (settled = true))
  wait.catch(() => {})
  const delays = [200, 400, 800, 1600, 3200, 6400]
  for (const [index, delay] of delays.entries()) {
    await untilReal(() => proxy.count('eth_getTransactionByHash') === index + 1)
    // The timeout timer and the retry delay: the answer has been read and the retry is scheduled.
    await untilReal(() => vi.getTimerCount() === 2)
    await vi.advanceTimersByTimeAsync(delay - 1)
    expect(proxy.count('eth_getTransactionByHash')).toBe(index + 1)
    await vi.advanceTimersByTimeAsync(1)
  }
  await untilReal(() => settled)
  await expect(wait).rejects.toBeInstanceOf(TransactionNotFoundError)
  await expect(wait).rejects.toThrowErrorMatchingInlineSnapshot(`
    [TransactionNotFoundError: Transaction 0xabababababababababababababababababababababababababababababababab not found

    The node did not know it after 6 retries.]
  `)
  expect(proxy.methods).toEqual(Array(1 + RECEIPT_RETRY_COUNT).fill('eth_getTransactionByHash'))
  expect(proxy.times.slice(1).map((time, i) => time - proxy.times[i]!)).toEqual(delays)
  // Nothing left behind: the timeout timer was cleared too.
  expect(vi.getTimerCount()).toBe(0)
})

test('a smaller retry budget and delay are honoured (real time)', async () => {
  proxy.methods.length = 0
  const error = await waitForTransactionReceipt({
    rpcUrl: proxy.url,
    hash: unknownHash,
    retryCount: 2,
    retryDelay: 5,
  }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(TransactionNotFoundError)
  expect(proxy.count('eth_getTransactionByHash')).toBe(3)
  expect((error as TransactionNotFoundError).metaMessages).toEqual(['The node did not know it after 2 retries.'])
})
