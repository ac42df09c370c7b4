import { createServer, connect, type Socket } from 'node:net'

/** A TCP proxy on 127.0.0.1 that tests stop and start to take a real service (PostgreSQL, Redis) away. */
export type TcpProxy = { port: number; start(): Promise<void>; stop(): Promise<void> }

/**
 * Forwards 127.0.0.1:`port` to `target`. `stop` closes the listener and cuts every open connection, as
 * a crashed server would; `start` listens again on the same port.
 *
 * @example
 * const proxy = await startTcpProxy({ port: 46150, target: { host: '127.0.0.1', port: 5432 } })
 * await proxy.stop() // the service is "down"
 */
export async function startTcpProxy({ port, target }: { port: number; target: { host: string; port: number } }) {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  const proxy: TcpProxy = {
    port,
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject)
          resolve()
        })
      }),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  await proxy.start()
  return proxy
}
