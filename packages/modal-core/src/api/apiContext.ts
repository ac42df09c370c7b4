import type { CaipNetworkId } from '../caip/types.js'
import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { logQuietly } from '../utils/log.js'
import { requestJson } from './requestJson.js'

/** The `st` query parameter: which SDK is calling. */
export const BLOCKCHAIN_API_SDK_TYPE = 'agentry'

export type SupportedChains = { http: CaipNetworkId[]; ws: CaipNetworkId[] }

export type Query = Record<string, string | undefined>

/** What every group of Blockchain API calls is built on (internal). */
export type ApiContext = {
  projectId: string
  /** GET with `st`, `sv` and `projectId`. */
  get(path: string, query?: Query): Promise<unknown>
  /** POST with `st` and `sv` in the query; the body carries `projectId` where documented. */
  post(path: string, body: unknown): Promise<unknown>
  /** The error for an answer that is not of the documented shape. */
  malformed(path: string): RpcRequestError
  /** The networks the service serves (read once; a failure counts as none, and is asked again next time). */
  getSupportedChains(): Promise<SupportedChains>
  /** Whether the service serves this network over HTTP. */
  isSupported(caipNetworkId: CaipNetworkId): Promise<boolean>
}

export type CreateApiContextParameters = {
  baseUrl: string
  projectId: string
  sdkVersion: string
  fetch?: typeof globalThis.fetch
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * The transport of the Blockchain API client: URLs with the common parameters, JSON requests, and the
 * supported-chains list that decides which calls are skipped.
 *
 * @example
 * const context = createApiContext({ baseUrl, projectId, sdkVersion: 'modal-core' })
 * const body = await context.get('/v1/convert/tokens', { chainId: 'eip155:1' })
 */
export function createApiContext({ baseUrl, projectId, sdkVersion, fetch }: CreateApiContextParameters): ApiContext {
  const url = (path: string, query: Query, withProjectId: boolean) => {
    const target = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    target.searchParams.set('st', BLOCKCHAIN_API_SDK_TYPE)
    target.searchParams.set('sv', sdkVersion)
    if (withProjectId) target.searchParams.set('projectId', projectId)
    for (const [key, value] of Object.entries(query)) if (value !== undefined) target.searchParams.set(key, value)
    return target
  }
  let supported: Promise<SupportedChains> | undefined
  const context: ApiContext = {
    projectId,
    get: (path, query = {}) => requestJson({ url: url(path, query, true), method: 'GET', fetch }),
    post: (path, body) => requestJson({ url: url(path, {}, false), method: 'POST', body, fetch }),
    malformed: (path) => new RpcRequestError({ method: path, details: 'the answer is not of the documented shape' }),
    getSupportedChains() {
      supported ??= context
        .get('/v1/supported-chains')
        .then((body) => {
          if (!isRecord(body) || !isStringList(body.http) || !isStringList(body.ws))
            throw context.malformed('/v1/supported-chains')
          return { http: body.http as CaipNetworkId[], ws: body.ws as CaipNetworkId[] }
        })
        .catch((error: unknown) => {
          logQuietly('SUPPORTED_CHAINS_FAILED', error)
          supported = undefined
          return { http: [], ws: [] }
        })
      return supported
    },
    isSupported: async (caipNetworkId) => (await context.getSupportedChains()).http.includes(caipNetworkId),
  }
  return context
}
