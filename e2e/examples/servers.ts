import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '@agentry/test-utils'

/** A built example served on 127.0.0.1. */
export type ExampleServer = { url: string; stop: () => Promise<void> }

/** How each example serves its build, from its own folder (the commands its README gives). */
const COMMANDS: Record<string, (port: number) => { command: string; args: string[]; env?: NodeJS.ProcessEnv }> = {
  html: (port) => ({ command: 'node', args: ['serve.mjs'], env: { PORT: String(port) } }),
  next: (port) => ({ command: 'node_modules/.bin/next', args: ['start', '-H', '127.0.0.1', '-p', String(port)] }),
  'vite-wagmi': (port) => ({
    command: 'node_modules/.bin/vite',
    args: ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  }),
}

/** The environment variable global-setup puts an example's URL in: EXAMPLE_URL_VITE_WAGMI for vite-wagmi. */
export const exampleUrlVariable = (name: string): string => `EXAMPLE_URL_${name.toUpperCase().replace(/-/g, '_')}`

/** The examples the harness knows how to serve. */
export const EXAMPLES = Object.keys(COMMANDS)

async function waitForHttp(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server of ${url} exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within 30 s`)
}

/**
 * Starts the built example `name` found in `work/<name>` on a free port, its output in `work/<name>.log`.
 *
 * @example
 * const server = await serveExample(process.env.EXAMPLES_WORK!, 'html')
 */
export async function serveExample(work: string, name: string): Promise<ExampleServer> {
  const port = await freePort()
  const serve = COMMANDS[name]
  if (!serve) throw new Error(`no server known for example ${name}: add it to COMMANDS`)
  const { command, args, env } = serve(port)
  const log = createWriteStream(join(work, `${name}.log`))
  const child = spawn(command, args, {
    cwd: join(work, name),
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const url = `http://127.0.0.1:${port}/`
  try {
    await waitForHttp(url, child, Date.now() + 30_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
