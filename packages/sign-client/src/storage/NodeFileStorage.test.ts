import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NodeFileStorage } from './NodeFileStorage.js'
import { StorageReadError, StorageWriteError } from './storageErrors.js'

let directory: string
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'sign-client-storage-'))
})
afterEach(async () => {
  await rm(directory, { recursive: true, force: true })
})

describe('NodeFileStorage', () => {
  it('turns an unreadable store into StorageReadError, and tries again on the next call', async () => {
    // A directory where the file should be: reading it fails with EISDIR.
    await mkdir(join(directory, 'sign-client.json'))
    const storage = new NodeFileStorage({ directory })
    const error = await storage.getKeys().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorageReadError)
    expect((error as StorageReadError).code).toBe('STORAGE_READ_FAILED')
    await rm(join(directory, 'sign-client.json'), { recursive: true })
    expect(await storage.getKeys()).toEqual([])
  })

  it('writes one JSON file per store and reads it back in a new instance', async () => {
    const storage = new NodeFileStorage({ directory, name: 'wallet' })
    await storage.setItem('keychain', { topic: 'key' })
    await storage.setItem('history', [1, 2])
    expect(JSON.parse(await readFile(join(directory, 'wallet.json'), 'utf8'))).toEqual({
      keychain: { topic: 'key' },
      history: [1, 2],
    })
    const again = new NodeFileStorage({ directory, name: 'wallet' })
    expect(await again.getItem('keychain')).toEqual({ topic: 'key' })
    expect(await again.getEntries()).toEqual([
      ['keychain', { topic: 'key' }],
      ['history', [1, 2]],
    ])
    await again.removeItem('keychain')
    expect(await new NodeFileStorage({ directory, name: 'wallet' }).getKeys()).toEqual(['history'])
    expect(await again.getFilePath()).toBe(join(directory, 'wallet.json'))
  })

  it('creates its directory on first write', async () => {
    const storage = new NodeFileStorage({ directory: join(directory, 'a', 'b') })
    await storage.setItem('k', 1)
    expect(await readdir(join(directory, 'a', 'b'))).toEqual(['sign-client.json'])
  })

  it('loses no write among many concurrent ones, and leaves no temporary file', async () => {
    const storage = new NodeFileStorage({ directory, name: 'busy' })
    await Promise.all(Array.from({ length: 200 }, (_, i) => storage.setItem(`k${i}`, i)))
    const onDisk = JSON.parse(await readFile(join(directory, 'busy.json'), 'utf8')) as Record<string, number>
    expect(Object.keys(onDisk)).toHaveLength(200)
    expect(onDisk.k199).toBe(199)
    expect(await readdir(directory)).toEqual(['busy.json'])
  })

  it('keeps writes in call order for the same key', async () => {
    const storage = new NodeFileStorage({ directory })
    const writes: Promise<void>[] = []
    for (let i = 0; i < 50; i++) writes.push(storage.setItem('counter', i))
    await Promise.all(writes)
    expect(await new NodeFileStorage({ directory }).getItem('counter')).toBe(49)
  })

  it('moves a corrupt file aside and starts empty', async () => {
    await writeFile(join(directory, 'sign-client.json'), '{"half": ')
    const storage = new NodeFileStorage({ directory })
    expect(await storage.getKeys()).toEqual([])
    await storage.setItem('fresh', true)
    const files = await readdir(directory)
    expect(files).toContain('sign-client.json')
    expect(files.some((file) => file.startsWith('sign-client.json.corrupt-'))).toBe(true)
    expect(await new NodeFileStorage({ directory }).getItem('fresh')).toBe(true)
  })

  it('treats a file holding something other than an object as corrupt', async () => {
    await writeFile(join(directory, 'sign-client.json'), '[1,2]')
    expect(await new NodeFileStorage({ directory }).getEntries()).toEqual([])
  })

  it('turns a failed write into StorageWriteError and recovers on the next one', async () => {
    const blocked = join(directory, 'not-a-directory')
    await writeFile(blocked, 'file')
    const storage = new NodeFileStorage({ directory: blocked })
    const error = await storage.setItem('k', 1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorageWriteError)
    expect((error as StorageWriteError).code).toBe('STORAGE_WRITE_FAILED')

    await rm(blocked)
    await storage.setItem('k', 2)
    expect(await new NodeFileStorage({ directory: blocked }).getItem('k')).toBe(2)

    const fine = new NodeFileStorage({ directory })
    await expect(fine.setItem('bad', { n: 1n })).rejects.toBeInstanceOf(StorageWriteError)
    await fine.setItem('good', 1)
    expect(await fine.getKeys()).toEqual(['good'])
  })
})
