// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { BrowserStorage } from './BrowserStorage.js'
import { createDefaultStorage } from './createDefaultStorage.js'
import { StorageQuotaError } from './storageErrors.js'

afterEach(() => localStorage.clear())

describe('BrowserStorage', () => {
  it('keeps JSON entries under its prefix in localStorage', async () => {
    const storage = new BrowserStorage({ prefix: 'app:' })
    await storage.setItem('keychain', { topic: 'key' })
    expect(localStorage.getItem('app:keychain')).toBe('{"topic":"key"}')
    expect(await storage.getItem('keychain')).toEqual({ topic: 'key' })
    expect(await storage.getItem('missing')).toBeUndefined()
    await storage.removeItem('keychain')
    expect(localStorage.getItem('app:keychain')).toBeNull()
  })

  it('lists only its own keys', async () => {
    localStorage.setItem('other-app', '"x"')
    const storage = new BrowserStorage({ prefix: 'app:' })
    await storage.setItem('a', 1)
    await storage.setItem('b', [2])
    expect((await storage.getKeys()).sort()).toEqual(['a', 'b'])
    expect((await storage.getEntries()).sort()).toEqual([
      ['a', 1],
      ['b', [2]],
    ])
  })

  it('reads a corrupt entry as undefined and removes it', async () => {
    const storage = new BrowserStorage({ prefix: 'app:' })
    localStorage.setItem('app:broken', '{not json')
    localStorage.setItem('app:fine', '1')
    expect(await storage.getEntries()).toEqual([['fine', 1]])
    expect(localStorage.getItem('app:broken')).toBeNull()
    localStorage.setItem('app:broken', 'undefined')
    expect(await storage.getItem('broken')).toBeUndefined()
    expect(localStorage.getItem('app:broken')).toBeNull()
  })

  it('turns a full quota into StorageQuotaError', async () => {
    // A Storage area that is already full, as a browser reports it.
    const full: Storage = {
      length: 0,
      clear: () => undefined,
      getItem: () => null,
      key: () => null,
      removeItem: () => undefined,
      setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    const storage = new BrowserStorage({ storage: full })
    const error = await storage.setItem('big', 'x'.repeat(10)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorageQuotaError)
    expect((error as StorageQuotaError).code).toBe('STORAGE_QUOTA_EXCEEDED')
    expect((error as StorageQuotaError).message).toMatchInlineSnapshot(`
      "Storage is full.

      Details: while writing "big""
    `)
  })
})

describe('createDefaultStorage in a browser', () => {
  it('picks localStorage', async () => {
    const storage = createDefaultStorage({ prefix: 'p:' })
    expect(storage).toBeInstanceOf(BrowserStorage)
    await storage.setItem('k', true)
    expect(localStorage.getItem('p:k')).toBe('true')
  })
})
