import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { Expirer, type ExpirerEvents } from './Expirer.js'

describe('Expirer', () => {
  it('records, reads and deletes expiries by topic or id', async () => {
    const expirer = new Expirer(new MemoryStorage())
    await expirer.init()
    const created: ExpirerEvents['created'][] = []
    expirer.events.on('created', (event) => created.push(event))
    await expirer.set('abc', 100)
    await expirer.set(42, 200)
    expect(expirer.get('topic:abc')).toBe(100)
    expect(expirer.has(42)).toBe(true)
    expect(created).toEqual([
      { target: 'topic:abc', expiry: 100 },
      { target: 'id:42', expiry: 200 },
    ])
    await expirer.del('abc')
    expect(expirer.has('abc')).toBe(false)
    expect(() => expirer.get('abc')).toThrowErrorMatchingInlineSnapshot(
      `[NoMatchingKeyError: No matching key. expirer: topic:abc]`,
    )
  })

  it('tick removes due entries, emits expired for each, and keeps the rest', async () => {
    const storage = new MemoryStorage()
    const expirer = new Expirer(storage)
    await expirer.init()
    await expirer.set('old', 100)
    await expirer.set('edge', 150)
    await expirer.set('new', 200)
    const expired: string[] = []
    expirer.events.on('expired', ({ target }) => {
      expect(expirer.has(target)).toBe(false)
      expired.push(target)
    })
    expect(await expirer.tick(149)).toEqual([{ target: 'topic:old', expiry: 100 }])
    expect(await expirer.tick(150)).toEqual([{ target: 'topic:edge', expiry: 150 }])
    expect(expired).toEqual(['topic:old', 'topic:edge'])
    expect(await expirer.tick(150)).toEqual([])

    const reloaded = new Expirer(storage)
    await reloaded.init()
    expect(reloaded.has('new')).toBe(true)
    expect(reloaded.has('old')).toBe(false)
  })

  it('start ticks on an interval with the injected clock until stop', async () => {
    let now = 1000
    const expirer = new Expirer(new MemoryStorage(), { now: () => now, intervalMs: 5 })
    await expirer.init()
    await expirer.set(7, 1010)
    const fired = new Promise<ExpirerEvents['expired']>((resolve) => expirer.events.once('expired', resolve))
    expirer.start()
    expirer.start() // a second start does not add a second timer
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(expirer.has(7)).toBe(true)
    now = 1010
    expect(await fired).toEqual({ target: 'id:7', expiry: 1010 })
    expirer.stop()
    await expirer.set(8, 1000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(expirer.has(8)).toBe(true)
  })
})
