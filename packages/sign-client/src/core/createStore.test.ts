import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocolErrors.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { NodeFileStorage } from '../storage/NodeFileStorage.js'
import { createStore } from './createStore.js'

type Session = { topic: string; expiry: number; acknowledged: boolean }
const session = (topic: string, expiry = 100): Session => ({ topic, expiry, acknowledged: false })

describe('createStore', () => {
  it('sets, gets, updates and deletes values, persisting each change', async () => {
    const storage = new MemoryStorage()
    const store = createStore<string, Session>(storage, 'wc@2:client:session')
    await store.init()
    await store.set('a', session('a'))
    await store.set('b', session('b', 200))
    expect(store.get('a')).toEqual(session('a'))
    expect(await store.update('a', { acknowledged: true })).toEqual({ ...session('a'), acknowledged: true })
    expect(await store.update('b', (current) => ({ ...current, expiry: current.expiry + 1 }))).toMatchObject({
      expiry: 201,
    })
    expect(store.keys).toEqual(['a', 'b'])
    expect(store.size).toBe(2)
    expect(await store.delete('b')).toBe(true)
    expect(await store.delete('b')).toBe(false)
    // One storage entry per record: [key, value, insertion rank].
    expect(await storage.getKeys()).toEqual(['wc@2:client:session//a'])
    expect(await storage.getItem('wc@2:client:session//a')).toEqual(['a', { ...session('a'), acknowledged: true }, 0])
  })

  it('writes one record per change, whatever the size of the store', async () => {
    const storage = new MemoryStorage()
    const written: string[] = []
    const setItem = storage.setItem.bind(storage)
    storage.setItem = async (key, value) => {
      written.push(JSON.stringify(value))
      return setItem(key, value)
    }
    const store = createStore<number, string>(storage, 'history')
    await store.init()
    for (let id = 0; id < 500; id++) await store.set(id, 'x'.repeat(100))
    written.length = 0
    await store.update(7, () => 'changed')
    expect(written).toEqual(['[7,"changed",7]'])
  })

  it('keeps insertion order across a reload, and an updated key keeps its place', async () => {
    const storage = new MemoryStorage()
    const first = createStore<string, number>(storage, 'requests')
    await first.init()
    for (const key of ['c', 'a', 'b']) await first.set(key, 1)
    await first.update('c', () => 2)
    await first.delete('a')
    await first.set('a', 3)
    const second = createStore<string, number>(storage, 'requests')
    await second.init()
    expect(second.keys).toEqual(['c', 'b', 'a'])
    await second.set('d', 4)
    const third = createStore<string, number>(storage, 'requests')
    await third.init()
    expect(third.keys).toEqual(['c', 'b', 'a', 'd'])
  })

  it('keeps stores with overlapping names apart', async () => {
    const storage = new MemoryStorage()
    const session = createStore<string, number>(storage, 'wc@2:client:session')
    const sessionOther = createStore<string, number>(storage, 'wc@2:client:session2')
    await Promise.all([session.init(), sessionOther.init()])
    await session.set('a', 1)
    await sessionOther.set('a', 2)
    const reloaded = createStore<string, number>(storage, 'wc@2:client:session')
    await reloaded.init()
    expect(reloaded.getAll()).toEqual([1])
  })

  it('filters getAll by predicate or by equal fields', async () => {
    const store = createStore<string, Session>(new MemoryStorage(), 'sessions')
    await store.init()
    await store.set('a', session('a', 1))
    await store.set('b', { ...session('b', 2), acknowledged: true })
    expect(store.getAll({ acknowledged: true }).map((s) => s.topic)).toEqual(['b'])
    expect(store.getAll((s) => s.expiry < 2).map((s) => s.topic)).toEqual(['a'])
    expect(store.getAll()).toHaveLength(2)
  })

  it('throws typed errors for a missing key and before init', async () => {
    const store = createStore<string, Session>(new MemoryStorage(), 'wc@2:client:session')
    expect(() => store.get('a')).toThrowErrorMatchingInlineSnapshot(
      `[NotInitializedError: Not initialized. session get()]`,
    )
    await expect(store.set('a', session('a'))).rejects.toBeInstanceOf(ProtocolError)
    await store.init()
    const error = (() => {
      try {
        store.get('nope')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ProtocolError)
    expect((error as ProtocolError).kind).toBe('NO_MATCHING_KEY')
    expect((error as ProtocolError).message).toMatchInlineSnapshot(`"No matching key. session: nope"`)
    await expect(store.update('nope', { expiry: 1 })).rejects.toMatchObject({ kind: 'NO_MATCHING_KEY' })
  })

  it('with rememberDeleted, names a key deleted lately as recently deleted until it is set again', async () => {
    const store = createStore<string, { expiry: number }>(new MemoryStorage(), 'wc@2:test:session', {
      rememberDeleted: true,
    })
    await store.init()
    await store.set('gone', { expiry: 1 })
    await store.delete('gone')
    expect(() => store.get('gone')).toThrow('Missing or invalid. Record was recently deleted - session: gone')
    expect(() => store.get('never')).toThrow('No matching key. session: never')
    await store.set('gone', { expiry: 2 })
    expect(store.get('gone')).toEqual({ expiry: 2 })
  })

  it('loads what a previous instance saved, number keys included', async () => {
    const storage = new MemoryStorage()
    const first = createStore<number, string>(storage, 'history')
    await first.init()
    await first.set(1700000000000123, 'x')
    const second = createStore<number, string>(storage, 'history')
    await second.init()
    expect(second.get(1700000000000123)).toBe('x')
    expect(second.keys).toEqual([1700000000000123])
  })

  it('ignores persisted data of the wrong shape', async () => {
    const storage = new MemoryStorage()
    await storage.setItem('mixed//ok', ['ok', 1, 0])
    await storage.setItem('mixed//junk', 'junk')
    await storage.setItem('mixed//object', [{ key: 1 }, 2, 1])
    await storage.setItem('mixed//norank', ['norank', 2])
    await storage.setItem('mixed//object2', { not: 'a list' })
    const mixed = createStore<string, number>(storage, 'mixed')
    await mixed.init()
    expect(mixed.keys).toEqual(['ok'])
  })

  it('removes what isValid refuses, and a record filed under another key', async () => {
    const storage = new MemoryStorage()
    await storage.setItem('checked//a', ['a', 1, 0])
    await storage.setItem('checked//b', ['b', 'two', 1])
    await storage.setItem('checked//c', ['elsewhere', 3, 2])
    const checked = createStore<string, number>(storage, 'checked', {
      isValid: (value): value is number => typeof value === 'number',
    })
    await checked.init()
    expect(checked.keys).toEqual(['a'])
    expect(await storage.getKeys()).toEqual(['checked//a'])
  })

  it('leaves memory as storage has it when storage refuses a write', async () => {
    const storage = new MemoryStorage({ quotaBytes: 60 })
    const store = createStore<string, string>(storage, 'full')
    await store.init()
    await store.set('a', 'small')
    await expect(store.set('b', 'x'.repeat(100))).rejects.toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED' })
    await expect(store.update('a', () => 'y'.repeat(100))).rejects.toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED' })
    expect(store.has('b')).toBe(false)
    expect(store.get('a')).toBe('small')
    expect(store.keys).toEqual(['a'])
  })

  it('loses no change among concurrent writes to a file', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'sign-client-store-'))
    try {
      const store = createStore<string, number>(new NodeFileStorage({ directory }), 'counts')
      await store.init()
      await Promise.all(Array.from({ length: 100 }, (_, i) => store.set(`k${i}`, i)))
      await store.delete('k0')
      const reloaded = createStore<string, number>(new NodeFileStorage({ directory }), 'counts')
      await reloaded.init()
      expect(reloaded.size).toBe(99)
      expect(reloaded.get('k99')).toBe(99)
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})
