import { createServer, connect, type Server, type Socket } from 'node:net'
import { freePort } from '@agentry/test-utils/anvil'

export type TcpProxy = {
  port: number
  /** Listens again on the same port: the service is reachable again. */
  start: () => Promise<void>
  /** Stops listening and cuts every open connection: the service is unreachable (connections refused). */
  stop: () => Promise<void>
  /**
   * Listens again but forwards nothing: connections open and then hear nothing, as with a service
   * that hangs or a network path that drops packets.
   */
  blackHole: () => Promise<void>
}

/**
 * A loopback TCP proxy in front of a real service (PostgreSQL), so a test can take the service away from
 * the app and give it back without touching the service itself.
 *
 * @example
 * const proxy = await startTcpProxy(5432)
 * const url = `postgres://postgres@127.0.0.1:${proxy.port}/test`
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | undefined
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }
  const listen = async (forward: boolean) => {
    const listening = createServer((client) => {
      track(client)
      client.on('error', () => client.destroy())
      if (!forward) return
      const upstream = connect(targetPort, targetHost)
      track(upstream)
      client.pipe(upstream).pipe(client)
      // Either side failing ends both, as a dropped network path would.
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        socket.on('error', () => other.destroy())
        socket.on('close', () => other.destroy())
      }
    })
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', resolve)
    })
    server = listening
  }
  const stop = async () => {
    const listening = server
    server = undefined
    if (!listening) return
    const closed = new Promise<void>((resolve) => listening.close(() => resolve()))
    for (const socket of sockets) socket.destroy()
    await closed
  }
  const start = () => listen(true)
  await start()
  return { port, start, stop, blackHole: () => listen(false) }
}
