import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BuiltRoutesError, loadBuiltRoutes } from './builtRoutes'

// The server refuses to start without the auth API rather than serving every other page without it.
describe('loadBuiltRoutes', () => {
  const dirs: string[] = []
  const appDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentry-built-routes-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('names the missing build', async () => {
    const dir = appDir()
    const failure = loadBuiltRoutes(dir)
    await expect(failure).rejects.toBeInstanceOf(BuiltRoutesError)
    await expect(failure).rejects.toThrow(/route\.js cannot be loaded: run `next build` first/)
  })

  it('refuses a route file of a shape it does not know', async () => {
    const dir = appDir()
    for (const path of ['nonce', 'session', 'login', 'logout']) {
      mkdirSync(join(dir, '.next', 'server', 'app', 'auth', path), { recursive: true })
      writeFileSync(join(dir, '.next', 'server', 'app', 'auth', path, 'route.js'), 'module.exports = { GET() {} }')
    }
    await expect(loadBuiltRoutes(dir)).rejects.toThrow(/is not a route module this server knows/)
  })
})
