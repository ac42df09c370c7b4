import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProductionServer, type ProductionServer } from './helpers/productionServer'
import { ORIGIN } from './helpers/testBrowser'

// Issue 28 item 14: a login body sent a byte at a time held its request, and a slot of the server, until
// Node's own limit of 300 s. The production server now answers 408 once REQUEST_BODY_TIMEOUT_SECONDS
// (1 s here) has passed without the whole body, and closes the connection.

let server: ProductionServer
beforeAll(async () => {
  server = await startProductionServer({ REQUEST_BODY_TIMEOUT_SECONDS: '1' })
}, 90_000)
afterAll(async () => {
  await server?.dispose()
})

const DECLARED_BYTES = 2_000

/** A login whose body trickles, one byte every 50 ms (100 s for the whole body); resolves with what came back. */
function trickleLogin(): Promise<{ answer: string; bytesSent: number; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(server.port, '127.0.0.1')
    let answer = ''
    let bytesSent = 0
    let timer: ReturnType<typeof setInterval> | undefined
    socket.once('connect', () => {
      socket.write(
        [
          'POST /auth/login HTTP/1.1',
          `host: 127.0.0.1:${server.port}`,
          `origin: ${ORIGIN}`,
          'content-type: application/json',
          `content-length: ${DECLARED_BYTES}`,
          '',
          '{',
        ].join('\r\n'),
      )
      bytesSent = 1
      timer = setInterval(() => {
        if (bytesSent >= DECLARED_BYTES - 1) return
        socket.write(' ')
        bytesSent += 1
      }, 50)
    })
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.once('error', (error) => {
      clearInterval(timer)
      reject(error)
    })
    socket.once('end', () => {
      clearInterval(timer)
      socket.destroy()
      resolve({ answer, bytesSent, closedByServer: true })
    })
  })
}

describe('a login body that trickles in', () => {
  it('is cut with 408 REQUEST_TIMEOUT and connection: close long before it would have ended', async () => {
    const { answer, bytesSent, closedByServer } = await trickleLogin()
    const [head, body] = answer.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 408 /)
    expect(head!.toLowerCase()).toContain('connection: close')
    expect(JSON.parse(body!)).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: 'Request body was not received within 1 s' },
    })
    expect(closedByServer).toBe(true)
    // The server did not wait for the body: most of it was never sent.
    expect(bytesSent).toBeLessThan(DECLARED_BYTES / 2)
  })

  it('the server still answers others afterwards', async () => {
    expect((await fetch(`${server.url}/auth/session`)).status).toBe(200)
  })
})
