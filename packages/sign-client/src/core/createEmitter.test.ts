import { describe, expect, it } from 'vitest'
import { createEmitter } from './createEmitter.js'

type Events = { ping: number; name: string }

describe('createEmitter', () => {
  it('calls listeners of one event in order, and stops when unsubscribed', () => {
    const events = createEmitter<Events>()
    const seen: string[] = []
    const stop = events.on('ping', (n) => seen.push(`a${n}`))
    events.on('ping', (n) => seen.push(`b${n}`))
    events.on('name', (s) => seen.push(s))
    events.emit('ping', 1)
    stop()
    events.emit('ping', 2)
    expect(seen).toEqual(['a1', 'b1', 'b2'])
    expect(events.listenerCount('ping')).toBe(1)
  })

  it('runs a once listener a single time', () => {
    const events = createEmitter<Events>()
    const seen: number[] = []
    events.once('ping', (n) => seen.push(n))
    events.emit('ping', 1)
    events.emit('ping', 2)
    expect(seen).toEqual([1])
    expect(events.listenerCount('ping')).toBe(0)
  })

  it('keeps calling the others when a listener throws, and reports the error', async () => {
    const events = createEmitter<Events>()
    const seen: number[] = []
    const reported = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve))
    events.on('ping', () => {
      throw new Error('listener failed')
    })
    events.on('ping', (n) => seen.push(n))
    events.emit('ping', 7)
    expect(seen).toEqual([7])
    expect(await reported).toMatchObject({ message: 'listener failed' })
  })

  it('allows a listener to remove another during emit without skipping the rest of this round', () => {
    const events = createEmitter<Events>()
    const seen: string[] = []
    const second = () => seen.push('second')
    events.on('name', () => {
      seen.push('first')
      events.off('name', second)
    })
    events.on('name', second)
    events.emit('name', 'x')
    events.emit('name', 'x')
    expect(seen).toEqual(['first', 'second', 'first'])
  })
})
