import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { request } from 'node:http'
import { createServer } from 'node:net'

/** The chain id of the local development chain (spec section 9). */
export const LOCAL_CHAIN_ID = 1337

export type StartAnvilParameters = {
  /** Port on 127.0.0.1; a free one is picked when omitted. */
  port?: number
  chainId?: number
  /** Extra command-line arguments (for example `['--block-time', '1']`). */
  args?: string[]
}

export type Anvil = {
  rpcUrl: string
  port: number
  chainId: number
  /** Stops the node with SIGTERM and waits for it to exit. */
  stop: () => Promise<void>
}

/** Finds a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

function anvilEntry(): string {
  const require = createRequire(import.meta.url)
  return require.resolve('@foundry-rs/anvil/bin.mjs')
}

// node:http rather than the global fetch: under a DOM test environment (happy-dom) the global fetch is
// the DOM's, which prints every refused connection while the node is still starting.
function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          try {
            const parsed = JSON.parse(text) as { result?: unknown; error?: { message: string } }
            if (parsed.error) reject(new Error(parsed.error.message))
            else resolve(parsed.result)
          } catch (error) {
            reject(error as Error)
          }
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Starts a real anvil node on 127.0.0.1 and waits until it answers `eth_chainId`.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 1337 })
 * // ... use anvil.rpcUrl with viem
 * await anvil.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<Anvil> {
  const port = parameters.port ?? (await freePort())
  const chainId = parameters.chainId ?? LOCAL_CHAIN_ID
  const child: ChildProcess = spawn(
    process.execPath,
    [
      anvilEntry(),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--silent',
      ...(parameters.args ?? []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rpcUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited early: ${stderr}`)
    try {
      const id = await rpc(rpcUrl, 'eth_chainId')
      if (Number(id) === chainId) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`anvil did not start on ${rpcUrl}: ${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    rpcUrl,
    port,
    chainId,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
