import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a token balance looks like on the wire (spec section 3, "Token balance"). */
export type ServiceTokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type BlockchainApiServiceOptions = {
  projectId: string
  /** CAIP-2 ids served over HTTP. */
  supportedChains: string[]
  /** Balances by `{caipNetworkId}:{address}`. */
  balances?: Record<string, ServiceTokenBalance[]>
  identities?: Record<string, { name: string | null; avatar: string | null }>
  prices?: Record<string, { name: string; symbol: string; iconUrl: string; price: number }>
}

export type BlockchainApiService = {
  url: string
  /** Every request: method, path and query, in order. */
  requests: { method: string; path: string; query: Record<string, string> }[]
  /** Answer every request with this HTTP status until set back to undefined. */
  failWith: number | undefined
  close(): Promise<void>
}

type Route = { pattern: RegExp; method: 'GET' | 'POST'; query: readonly string[]; answer: (match: RegExpExecArray, query: Record<string, string>, body: unknown) => unknown }

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })

/**
 * A stand-in for the hosted Blockchain API (spec section 7), for tests only: deterministic data, and it
 * refuses (400) any request whose method, path or parameters differ from the documented ones — `st` and
 * `sv` on every call, `projectId` on GET (401 'Unauthorized: invalid key' when wrong), the documented
 * query parameters and POST bodies and nothing else. Product code knows only its base URL.
 *
 * @example
 * const service = await startBlockchainApiService({ projectId: 'test', supportedChains: ['eip155:1'] })
 */
export async function startBlockchainApiService(options: BlockchainApiServiceOptions): Promise<BlockchainApiService> {
  const requests: BlockchainApiService['requests'] = []
  const state: { failWith: number | undefined } = { failWith: undefined }
  const routes: Route[] = [
    { pattern: /^\/v1\/supported-chains$/, method: 'GET', query: [], answer: () => ({ http: options.supportedChains, ws: [] }) },
    {
      pattern: /^\/v1\/identity\/([^/]+)$/,
      method: 'GET',
      query: ['sender'],
      answer: ([, address]) => options.identities?.[decodeURIComponent(address!)] ?? { name: null, avatar: null },
    },
    {
      pattern: /^\/v1\/account\/([^/]+)\/balance$/,
      method: 'GET',
      query: ['currency', 'chainId', 'forceUpdate'],
      answer: ([, address], query) => {
        if (query.currency !== 'usd') throw new Refusal(400, 'currency must be usd')
        if (!query.chainId) throw new Refusal(400, 'chainId is required')
        return { balances: options.balances?.[`${query.chainId}:${decodeURIComponent(address!)}`] ?? [] }
      },
    },
    {
      pattern: /^\/v1\/fungible\/price$/,
      method: 'POST',
      query: [],
      answer: (_, __, body) => {
        const { currency, addresses, projectId, ...rest } = (body ?? {}) as Record<string, unknown>
        if (Object.keys(rest).length || currency !== 'usd' || projectId !== options.projectId || !Array.isArray(addresses)) {
          throw new Refusal(400, 'body must be exactly { currency: "usd", addresses, projectId }')
        }
        return { fungibles: (addresses as string[]).flatMap((address) => options.prices?.[address] ?? []) }
      },
    },
  ]

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = new URL(request.url ?? '/', 'http://127.0.0.1')
    const query = Object.fromEntries(target.searchParams)
    requests.push({ method: request.method ?? '', path: target.pathname, query })
    if (state.failWith) throw new Refusal(state.failWith, 'failing on purpose')
    const route = routes.find((candidate) => candidate.pattern.test(target.pathname))
    if (!route || route.method !== request.method) throw new Refusal(404, `no ${request.method} ${target.pathname}`)
    const { st, sv, projectId, ...rest } = query
    if (!st || !sv) throw new Refusal(400, 'st and sv are required')
    if (route.method === 'GET' && projectId !== options.projectId) throw new Refusal(401, 'Unauthorized: invalid key')
    if (route.method === 'POST' && projectId !== undefined) throw new Refusal(400, 'projectId goes in the body of a POST')
    const unknown = Object.keys(rest).filter((key) => !route.query.includes(key))
    if (unknown.length) throw new Refusal(400, `undocumented parameters: ${unknown.join(', ')}`)
    const body = route.method === 'POST' ? (JSON.parse(await readBody(request)) as unknown) : undefined
    // The answer first: a refusal inside it must still be able to send its own status.
    const payload = JSON.stringify(route.answer(route.pattern.exec(target.pathname)!, rest, body))
    response.writeHead(200, { 'content-type': 'application/json' }).end(payload)
  }

  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') return void response.writeHead(204, { 'access-control-allow-headers': 'content-type' }).end()
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof Refusal ? error.status : 400
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }))
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
