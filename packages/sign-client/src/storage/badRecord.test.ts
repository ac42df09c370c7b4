import { afterEach, describe, expect, it, vi } from 'vitest'
import { relayLab, sign } from '../test/testSession.js'
import { MemoryStorage } from './MemoryStorage.js'

// Issue 18 item 11: one well-formed but wrong stored record (`…session//<topic>` with a session that
// has no namespaces) made every later start fail ("WalletConnect could not start: TypeError … 'eip155'").
// A record that cannot be read is dropped with one warning, and the client starts with the rest.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await close?.()
  close = undefined
})

type Persisted = [key: string | number, value: Record<string, unknown>, rank: number]

describe('a bad stored record (item 11)', () => {
  it('is dropped with one SIGN_CLIENT_INVALID_RECORD warning; the client starts and its good session still works', async () => {
    const lab = await relayLab()
    close = lab.close
    const storage = new MemoryStorage()
    const { dapp, topic } = await lab.session({ dapp: { storage, customStoragePrefix: 'dapp' } })
    await dapp.close()
    // A second, well-formed but wrong session beside the good one, as a hand edit or another library leaves it.
    const prefix = 'wc@2:agentry:dapp:'
    const good = (await storage.getItem<Persisted>(`${prefix}session//${topic}`))!
    const wrong = 'e'.repeat(64)
    await storage.setItem(`${prefix}session//${wrong}`, [wrong, { ...good[1], topic: wrong, namespaces: null }, 99])
    await storage.setItem(`${prefix}pairing//${'f'.repeat(64)}`, ['f'.repeat(64), { topic: 'f'.repeat(64) }, 99])
    await storage.setItem(`${prefix}keychain//${wrong}`, [wrong, { not: 'a key' }, 99])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    const again = await lab.client('dapp-again', { storage, customStoragePrefix: 'dapp' })

    expect(again.session.getAll().map((session) => session.topic)).toEqual([topic])
    // What a dapp does with every session on start: no TypeError.
    expect(again.session.getAll().map((session) => Object.keys(session.namespaces))).toEqual([['eip155']])
    expect(await storage.getItem(`${prefix}session//${wrong}`)).toBeUndefined()
    expect(await storage.getItem(`${prefix}keychain//${wrong}`)).toBeUndefined()
    const warnings = warn.mock.calls.map(([message]) => String(message))
    expect(warnings.filter((message) => message.includes('SIGN_CLIENT_INVALID_RECORD')).sort()).toEqual(
      [
        `[@agentry/sign-client] SIGN_CLIENT_INVALID_RECORD: dropped 1 stored session record(s) that could not be read: ${prefix}session//${wrong}`,
        `[@agentry/sign-client] SIGN_CLIENT_INVALID_RECORD: dropped 1 stored pairing record(s) that could not be read: ${prefix}pairing//${'f'.repeat(64)}`,
        `[@agentry/sign-client] SIGN_CLIENT_INVALID_RECORD: dropped 1 stored keychain record(s) that could not be read: ${prefix}keychain//${wrong}`,
      ].sort(),
    )
    warn.mockRestore()
    // The good session is intact: the wallet still answers over it.
    expect(await sign(again, topic, '0x0b')).toBe('signed:0x0b')
  })
})
