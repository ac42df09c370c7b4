import { describe, expect, it } from 'vitest'
import { topicFromSymKey } from '../crypto/hashes.js'
import { generateKeyPair, generateSymKey } from '../crypto/keys.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { KeyChain } from './KeyChain.js'

describe('KeyChain', () => {
  it('stores keys by tag and loads them in a new instance', async () => {
    const storage = new MemoryStorage()
    const keyChain = new KeyChain(storage, { prefix: 'test:' })
    await keyChain.init()
    const symKey = generateSymKey()
    const topic = topicFromSymKey(symKey)
    const pair = generateKeyPair()
    await keyChain.set(topic, symKey)
    await keyChain.set(pair.publicKey, pair.privateKey)
    expect(keyChain.get(topic)).toBe(symKey)
    expect(keyChain.has(pair.publicKey)).toBe(true)
    expect(await storage.getKeys()).toEqual([`test:keychain//${topic}`, `test:keychain//${pair.publicKey}`])

    const reloaded = new KeyChain(storage, { prefix: 'test:' })
    await reloaded.init()
    expect(reloaded.get(pair.publicKey)).toBe(pair.privateKey)
    expect(reloaded.tags()).toEqual([topic, pair.publicKey])
  })

  it('deletes keys and names the missing tag', async () => {
    const keyChain = new KeyChain(new MemoryStorage())
    await keyChain.init()
    await keyChain.set('topic-a', 'key')
    expect(await keyChain.delete('topic-a')).toBe(true)
    expect(keyChain.has('topic-a')).toBe(false)
    expect(() => keyChain.get('topic-a')).toThrowErrorMatchingInlineSnapshot(
      `[NoMatchingKeyError: No matching key. keychain: topic-a]`,
    )
  })
})
