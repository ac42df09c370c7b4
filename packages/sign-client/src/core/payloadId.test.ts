import { describe, expect, it } from 'vitest'
import { payloadId } from './payloadId.js'

describe('payloadId', () => {
  it('is the time in ms times 1000 plus three random digits', () => {
    const later = 2_000_000_000_000
    for (let i = 0; i < 50; i++) {
      // A later millisecond each time, so no earlier id holds the value up.
      const id = payloadId(() => later + i)
      expect(Number.isSafeInteger(id)).toBe(true)
      expect(Math.floor(id / 1000)).toBe(later + i)
    }
  })

  it('never repeats an id made in the same millisecond (a wallet drops the second request as a replay)', () => {
    const ids = Array.from({ length: 2000 }, () => payloadId(() => 2_100_000_000_000))
    expect(new Set(ids).size).toBe(ids.length)
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1]!)
    expect(ids[0]).toBeGreaterThanOrEqual(2_100_000_000_000_000)
  })

  it('uses the current time by default', () => {
    const before = Date.now()
    const id = payloadId()
    expect(Math.floor(id / 1000)).toBeGreaterThanOrEqual(before)
  })
})
