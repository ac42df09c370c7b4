import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A refusal with its HTTP status; sent as `body` when given, otherwise as `{ message }`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message)
  }
}

/** One documented endpoint: the path, the method, the query parameters it takes beyond the common ones. */
export type Route = {
  pattern: RegExp
  method: 'GET' | 'POST'
  query: readonly string[]
  /** Throw a `Refusal` for anything the documented contract does not allow. */
  answer: (match: RegExpExecArray, query: Record<string, string>, body: unknown) => unknown
}

export type RecordedRequest = { method: string; path: string; query: Record<string, string>; body?: unknown }

export type RouteService = {
  url: string
  /** Every request: method, path, query and (for POST) body, in order. */
  requests: RecordedRequest[]
  /** Answer every request with this HTTP status until set back to undefined. */
  failWith: number | undefined
  close(): Promise<void>
}

export type StartRouteServiceParameters = {
  routes: Route[]
  /**
   * Checks the parameters every call carries (st, sv, projectId...) and returns the remaining query,
   * which must hold only the route's documented parameters.
   */
  checkCommon: (route: Route, query: Record<string, string>) => Record<string, string>
  /** Answers a route with raw bytes instead of JSON (images), after the route's checks passed. */
  binary?: (path: string) => { type: string; body: Buffer } | undefined
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new Refusal(400, 'the body is not JSON')
  }
}

/**
 * A loopback HTTP service answering only documented routes, for stand-ins of hosted services in tests.
 * Any other path, method or parameter is refused; CORS preflights are answered so browsers can call it.
 *
 * @example
 * const service = await startRouteService({ routes, checkCommon: (route, query) => query })
 */
export async function startRouteService({
  routes,
  checkCommon,
  binary,
}: StartRouteServiceParameters): Promise<RouteService> {
  const requests: RecordedRequest[] = []
  const state: { failWith: number | undefined } = { failWith: undefined }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = new URL(request.url ?? '/', 'http://127.0.0.1')
    const query = Object.fromEntries(target.searchParams)
    const recorded: RecordedRequest = { method: request.method ?? '', path: target.pathname, query }
    requests.push(recorded)
    if (request.method === 'POST') recorded.body = parseBody(await readBody(request))
    if (state.failWith) throw new Refusal(state.failWith, 'failing on purpose')
    const route = routes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(target.pathname),
    )
    if (!route) throw new Refusal(404, `no ${request.method} ${target.pathname}`)
    const rest = checkCommon(route, query)
    const unknown = Object.keys(rest).filter((key) => !route.query.includes(key))
    if (unknown.length) throw new Refusal(400, `undocumented parameters: ${unknown.join(', ')}`)
    const bytes = binary?.(target.pathname)
    if (bytes) return void response.writeHead(200, { 'content-type': bytes.type }).end(bytes.body)
    // The answer first: a refusal inside it must still be able to send its own status.
    const payload = JSON.stringify(
      (await route.answer(route.pattern.exec(target.pathname)!, rest, recorded.body)) ?? null,
    )
    response.writeHead(200, { 'content-type': 'application/json' }).end(payload)
  }

  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS')
      return void response.writeHead(204, { 'access-control-allow-headers': 'content-type' }).end()
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof Refusal ? error.status : 400
      const body =
        error instanceof Refusal && error.body !== undefined
          ? error.body
          : { message: error instanceof Error ? error.message : String(error) }
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    get failWith() {
      return state.failWith
    },
    set failWith(status: number | undefined) {
      state.failWith = status
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Refuses a POST body whose keys differ from the documented ones.
 *
 * @example
 * const { amount } = expectBody(body, ['amount'], ['note'])
 */
export function expectBody(
  body: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Refusal(400, 'the body must be a JSON object')
  const record = body as Record<string, unknown>
  const missing = required.filter((key) => record[key] === undefined)
  const unknown = Object.keys(record).filter((key) => !required.includes(key) && !optional.includes(key))
  if (missing.length || unknown.length)
    throw new Refusal(
      400,
      `body: missing ${missing.join(', ') || 'nothing'}; undocumented ${unknown.join(', ') || 'nothing'}`,
    )
  return record
}
