import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocolErrors.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { JsonRpcHistory } from './JsonRpcHistory.js'

const ping = (id: number, topic = 'topic-a') => ({ id, topic, request: { method: 'wc_sessionPing', params: {} } })

describe('JsonRpcHistory', () => {
  it('records requests, resolves responses and lists the pending ones', async () => {
    const history = new JsonRpcHistory(new MemoryStorage())
    await history.init()
    expect(await history.set({ ...ping(1), chainId: 'eip155:1', expiry: 500 })).toBe(true)
    expect(await history.set(ping(2))).toBe(true)
    expect(history.pending.map((r) => r.id)).toEqual([1, 2])
    expect(await history.resolve({ id: 1, jsonrpc: '2.0', result: true })).toBe(true)
    // Answered: the method and the outcome's kind stay, the payloads go.
    expect(history.get('topic-a', 1)).toEqual({
      id: 1,
      topic: 'topic-a',
      request: { method: 'wc_sessionPing', params: null },
      chainId: 'eip155:1',
      expiry: 500,
      response: { id: 1, jsonrpc: '2.0', result: null },
    })
    expect(history.pending.map((r) => r.id)).toEqual([2])
  })

  it('ignores a replayed id and keeps the first record', async () => {
    const history = new JsonRpcHistory(new MemoryStorage())
    await history.init()
    await history.set(ping(1))
    expect(await history.set({ id: 1, topic: 'topic-b', request: { method: 'wc_sessionDelete', params: {} } })).toBe(
      false,
    )
    expect(history.get('topic-a', 1).request.method).toBe('wc_sessionPing')
    expect(history.records).toHaveLength(1)
  })

  it('ignores a response to an unknown or answered id', async () => {
    const history = new JsonRpcHistory(new MemoryStorage())
    await history.init()
    expect(await history.resolve({ id: 9, result: true })).toBe(false)
    await history.set(ping(1))
    await history.resolve({ id: 1, error: { code: 5000, message: 'User rejected.' } })
    expect(await history.resolve({ id: 1, result: true })).toBe(false)
    expect(history.get('topic-a', 1).response).toEqual({
      id: 1,
      jsonrpc: '2.0',
      error: { code: 5000, message: 'User rejected.' },
    })
  })

  it('checks the topic on get and exists', async () => {
    const history = new JsonRpcHistory(new MemoryStorage())
    await history.init()
    await history.set(ping(1))
    expect(history.exists('topic-a', 1)).toBe(true)
    expect(history.exists('topic-b', 1)).toBe(false)
    expect(() => history.get('topic-b', 1)).toThrowErrorMatchingInlineSnapshot(
      `[MismatchedTopicError: Mismatched topic. history 1: topic-b]`,
    )
    expect(() => history.get('topic-a', 2)).toThrow(ProtocolError)
    await expect(history.set(ping(1.5))).rejects.toBeInstanceOf(ProtocolError)
  })

  it('deletes one record or every record of a topic, and persists', async () => {
    const storage = new MemoryStorage()
    const history = new JsonRpcHistory(storage)
    await history.init()
    await history.set(ping(1))
    await history.set(ping(2))
    await history.set(ping(3, 'topic-b'))
    await history.delete('topic-b', 1) // wrong topic: kept
    await history.delete('topic-a', 1)
    expect(history.records.map((r) => r.id)).toEqual([2, 3])
    await history.delete('topic-a')
    expect(history.records.map((r) => r.id)).toEqual([3])

    const reloaded = new JsonRpcHistory(storage)
    await reloaded.init()
    expect(reloaded.get('topic-b', 3)).toEqual(ping(3, 'topic-b'))
  })

  it('keeps each topic within its limits, oldest pruned first, and still drops a replay of a kept answer', async () => {
    const storage = new MemoryStorage()
    const history = new JsonRpcHistory(storage, { answeredPerTopic: 3, unansweredPerTopic: 2 })
    await history.init()
    for (let id = 1; id <= 6; id++) {
      await history.set(ping(id))
      await history.resolve({ id, result: { large: 'x'.repeat(1000) } })
    }
    await history.set(ping(7))
    await history.set(ping(8))
    await history.set(ping(9))
    await history.set(ping(10, 'topic-b'))
    expect(history.records.filter((r) => r.topic === 'topic-a' && r.response).map((r) => r.id)).toEqual([4, 5, 6])
    expect(history.pending.map((r) => r.id)).toEqual([8, 9, 10])
    expect(await history.set(ping(6))).toBe(false)
    expect(storage.size).toBeLessThan(2_000)

    // A store from before the limits is brought within them on load.
    const tighter = new JsonRpcHistory(storage, { answeredPerTopic: 1, unansweredPerTopic: 1 })
    await tighter.init()
    expect(tighter.records.map((r) => r.id)).toEqual([6, 9, 10])
  })
})
