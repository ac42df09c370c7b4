import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDefaultStorage } from './createDefaultStorage.js'
import { NodeFileStorage } from './NodeFileStorage.js'

describe('createDefaultStorage in Node', () => {
  it('picks a JSON file', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'sign-client-default-'))
    try {
      const storage = createDefaultStorage({ directory, name: 'dapp' })
      expect(storage).toBeInstanceOf(NodeFileStorage)
      await storage.setItem('k', 'v')
      expect(await readFile(join(directory, 'dapp.json'), 'utf8')).toBe('{"k":"v"}')
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})
