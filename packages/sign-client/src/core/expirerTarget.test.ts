import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocolErrors.js'
import { expirerTarget, parseExpirerTarget } from './expirerTarget.js'

describe('expirer targets', () => {
  it('formats topics and ids and reads them back', () => {
    expect(expirerTarget('abc')).toBe('topic:abc')
    expect(expirerTarget(1700000000000123)).toBe('id:1700000000000123')
    expect(expirerTarget('topic:abc')).toBe('topic:abc')
    expect(parseExpirerTarget('topic:abc')).toEqual({ topic: 'abc' })
    expect(parseExpirerTarget('id:42')).toEqual({ id: 42 })
  })

  it('refuses what is neither', () => {
    expect(() => parseExpirerTarget('id:x')).toThrow(ProtocolError)
    expect(() => parseExpirerTarget('topic:')).toThrow(ProtocolError)
    expect(() => expirerTarget('id:1.5')).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. expirer target: id:1.5]`,
    )
    expect(() => expirerTarget(1.5)).toThrow(ProtocolError)
    expect(() => expirerTarget('')).toThrow(ProtocolError)
  })
})
