import { describe, expect, it } from 'vitest'
import { readRawId } from './rawId.js'

describe('readRawId', () => {
  it.each([
    ['{"id":1732012345678901234,"method":"x"}', '1732012345678901234'],
    ['{ "method" : "x" , "id" : 1732012345678901234 }', '1732012345678901234'],
    ['{"params":{"id":"nested"},"id":"42"}', '"42"'],
    ['{"params":["}",{"id":1}],"x":"\\"id\\":5","id":7}', '7'],
    ['{"\\u0069d":99}', '99'],
    ['{"method":"x"}', undefined],
    ['[1]', undefined],
  ])('%s → %s', (text, expected) => {
    expect(readRawId(text)).toBe(expected)
  })
})
