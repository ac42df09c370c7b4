import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './anvil.js'

export type StartWebAppParameters = {
  /** The app directory (it must be built: `next build` and the production server bundle). */
  appDir: string
  port?: number
  /** Extra environment for the server; it overrides the test defaults. */
  env?: Record<string, string>
}

export type WebApp = {
  url: string
  port: number
  /** The embedded database directory (removed on stop). */
  pgliteDir: string
  /** The server's stdout and stderr. */
  logFile: string
  stop: () => Promise<void>
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/** Stops the server's whole process group (Next may fork workers), then waits for it to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  process.kill(-child.pid, 'SIGTERM')
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
  }, 5000)
  await exited
  clearTimeout(timer)
}

/**
 * Starts the app's production server (`node dist/server.cjs`: the auth API on node:http, the rest through
 * Next) on 127.0.0.1 with test defaults: a random session
 * secret, a fresh embedded database (an inherited DATABASE_URL is dropped), PUBLIC_ORIGIN matching the
 * port, telemetry off. Waits until it answers; its output goes to `logFile`.
 *
 * @example
 * const app = await startWebApp({ appDir: 'apps/web', env: { LOCAL_RPC_URL: anvil.rpcUrl } })
 * await fetch(`${app.url}/auth/session`)
 * await app.stop()
 */
export async function startWebApp(parameters: StartWebAppParameters): Promise<WebApp> {
  const { appDir } = parameters
  const serverEntry = join(appDir, 'dist', 'server.cjs')
  if (!existsSync(join(appDir, '.next', 'BUILD_ID')) || !existsSync(serverEntry)) {
    throw new Error(`${appDir} has no production build: run \`pnpm turbo run build --filter=@agentry/web...\` first`)
  }
  const port = parameters.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const pgliteDir = mkdtempSync(join(tmpdir(), 'agentry-pglite-'))
  const logFile = join(tmpdir(), `agentry-next-${port}.log`)
  const log = createWriteStream(logFile)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: url,
    SIWE_CHAIN_IDS: '1,5777,1337',
    PGLITE_DIR: pgliteDir,
    DEPLOY_ENV: 'test',
  }
  delete env.DATABASE_URL
  Object.assign(env, parameters.env)
  env.HOST = '127.0.0.1'
  env.PORT = String(port)
  const child = spawn(process.execPath, [serverEntry], {
    cwd: appDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const stop = async () => {
    await stopGroup(child)
    log.end()
    rmSync(pgliteDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`the server exited with ${child.exitCode}:\n${tail(logFile)}`)
    }
    try {
      // A probe that cannot hang: whatever else holds the port may accept and never answer.
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer on ${url} within 60 s:\n${tail(logFile)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, port, pgliteDir, logFile, stop }
}
