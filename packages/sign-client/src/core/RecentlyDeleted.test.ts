import { describe, expect, it } from 'vitest'
import { RECENTLY_DELETED_LIMIT, RecentlyDeleted } from './RecentlyDeleted.js'

describe('RecentlyDeleted', () => {
  it('remembers up to 199 keys; the 200th drops the older half', () => {
    const deleted = new RecentlyDeleted<number>()
    expect(RECENTLY_DELETED_LIMIT).toBe(200)
    for (let i = 0; i < 199; i++) deleted.add(i)
    expect(deleted.size).toBe(199)
    expect(deleted.has(0)).toBe(true)
    deleted.add(199)
    expect(deleted.size).toBe(100)
    expect(deleted.has(99)).toBe(false)
    expect(deleted.has(100)).toBe(true)
    expect(deleted.has(199)).toBe(true)
    deleted.clear()
    expect(deleted.size).toBe(0)
  })

  it('does not count a key twice', () => {
    const deleted = new RecentlyDeleted<string>(4)
    for (const key of ['a', 'b', 'a', 'c', 'a']) deleted.add(key)
    expect(deleted.size).toBe(3)
  })
})
