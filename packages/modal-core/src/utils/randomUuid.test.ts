import { afterEach, expect, test, vi } from 'vitest'
import { randomUuid } from './randomUuid.js'

afterEach(() => vi.unstubAllGlobals())

test('a version 4 UUID, also where crypto.randomUUID is missing (plain HTTP pages)', () => {
  const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  expect(randomUuid()).toMatch(v4)
  const real = globalThis.crypto
  vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) })
  const ids = new Set(Array.from({ length: 50 }, () => randomUuid()))
  expect(ids.size).toBe(50)
  for (const id of ids) expect(id).toMatch(v4)
})
