import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { freePort } from '@agentry/test-utils/anvil'
import { waitFor } from '@agentry/test-utils/wait'

export type RedisServer = {
  url: string
  /** Starts it again on the same port (after {@link RedisServer.stop}). */
  start: () => Promise<void>
  /** Stops the server and waits for it to exit: clients see their connection closed, then refused. */
  stop: () => Promise<void>
}

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server'

function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(1000, () => socket.destroy())
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'))
      socket.destroy()
    })
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
  })
}

/**
 * A throw-away redis-server of its own (no persistence) on a free loopback port, for tests that take
 * Redis away and bring it back.
 *
 * @example
 * const redis = await startRedisServer()
 * await redis.stop()
 * await redis.start()
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    child = started
    await waitFor(`redis-server on port ${port}`, async () => {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`)
      return (await pong(port)) || undefined
    })
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
