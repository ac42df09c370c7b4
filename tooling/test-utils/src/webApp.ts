import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './anvil.js'

export type StartWebAppParameters = {
  /** The Next.js app directory (it must be built: `next build`). */
  appDir: string
  port?: number
  /** Extra environment for the server; the defaults below can be overridden. */
  env?: Record<string, string>
}

export type WebApp = {
  url: string
  port: number
  /** The embedded database directory (removed on stop). */
  pgliteDir: string
  stop: () => Promise<void>
}

/**
 * Starts the production build with `next start` on 127.0.0.1 with test defaults: a random session
 * secret, a fresh embedded database, PUBLIC_ORIGIN matching the port, telemetry off.
 *
 * @example
 * const app = await startWebApp({ appDir: 'apps/web', env: { LOCAL_RPC_URL: anvil.rpcUrl } })
 * await fetch(`${app.url}/auth/session`)
 * await app.stop()
 */
export async function startWebApp(parameters: StartWebAppParameters): Promise<WebApp> {
  const port = parameters.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const pgliteDir = mkdtempSync(join(tmpdir(), 'agentry-pglite-'))
  const child = spawn(join(parameters.appDir, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: parameters.appDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_ORIGIN: url,
      SIWE_CHAIN_IDS: '1,5777,1337',
      PGLITE_DIR: pgliteDir,
      DEPLOY_ENV: 'test',
      ...parameters.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${output}`)
    try {
      const res = await fetch(`${url}/auth/session`)
      if (res.status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`next start did not answer on ${url}:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port,
    pgliteDir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      rmSync(pgliteDir, { recursive: true, force: true })
    },
  }
}
