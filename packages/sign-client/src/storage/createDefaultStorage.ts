import { BrowserStorage } from './BrowserStorage.js'
import type { KeyValueStorage } from './KeyValueStorage.js'
import { MemoryStorage } from './MemoryStorage.js'
import { NodeFileStorage } from './NodeFileStorage.js'

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

function usableLocalStorage(): Storage | undefined {
  // Only a page has a window; Node 22+ exposes an experimental localStorage we do not want.
  if (typeof window === 'undefined') return undefined
  try {
    const area = window.localStorage
    const probe = '__agentry_probe__'
    area.setItem(probe, probe)
    area.removeItem(probe)
    return area
  } catch {
    // Reading localStorage throws in sandboxed frames; writing throws when the quota is zero.
    return undefined
  }
}
