import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocolErrors.js'
import { hashKey, hashMessage, topicFromSymKey } from './hashes.js'

const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('topicFromSymKey', () => {
  it('is sha256 of the key bytes as hex', () => {
    const expected = createHash('sha256').update(Buffer.from(symKey, 'hex')).digest('hex')
    expect(topicFromSymKey(symKey)).toBe(expected)
    expect(hashKey(symKey)).toBe(expected)
  })

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() => topicFromSymKey('abc')).toThrow(ProtocolError)
    expect(() => topicFromSymKey(symKey + '00')).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. symKey: expected 32 bytes]`,
    )
  })
})

describe('hashMessage', () => {
  it('is sha256 of the UTF-8 string as hex', () => {
    expect(hashMessage('{"id":1}')).toBe(createHash('sha256').update('{"id":1}', 'utf8').digest('hex'))
    expect(hashMessage('é')).toBe(createHash('sha256').update('é', 'utf8').digest('hex'))
    expect(hashMessage('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })
})
