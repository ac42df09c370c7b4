import { MissingOrInvalidError } from '../../errors/protocolErrors.js'

/** What a `wc:` pairing URI carries. */
export type PairingUriParams = {
  /** 32-byte hex topic (sha256 of the symmetric key). */
  topic: string
  version: 2
  /** 32-byte lowercase hex symmetric key. */
  symKey: string
  relay: { protocol: string; data?: string }
  /** Unix seconds. */
  expiryTimestamp: number
  /** Extra methods the pairing supports, e.g. `['wc_sessionAuthenticate']`. */
  methods?: string[]
}

const HEX_32 = /^[0-9a-f]{64}$/

/**
 * Formats a WalletConnect v2 pairing URI.
 *
 * @example
 * formatPairingUri({ topic, version: 2, symKey, relay: { protocol: 'irn' }, expiryTimestamp: 1700000300 })
 * // 'wc:{topic}@2?expiryTimestamp=1700000300&relay-protocol=irn&symKey={symKey}'
 */
export function formatPairingUri(params: PairingUriParams): string {
  const query = new URLSearchParams()
  query.set('expiryTimestamp', String(params.expiryTimestamp))
  query.set('relay-protocol', params.relay.protocol)
  if (params.relay.data) query.set('relay-data', params.relay.data)
  query.set('symKey', params.symKey)
  let uri = `wc:${params.topic}@${params.version}?${query.toString()}`
  if (params.methods?.length) uri += `&methods=${params.methods.join(',')}`
  return uri
}

/**
 * Parses and validates a pairing URI. Throws `MissingOrInvalidError` on any defect.
 *
 * @example
 * parsePairingUri('wc:7f6e...@2?expiryTimestamp=1700000300&relay-protocol=irn&symKey=587d...')
 */
export function parsePairingUri(uri: string): PairingUriParams {
  const invalid = (why: string) => new MissingOrInvalidError(`pair() uri: ${why}`)
  if (typeof uri !== 'string' || !uri.startsWith('wc:')) throw invalid('not a wc: uri')
  const at = uri.indexOf('@')
  const question = uri.indexOf('?')
  if (at < 0 || question < at) throw invalid('malformed')
  const topic = uri.slice(3, at)
  const version = uri.slice(at + 1, question)
  const query = new URLSearchParams(uri.slice(question + 1))
  if (!HEX_32.test(topic)) throw invalid('topic')
  if (version !== '2') throw invalid(`version ${version}`)
  const symKey = query.get('symKey') ?? ''
  if (!HEX_32.test(symKey)) throw invalid('symKey')
  const protocol = query.get('relay-protocol')
  if (!protocol) throw invalid('relay-protocol')
  const expiry = Number(query.get('expiryTimestamp'))
  if (!Number.isSafeInteger(expiry) || expiry <= 0) throw invalid('expiryTimestamp')
  const data = query.get('relay-data')
  const methods = query.get('methods')
  return {
    topic,
    version: 2,
    symKey,
    relay: data ? { protocol, data } : { protocol },
    expiryTimestamp: expiry,
    ...(methods ? { methods: methods.split(',').filter(Boolean) } : {}),
  }
}
