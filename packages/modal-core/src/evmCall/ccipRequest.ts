import { HttpStatusError, RpcRequestError } from '../errors/rpcRequestErrors.js'
import { isHex, type Hex } from './hex.js'

const TIMEOUT_MS = 10_000

export type CcipRequestParameters = { urls: readonly string[]; sender: Hex; data: Hex }

/**
 * Asks an EIP-3668 gateway for an OffchainLookup's answer, trying each URL in turn: `{sender}` and
 * `{data}` filled in, GET when the URL carries `{data}`, else POST `{ data, sender }`. Only http(s).
 *
 * @throws HttpStatusError ('HTTP status code: {n}') | RpcRequestError ('Network request failed'): the last URL's failure
 * @example
 * await ccipRequest({ urls: ['https://gateway.example/{sender}/{data}.json'], sender, data: '0x…' }) // '0x…'
 */
export async function ccipRequest({ urls, sender, data }: CcipRequestParameters): Promise<Hex> {
  let failure: Error = new RpcRequestError({ method: 'ccip-read', details: 'OffchainLookup named no gateway' })
  for (const url of urls) {
    const requestUrl = url.replace('{sender}', sender.toLowerCase()).replace('{data}', data)
    const post = !url.includes('{data}')
    try {
      if (!/^https?:\/\//.test(requestUrl))
        throw new RpcRequestError({ method: 'ccip-read', details: `CCIP Read URL not allowed: ${url}` })
      const response = await fetch(requestUrl, {
        method: post ? 'POST' : 'GET',
        ...(post ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data, sender }) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) throw new HttpStatusError({ status: response.status })
      const text = await response.text()
      const result: unknown = (response.headers.get('content-type') ?? '').startsWith('application/json')
        ? (JSON.parse(text) as { data?: unknown }).data
        : text
      if (!isHex(result))
        throw new RpcRequestError({ method: 'ccip-read', details: `gateway answered no hex data: ${url}` })
      return result
    } catch (error) {
      failure =
        error instanceof HttpStatusError || error instanceof RpcRequestError
          ? error
          : new RpcRequestError({ method: 'ccip-read', details: url, cause: error })
    }
  }
  throw failure
}
