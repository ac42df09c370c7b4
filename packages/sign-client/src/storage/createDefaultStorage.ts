import { BrowserStorage } from './BrowserStorage.js'
import type { KeyValueStorage } from './KeyValueStorage.js'
import { MemoryStorage } from './MemoryStorage.js'
import { NodeFileStorage } from './NodeFileStorage.js'
import { usableLocalStorage } from './usableLocalStorage.js'

export type CreateDefaultStorageParameters = {
  /** Key prefix in `localStorage`. */
  prefix?: string
  /** Directory of the JSON file in Node. */
  directory?: string
  /** Name of the JSON file in Node. */
  name?: string
}

/**
 * The storage that fits the runtime: `localStorage` in a browser that allows it, a JSON file in Node,
 * memory anywhere else (workers, sandboxed frames, private modes that refuse writes).
 *
 * @example
 * const storage = createDefaultStorage({ prefix: 'my-dapp:wc@2:', directory: './data' })
 */
export function createDefaultStorage(params: CreateDefaultStorageParameters = {}): KeyValueStorage {
  const area = usableLocalStorage()
  if (area)
    return new BrowserStorage({ storage: area, ...(params.prefix === undefined ? {} : { prefix: params.prefix }) })
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node
  if (node) {
    return new NodeFileStorage({
      ...(params.directory === undefined ? {} : { directory: params.directory }),
      ...(params.name === undefined ? {} : { name: params.name }),
    })
  }
  return new MemoryStorage()
}
