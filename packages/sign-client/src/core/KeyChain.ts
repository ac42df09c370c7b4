import type { KeyValueStorage } from '../storage/KeyValueStorage.js'
import { createStore, type Store } from './createStore.js'
import { isKeyRecord } from './recordGuards.js'

export type KeyChainParameters = {
  /** Storage key prefix; the keys are saved under `{prefix}keychain`. Default `'wc@2:core:'`. */
  prefix?: string
}

/**
 * The key store: private keys by their public key, symmetric keys by their topic. Persisted, loaded by
 * `init()`.
 *
 * @example
 * const keyChain = new KeyChain(storage)
 * await keyChain.init()
 * await keyChain.set(topicFromSymKey(symKey), symKey)
 * keyChain.get(topic) // the symKey; throws NoMatchingKeyError when unknown
 */
export class KeyChain {
  private readonly store: Store<string, string>

  constructor(storage: KeyValueStorage, params: KeyChainParameters = {}) {
    this.store = createStore<string, string>(storage, `${params.prefix ?? 'wc@2:core:'}keychain`, {
      isValid: isKeyRecord,
    })
  }

  /**
   * Loads the persisted keys.
   *
   * @example
   * await keyChain.init()
   */
  init(): Promise<void> {
    return this.store.init()
  }

  /**
   * Whether a key is stored under `tag`.
   *
   * @example
   * if (!keyChain.has(topic)) return // not our topic
   */
  has(tag: string): boolean {
    return this.store.has(tag)
  }

  /**
   * Stores `key` under `tag` (a topic or a public key) and resolves once persisted.
   *
   * @example
   * await keyChain.set(publicKey, privateKey)
   */
  set(tag: string, key: string): Promise<void> {
    return this.store.set(tag, key)
  }

  /**
   * The key under `tag`; throws `NoMatchingKeyError` when there is none.
   *
   * @example
   * const symKey = keyChain.get(topic)
   */
  get(tag: string): string {
    return this.store.get(tag)
  }

  /**
   * Forgets the key under `tag`; resolves `false` when there was none.
   *
   * @example
   * await keyChain.delete(topic)
   */
  delete(tag: string): Promise<boolean> {
    return this.store.delete(tag)
  }

  /**
   * Every tag that has a key.
   *
   * @example
   * keyChain.tags() // ['7f6e…', '6afd…']
   */
  tags(): string[] {
    return this.store.keys
  }
}
