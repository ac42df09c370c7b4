import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NodeFileStorage } from './NodeFileStorage.js'

// Issue 28 item 14: a corrupt store file was moved aside in silence, so a wallet or dapp lost every
// pairing and session with nothing in its log; a single bad record already warned.

let directory: string
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'agentry-corrupt-store-'))
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(directory, { recursive: true, force: true })
})

describe('a corrupt Node store file', () => {
  it('is set aside with one SIGN_CLIENT_CORRUPT_STORE warning naming both files', async () => {
    const file = join(directory, 'sign-client.json')
    await writeFile(file, '{"session//a": [')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    expect(await new NodeFileStorage({ directory }).getKeys()).toEqual([])

    const aside = (await readdir(directory)).find((name) => name.startsWith('sign-client.json.corrupt-'))
    expect(aside).toBeDefined()
    expect(await readFile(join(directory, aside!), 'utf8')).toBe('{"session//a": [')
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      `[@agentry/sign-client] SIGN_CLIENT_CORRUPT_STORE: ${file} does not parse as a store; moved aside to ${join(directory, aside!)}; starting with an empty store`,
    ])
  })

  it('a good file gives no warning', async () => {
    await writeFile(join(directory, 'sign-client.json'), '{"k":1}')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await new NodeFileStorage({ directory }).getItem('k')).toBe(1)
    expect(warn).not.toHaveBeenCalled()
  })
})
