import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { Agent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { HttpBrowser } from './helpers/authServer'
import { startProductionServer, type ProductionServer } from './helpers/productionServer'
import { TEST_REDIS_URL, uniqueKeyPrefix } from './helpers/redis'
import { ORIGIN } from './helpers/testBrowser'

// Graceful shutdown of `node dist/server.cjs`, as a load balancer replacing an instance sees it: SIGTERM
// with a sign-in in flight. The request is held open by its unsent body, so "in flight" is a fact the
// test controls, not a race it hopes to win.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.drop()
})

let server: ProductionServer | undefined
afterEach(async () => {
  await server?.dispose()
  server = undefined
})

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

/**
 * A POST whose headers are sent and whose body is held back: resolves once the server has taken the
 * request (its `100 Continue`, which Node's server sends as it hands the request to the handler).
 */
async function holdOpenPost(
  url: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ finish: () => Promise<{ response: IncomingMessage; text: string }>; req: ClientRequest }> {
  const req = httpRequest(`${url}${path}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' },
  })
  const answered = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    req.once('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.once('end', () => resolve({ response, text }))
      response.once('error', reject)
    })
    req.once('error', reject)
  })
  // The rejection is read by finish(); until then it must not count as unhandled.
  answered.catch(() => undefined)
  await new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve())
    req.once('error', reject)
    req.flushHeaders()
  })
  return {
    req,
    finish: () => {
      req.end(body)
      return answered
    },
  }
}

describe('production server shutdown', () => {
  it('on SIGTERM stops accepting, finishes the sign-in in flight, closes idle connections and exits 0', async () => {
    server = await startProductionServer({
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: uniqueKeyPrefix(),
    })
    const browser = new HttpBrowser(server.url)
    const { account, body } = await browser.signedLoginBody()
    const cookie = browser.cookieHeader()

    // A kept-alive connection that is idle when the signal comes.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const idle = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest(`${server!.url}/auth/session`, { agent }, resolve).once('error', reject).end(),
    )
    const idleSocket = idle.socket
    const idleClosed = new Promise((resolve) => idleSocket.once('close', resolve))
    idle.resume()
    await new Promise((resolve) => idle.once('end', resolve))
    expect(idle.headers.connection).toBe('keep-alive')

    const inFlight = await holdOpenPost(server.url, '/auth/login', body, {
      origin: ORIGIN,
      'content-type': 'application/json',
      cookie,
    })
    server.child.kill('SIGTERM')

    await waitFor('the server to stop accepting connections', async () => (await refused(server!.port)) || undefined)
    await idleClosed
    // Still running: it waits for the request it has taken.
    expect(server.child.exitCode).toBe(null)

    const { response, text } = await inFlight.finish()
    expect(response.statusCode).toBe(200)
    expect(response.headers.connection).toBe('close')
    expect(JSON.parse(text)).toMatchObject({ ok: true, siwe: { address: account.address } })

    expect(await server.exited).toBe(0)
    expect(server.output()).toMatch(/SIGTERM: not accepting connections/)
    expect(server.output()).not.toMatch(/error|cut off/i)
    agent.destroy()
  })

  it('on SIGINT cuts a request still in flight after the grace period, and exits 0', async () => {
    server = await startProductionServer({ DATABASE_URL: database.url, SHUTDOWN_GRACE_SECONDS: '1' })
    const browser = new HttpBrowser(server.url)
    const { body } = await browser.signedLoginBody()
    const stuck = await holdOpenPost(server.url, '/auth/login', body, {
      origin: ORIGIN,
      'content-type': 'application/json',
      cookie: browser.cookieHeader(),
    })
    const cutOff = new Promise<Error>((resolve) => stuck.req.once('error', resolve))
    server.child.kill('SIGINT')

    expect(await server.exited).toBe(0)
    expect((await cutOff).message).toMatch(/socket hang up|ECONNRESET/)
    expect(server.output()).toMatch(/requests still in flight were cut off/)
  })

  it('refuses to start with an invalid SHUTDOWN_GRACE_SECONDS', async () => {
    // A server that starts after all is kept in `server`, so afterEach stops it.
    const failure = await startProductionServer({ SHUTDOWN_GRACE_SECONDS: 'soon' }).then(
      (started) => void (server = started),
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toMatch(
      /SHUTDOWN_GRACE_SECONDS: must be a whole number of seconds from 0 to 600 \(got soon\)/,
    )
  })
})
