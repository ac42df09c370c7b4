import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { relayLab } from '../test/testSession.js'
import { createClientStorage } from './createClientStorage.js'
import { MemoryStorage } from './MemoryStorage.js'
import { NodeFileStorage } from './NodeFileStorage.js'

// Issue 18 item 12: every Node client wrote ./.agentry-sign-client, so two clients in one process saw
// each other's sessions. Each client now has its own store unless it names a shared one.

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function lab() {
  const created = await relayLab()
  cleanups.push(() => created.close())
  return created
}

async function temporaryDirectory() {
  const directory = await mkdtemp(join(tmpdir(), 'sign-client-client-storage-'))
  cleanups.push(() => rm(directory, { recursive: true, force: true, maxRetries: 5 }))
  return directory
}

const bare = { storage: undefined, customStoragePrefix: undefined }

describe('each client has its own store (item 12)', () => {
  it('two Node clients given no storage do not see each other’s sessions, and nothing is written to the working directory', async () => {
    const hadDirectory = existsSync('.agentry-sign-client')
    const { session, client } = await lab()
    const { dapp, wallet } = await session({ dapp: bare, wallet: bare })
    const third = await client('third', bare)
    expect(dapp.session.getAll()).toHaveLength(1)
    expect(wallet.session.getAll()).toHaveLength(1)
    expect(third.session.getAll()).toEqual([])
    expect(third.pairing.getAll()).toEqual([])
    if (!hadDirectory) expect(existsSync('.agentry-sign-client')).toBe(false)
  })

  it('storageOptions.database is the JSON file of the store: a new client on it restores the session, another file sees none', async () => {
    const directory = await temporaryDirectory()
    const database = join(directory, 'wallet.json')
    const { session, client } = await lab()
    const { wallet, topic } = await session({ wallet: { ...bare, storageOptions: { database } } })
    // Writes go to the file in the background: wait for the settled session to reach it.
    await expect.poll(() => wallet.session.get(topic).acknowledged).toBe(true)
    await expect.poll(() => readFile(database, 'utf8').catch(() => ''), { timeout: 5_000 }).toContain(topic)
    await wallet.close()
    const again = await client('wallet-again', { ...bare, storageOptions: { database } })
    expect(again.session.getAll().map((entry) => entry.topic)).toEqual([topic])
    const other = await client('other', { ...bare, storageOptions: { database: join(directory, 'other.json') } })
    expect(other.session.getAll()).toEqual([])
  })
})

describe('createClientStorage', () => {
  it('uses the storage given', async () => {
    const storage = new MemoryStorage()
    expect(await createClientStorage({ storage, storageOptions: { database: '/nowhere' } })).toBe(storage)
  })

  it('gives each client its own memory in Node by default, and one store per database file', async () => {
    const first = await createClientStorage()
    expect(first).toBeInstanceOf(MemoryStorage)
    expect(await createClientStorage({ storageOptions: { database: ':memory:' } })).not.toBe(first)
    const directory = await temporaryDirectory()
    const file = await createClientStorage({ storageOptions: { database: join(directory, 'a.json') } })
    expect(file).toBeInstanceOf(NodeFileStorage)
    expect(await createClientStorage({ storageOptions: { database: join(directory, '.', 'a.json') } })).toBe(file)
  })

  it.each([
    [
      'a storage without the storage methods',
      { storage: {} },
      'storage has no getItem, setItem, removeItem, getKeys, getEntries',
    ],
    [
      'a database that is not a string',
      { storageOptions: { database: 42 } },
      "storageOptions.database must be a path or ':memory:', got 42",
    ],
    [
      'storageOptions that are not an object',
      { storageOptions: 'file.json' },
      'storageOptions must be an object, got file.json',
    ],
  ])('refuses %s with InvalidStorageOptionError', async (_, options, details) => {
    await expect(createClientStorage(options as never)).rejects.toMatchObject({
      name: 'InvalidStorageOptionError',
      code: 'INVALID_STORAGE_OPTION',
      details,
    })
  })
})
