import { describe, expect, it } from 'vitest'
import { MemoryStorage } from './MemoryStorage.js'
import { StorageWriteError } from './storageErrors.js'

describe('MemoryStorage', () => {
  it('stores, lists and removes JSON values', async () => {
    const storage = new MemoryStorage()
    expect(await storage.getItem('a')).toBeUndefined()
    await storage.setItem('a', { n: 1, list: ['x'] })
    await storage.setItem('b', 2)
    expect(await storage.getItem('a')).toEqual({ n: 1, list: ['x'] })
    expect(await storage.getKeys()).toEqual(['a', 'b'])
    expect(await storage.getEntries()).toEqual([
      ['a', { n: 1, list: ['x'] }],
      ['b', 2],
    ])
    await storage.removeItem('a')
    expect(await storage.getKeys()).toEqual(['b'])
  })

  it('hands out copies, so a caller cannot change what is stored', async () => {
    const storage = new MemoryStorage()
    const value = { list: [1] }
    await storage.setItem('k', value)
    value.list.push(2)
    const read = await storage.getItem<{ list: number[] }>('k')
    read!.list.push(3)
    expect(await storage.getItem('k')).toEqual({ list: [1] })
  })

  it('refuses what JSON cannot carry', async () => {
    const storage = new MemoryStorage()
    await expect(storage.setItem('k', { n: 1n })).rejects.toBeInstanceOf(StorageWriteError)
    await expect(storage.setItem('k', () => 1)).rejects.toThrowErrorMatchingInlineSnapshot(`
      [StorageWriteError: Storage write failed.

      Details: value is not JSON-serialisable for "k"]
    `)
  })
})
