import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ANVIL_ACCOUNTS, freePort, startAnvil } from '@agentry/test-utils'
import { E2E_FOOTER } from './settings'

const WEB_DIR = fileURLToPath(new URL('../apps/web/', import.meta.url))


function nextBin(): string {
  return createRequire(join(WEB_DIR, 'package.json')).resolve('next/dist/bin/next')
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

async function waitForServer(url: string, child: ChildProcess, logFile: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${tail(logFile)}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      await response.body?.cancel()
      return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url} within ${timeoutMs} ms:\n${tail(logFile)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Stops the server's whole process group (it may fork), then waits for it to exit. */
async function stopProcess(child: ChildProcess): Promise<void> {
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
 * Starts a real anvil (chain 1337) and the production build of apps/web wired to it, on free ports.
 * Done here rather than with Playwright's `webServer` so the anvil URL can flow into the server's env.
 * Returns the teardown, which stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(WEB_DIR, '.next', 'BUILD_ID'))) {
    throw new Error('apps/web has no production build: run `pnpm turbo run build --filter=@agentry/web...` first')
  }
  const anvil = await startAnvil({ chainId: 1337 })
  const port = Number(process.env.E2E_PORT) || (await freePort())
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'agentry-e2e-pglite-'))
  const logFile = join(tmpdir(), `agentry-e2e-next-${port}.log`)
  const log = createWriteStream(logFile)

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_FOOTER,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: origin,
    SIWE_CHAIN_IDS: '1,5777,1337',
    LOCAL_RPC_URL: anvil.rpcUrl,
    PGLITE_DIR: dataDir,
    ADMIN_ADDRESSES: ANVIL_ACCOUNTS[1].address,
    DEPLOY_ENV: 'e2e',
    // Every page load prefetches a nonce and all test traffic comes from 127.0.0.1: the production
    // per-client limits would throttle the suite itself. The limits have their own tests in apps/web.
    RATE_LIMIT_NONCE_PER_MIN: '6000',
    RATE_LIMIT_LOGIN_PER_MIN: '6000',
  }
  // A PostgreSQL URL from the caller's shell would win over PGlite; every run gets a fresh database.
  delete env.DATABASE_URL

  const server = spawn(process.execPath, [nextBin(), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: WEB_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)

  const teardown = async () => {
    await stopProcess(server)
    await anvil.stop()
    log.end()
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForServer(origin, server, logFile)
  } catch (error) {
    await teardown()
    throw error
  }

  process.env.E2E_BASE_URL = origin
  process.env.E2E_RPC_URL = anvil.rpcUrl
  process.env.E2E_SERVER_LOG = logFile
  console.info(`e2e: anvil ${anvil.rpcUrl}, site ${origin} (server log ${logFile})`)
  return teardown
}
