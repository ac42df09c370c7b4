import { describe, expect, it } from 'vitest'
import { payloadId } from './payloadId.js'

describe('payloadId', () => {
  it('is the time in ms times 1000 plus three random digits', () => {
    const ids = Array.from({ length: 200 }, () => payloadId(() => 1700000000000))
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true)
      expect(id).toBeGreaterThanOrEqual(1700000000000000)
      expect(id).toBeLessThanOrEqual(1700000000000999)
    }
    expect(new Set(ids).size).toBeGreaterThan(100)
  })

  it('uses the current time by default', () => {
    const before = Date.now()
    const id = payloadId()
    expect(Math.floor(id / 1000)).toBeGreaterThanOrEqual(before)
    expect(Math.floor(id / 1000)).toBeLessThanOrEqual(Date.now())
  })
})
