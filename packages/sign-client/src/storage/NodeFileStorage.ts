// Type-only: erased from the build, so the module graph holds no static node: import.
import type * as FsModule from 'node:fs/promises'
import type * as PathModule from 'node:path'
import type { JsonValue, KeyValueStorage } from './KeyValueStorage.js'
import { setAsideCorruptFile } from './setAsideCorruptFile.js'
import { StorageQuotaError, StorageReadError, StorageWriteError, toJson } from './storageErrors.js'

export type NodeFileStorageParameters = {
  /** Directory holding the store's file. Default `.agentry-sign-client` under the working directory. */
  directory?: string
  /** The store's name; its file is `{directory}/{name}.json`. Default `'sign-client'`. */
  name?: string
  /** The store's file, as is (no `.json` added); when given, `directory` and `name` are not used. */
  file?: string
}

type Fs = typeof FsModule
type Path = typeof PathModule

let writeCounter = 0

/**
 * Storage in one JSON file per store, for Node. Each write goes to a temporary file that is then
 * renamed over the store, so a crash leaves the old or the new file, never half of one. Writes are
 * serialised (and coalesced), so concurrent `setItem` calls never lose one. A file that does not parse
 * is moved aside to `{name}.json.corrupt-{ms}` with a console warning, and the store starts empty. Use one instance per file.
 *
 * @example
 * const storage = new NodeFileStorage({ directory: './data', name: 'wallet' })
 * await storage.setItem('keychain', {}) // writes ./data/wallet.json
 */
export class NodeFileStorage implements KeyValueStorage {
  private readonly params: NodeFileStorageParameters
  /** Key to JSON text of its value; JSON text keeps read results independent copies. */
  private entries: Map<string, string> | undefined
  private loading: Promise<Map<string, string>> | undefined
  private tail: Promise<unknown> = Promise.resolve()
  private queued: Promise<void> | undefined
  private fs: Fs | undefined
  private file: string | undefined
  private directory: string | undefined

  constructor(params: NodeFileStorageParameters = {}) {
    this.params = params
  }

  /** The absolute path of the store's file, resolved on first use. */
  async getFilePath(): Promise<string> {
    await this.load()
    return this.file!
  }

  async getItem<T = JsonValue>(key: string): Promise<T | undefined> {
    const text = (await this.load()).get(key)
    return text === undefined ? undefined : (JSON.parse(text) as T)
  }

  async setItem<T = JsonValue>(key: string, value: T): Promise<void> {
    const text = toJson(key, value)
    ;(await this.load()).set(key, text)
    return this.scheduleWrite(key)
  }

  async removeItem(key: string): Promise<void> {
    if ((await this.load()).delete(key)) return this.scheduleWrite(key)
  }

  async getKeys(): Promise<string[]> {
    return [...(await this.load()).keys()]
  }

  async getEntries<T = JsonValue>(): Promise<[string, T][]> {
    return [...(await this.load())].map(([key, text]) => [key, JSON.parse(text) as T])
  }

  private load(): Promise<Map<string, string>> {
    if (this.entries) return Promise.resolve(this.entries)
    this.loading ??= this.readFile().then(
      (entries) => (this.entries = entries),
      (error: unknown) => {
        this.loading = undefined // let the next call try again
        throw error
      },
    )
    return this.loading
  }

  private async readFile(): Promise<Map<string, string>> {
    // Imported on first use, through a variable so no bundler (esbuild, Vite, webpack) tries to resolve
    // node:fs for a browser build; a literal would also lose its node: prefix in our own build.
    const load = (specifier: string) => import(/* webpackIgnore: true */ /* @vite-ignore */ specifier)
    const [fs, path] = (await Promise.all([load('node:fs/promises'), load('node:path')])) as [Fs, Path]
    this.fs = fs
    if (this.params.file === undefined) {
      this.directory = path.resolve(this.params.directory ?? '.agentry-sign-client')
      this.file = path.join(this.directory, `${this.params.name ?? 'sign-client'}.json`)
    } else {
      this.file = path.resolve(this.params.file)
      this.directory = path.dirname(this.file)
    }
    let text: string
    try {
      text = await fs.readFile(this.file, 'utf8')
    } catch (error) {
      // ENOTDIR: a part of the path is a file, so the store cannot exist yet either.
      const code = (error as { code?: unknown }).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return new Map()
      throw new StorageReadError(this.file, { cause: error })
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      // Keep the bad file for inspection rather than overwrite it on the next write.
      await setAsideCorruptFile(fs, this.file)
      return new Map()
    }
    const entries = new Map<string, string>()
    for (const [key, value] of Object.entries(parsed)) {
      if (value !== undefined) entries.set(key, JSON.stringify(value))
    }
    return entries
  }

  /** Joins a write that has not started yet, or queues one behind the write in progress. */
  private scheduleWrite(key: string): Promise<void> {
    if (this.queued) return this.queued
    const write = this.tail.then(() => {
      this.queued = undefined
      return this.writeFile(key)
    })
    this.queued = write
    this.tail = write.catch(() => undefined)
    return write
  }

  private async writeFile(key: string): Promise<void> {
    const fs = this.fs!
    const file = this.file!
    const body = `{${[...this.entries!].map(([k, text]) => `${JSON.stringify(k)}:${text}`).join(',')}}`
    const temp = `${file}.${process.pid}.${++writeCounter}.tmp`
    try {
      await fs.mkdir(this.directory!, { recursive: true })
      const handle = await fs.open(temp, 'w')
      try {
        await handle.writeFile(body, 'utf8')
        await handle.sync()
      } finally {
        await handle.close()
      }
      await fs.rename(temp, file)
    } catch (cause) {
      await fs.rm(temp, { force: true }).catch(() => undefined)
      if ((cause as { code?: unknown }).code === 'ENOSPC') throw new StorageQuotaError(key, { cause })
      throw new StorageWriteError(key, { cause })
    }
  }
}
