import { describe, expect, it } from 'vitest'
import { RECENTLY_DELETED_LIMIT, RecentlyDeleted } from './RecentlyDeleted.js'

describe('RecentlyDeleted', () => {
  it('remembers up to 200 keys, then drops the older half', () => {
    const deleted = new RecentlyDeleted<number>()
    expect(RECENTLY_DELETED_LIMIT).toBe(200)
    for (let i = 0; i < 200; i++) deleted.add(i)
    expect(deleted.size).toBe(200)
    expect(deleted.has(0)).toBe(true)
    deleted.add(200)
    expect(deleted.size).toBe(101)
    expect(deleted.has(99)).toBe(false)
    expect(deleted.has(100)).toBe(true)
    expect(deleted.has(200)).toBe(true)
  })

  it('does not count a key twice', () => {
    const deleted = new RecentlyDeleted<string>(4)
    for (const key of ['a', 'b', 'a', 'c', 'a']) deleted.add(key)
    expect(deleted.size).toBe(3)
  })
})
