import { afterEach, describe, expect, it, vi } from 'vitest'
import { logQuietly } from './log.js'

describe('logQuietly', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs each code and message once, as info', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    logQuietly('TEST_ONCE', new Error('storage is off'))
    logQuietly('TEST_ONCE', new Error('storage is off'))
    logQuietly('TEST_ONCE', new Error('quota exceeded'))
    expect(info.mock.calls).toEqual([
      ['[@agentry/modal-core] TEST_ONCE: storage is off'],
      ['[@agentry/modal-core] TEST_ONCE: quota exceeded'],
    ])
  })
})
