import { describe, expect, test } from 'vitest'
import { waitFor } from './waitFor.js'

describe('waitFor', () => {
  test('resolves with the first value that is not undefined, null or false, 0 included', async () => {
    const answers = [undefined, null, false, 0]
    let calls = 0
    await expect(waitFor('the fourth answer', () => answers[calls++], { intervalMs: 1 })).resolves.toBe(0)
    expect(calls).toBe(4)
  })

  test('waits on an async check', async () => {
    let calls = 0
    const value = await waitFor('the third call', async () => (++calls === 3 ? 'ready' : undefined), { intervalMs: 1 })
    expect(value).toBe('ready')
  })

  test('fails after the timeout, naming what it waited for', async () => {
    await expect(
      waitFor('the door to open', () => false, { timeoutMs: 30 }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`[Error: Timed out after 30 ms waiting for the door to open]`)
  })

  test('an error thrown by the check ends the wait at once', async () => {
    let calls = 0
    const failure = waitFor('never', () => {
      calls++
      throw new Error('the server exited')
    })
    await expect(failure).rejects.toThrow('the server exited')
    expect(calls).toBe(1)
  })

  test('an assertion is retried until it passes', async () => {
    let calls = 0
    await waitFor(() => expect(++calls).toBe(3), { intervalMs: 1 })
    expect(calls).toBe(3)
  })

  test('an assertion that never passes fails with its own last error after the timeout', async () => {
    let calls = 0
    const failure = await waitFor(() => expect(++calls).toBe(-1), { timeoutMs: 30, intervalMs: 1 }).catch(
      (error: unknown) => error,
    )
    expect(calls).toBeGreaterThan(1)
    expect(String(failure)).toContain(`expected ${calls} to be -1`)
  })
})
