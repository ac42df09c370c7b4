// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../flows/connect.js'
import { disconnect } from '../flows/disconnect.js'
import { syncConnection } from '../flows/syncConnection.js'
import { watchInjectedConnectors } from '../connectors/watchInjectedConnectors.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import {
  BALANCE_CACHE_TTL_MS,
  BALANCE_RETRY_BLOCK_MS,
  ENS_CACHE_TTL_MS,
  ensNameCache,
  IDENTITY_CACHE_TTL_MS,
  identityCache,
} from './caches.js'
import { getConnectedNamespaces } from './connectedNamespaces.js'
import { clearCacheMemory, createTtlCache } from './createTtlCache.js'

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(`@agentry/${key}`) ?? 'null') as {
    version: number
    value: Record<string, unknown>
  } | null
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

describe('TTL caches', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    resetAllState()
  })

  test('the spec lifetimes', () => {
    expect([BALANCE_CACHE_TTL_MS, BALANCE_RETRY_BLOCK_MS, ENS_CACHE_TTL_MS, IDENTITY_CACHE_TTL_MS]).toEqual([
      30_000, 30_000, 300_000, 300_000,
    ])
  })

  test('an entry is fresh until its lifetime has passed, in memory and in prefixed, versioned storage', () => {
    ensNameCache.set('0xabc', 'alice.eth')
    expect(stored('ensNameCache')).toMatchObject({ version: 1, value: { '0xabc': { value: 'alice.eth' } } })
    later(ENS_CACHE_TTL_MS - 1)
    clearCacheMemory()
    expect(ensNameCache.get('0xabc')).toBe('alice.eth')
    later(1)
    expect(ensNameCache.get('0xabc')).toBeUndefined()
    expect(stored('ensNameCache')).toBeNull()
  })

  test('identities keep name and avatar; null is a valid answer', () => {
    identityCache.set('0xabc', { name: null, avatar: 'https://example.org/a.png' })
    clearCacheMemory()
    expect(identityCache.get('0xabc')).toEqual({ name: null, avatar: 'https://example.org/a.png' })
  })

  test('at most maxEntries are kept; the oldest go first', () => {
    const cache = createTtlCache({
      key: 'ensNameCache',
      ttl: 60_000,
      maxEntries: 3,
      isValue: (v): v is string => typeof v === 'string',
    })
    for (const name of ['a', 'b', 'c', 'd']) {
      cache.set(name, `${name}.eth`)
      later(1)
    }
    expect(Object.keys(stored('ensNameCache')!.value).sort()).toEqual(['b', 'c', 'd'])
    clearCacheMemory()
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('d')).toBe('d.eth')
  })

  test.each([
    ['garbage JSON', '{not json'],
    ['another version', JSON.stringify({ version: 2, value: { '0xabc': { value: 'alice.eth', timestamp: 0 } } })],
    ['a wrong shape', JSON.stringify({ version: 1, value: { '0xabc': { value: 42, timestamp: 'x' } } })],
    [
      'an entry from the future',
      JSON.stringify({ version: 1, value: { '0xabc': { value: 'alice.eth', timestamp: 8e15 } } }),
    ],
  ])('%s reads as a miss, logged quietly once', (_, raw) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    localStorage.setItem('@agentry/ensNameCache', raw)
    expect(ensNameCache.get('0xabc')).toBeUndefined()
    ensNameCache.set('0xdef', 'bob.eth')
    expect(ensNameCache.get('0xdef')).toBe('bob.eth')
    expect(info.mock.calls.length).toBeLessThanOrEqual(1)
    info.mockRestore()
  })
})

describe('storage that fails', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    resetAllState()
  })

  test('a storage that throws on every call: caches still work in memory, start-up never throws, one quiet log per code', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const failing = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    vi.stubGlobal('localStorage', {
      getItem: failing,
      setItem: failing,
      removeItem: failing,
      clear: failing,
      key: failing,
      length: 0,
    })
    ensNameCache.set('0xabc', 'alice.eth')
    expect(ensNameCache.get('0xabc')).toBe('alice.eth')
    expect(() => initModal({ networks: [localDevChain] })).not.toThrow()
    const unwatch = watchInjectedConnectors()
    await expect(syncConnection()).resolves.toBeUndefined()
    unwatch()
    const lines = info.mock.calls.map(([line]) => String(line))
    expect(lines.length).toBeGreaterThan(0)
    expect(new Set(lines).size).toBe(lines.length)
  })

  test('a browser whose storage getter itself throws (storage disabled) starts as if nothing were stored', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      expect(() => initModal({ networks: [localDevChain] })).not.toThrow()
      await expect(syncConnection()).resolves.toBeUndefined()
      ensNameCache.set('0xabc', 'alice.eth')
      expect(ensNameCache.get('0xabc')).toBe('alice.eth')
      expect(info).toHaveBeenCalledWith('[@agentry/modal-core] STORAGE_UNAVAILABLE: denied')
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
    }
  })
})

describe('connected namespaces', () => {
  useWalletFixture()

  test('stored on connect, forgotten on disconnect', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    expect(getConnectedNamespaces()).toEqual(['eip155'])
    await disconnect()
    expect(getConnectedNamespaces()).toEqual([])
    expect(localStorage.getItem('@agentry/connectedNamespaces')).toBeNull()
  })
})
