import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '@agentry/test-utils/anvil'
import { waitFor } from '@agentry/test-utils/wait'

const APP_DIR = resolve(import.meta.dirname, '../..')
const SERVER_ENTRY = join(APP_DIR, 'dist', 'server.cjs')

export type ProductionServer = {
  url: string
  port: number
  child: ChildProcess
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>
  /** Everything the server printed so far. */
  output: () => string
  /** SIGKILLs it if it still runs, and removes its files. */
  dispose: () => Promise<void>
}

/**
 * For a test whose first requests reach a freshly started production server: its first sign-in opens the
 * embedded database and loads the verifier, which takes well over the default 30 s on a loaded machine.
 */
export const PRODUCTION_TEST_TIMEOUT_MS = 90_000

/** The environment every instance of a test shares unless overridden: one origin, one secret. */
export const INSTANCE_ENV = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  SESSION_SECRET: 'test-secret-shared-by-every-instance-0123456789',
  PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
  SIWE_CHAIN_IDS: '1,5777,1337',
  DEPLOY_ENV: 'test',
} as const

/**
 * Starts the production server exactly as deployed (`node dist/server.cjs`, built by `pnpm build`) on a
 * free port, and waits until it answers. Without DATABASE_URL in `env` it uses a fresh PGlite directory.
 *
 * @example
 * const server = await startProductionServer({ DATABASE_URL: database.url })
 * process.kill(server.child.pid!, 'SIGTERM')
 * expect(await server.exited).toBe(0)
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(join(APP_DIR, '.next', 'BUILD_ID'))) {
    throw new Error('apps/web has no production build: run `pnpm --filter @agentry/web build` first')
  }
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'agentry-instance-'))
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...INSTANCE_ENV, PGLITE_DIR: join(dataDir, 'pglite') }
  delete childEnv.DATABASE_URL
  delete childEnv.REDIS_URL
  Object.assign(childEnv, env, { HOST: '127.0.0.1', PORT: String(port) })
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: APP_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)))
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitFor(
      `the server on ${url}`,
      () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
        return output.includes('Agentry ready on') || undefined
      },
      { timeoutMs: 60_000 },
    )
  } catch (error) {
    await dispose()
    throw error
  }
  return { url, port, child, exited, output: () => output, dispose }
}
