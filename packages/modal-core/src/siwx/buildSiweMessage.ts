import { ConfigError } from '../errors/ConfigError.js'
import { optionsState } from '../options/optionsState.js'
import { createSiweMessage } from './createSiweMessage.js'
import { SIGN_IN_STATEMENT } from './signInStatement.js'
import type { SiwxMessageParams } from '../options/siwxConfig.js'

export type BuildSiweMessageParameters = {
  address: string
  chainId: number
  nonce: string
  issuedAt: Date
  params: SiwxMessageParams
}

function pageOrigin(): { domain?: string; uri?: string } {
  if (typeof window !== 'undefined' && window.location?.host) {
    return { domain: window.location.host, uri: window.location.origin }
  }
  const url = optionsState.metadata?.url
  if (!url) return {}
  const parsed = new URL(url)
  return { domain: parsed.host, uri: parsed.origin }
}

/**
 * The EIP-4361 message: version 1, domain and uri of the page unless the app gives its own.
 *
 * @throws ConfigError when there is no domain or uri | SiweMessageFieldError for a field EIP-4361 does not allow
 * @example
 * buildSiweMessage({ address, chainId: 1, nonce: 'abcdefgh12', issuedAt: new Date(), params: {} })
 */
export function buildSiweMessage({ address, chainId, nonce, issuedAt, params }: BuildSiweMessageParameters): string {
  const origin = pageOrigin()
  const domain = params.domain ?? origin.domain
  const uri = params.uri ?? origin.uri
  if (!domain || !uri) throw new ConfigError('No domain or uri for the sign-in message')
  return createSiweMessage({
    version: '1',
    domain,
    uri,
    address,
    chainId,
    nonce,
    issuedAt,
    statement: params.statement ?? SIGN_IN_STATEMENT,
    ...(params.expirationTime ? { expirationTime: params.expirationTime } : {}),
    ...(params.notBefore ? { notBefore: params.notBefore } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
    ...(params.resources ? { resources: params.resources } : {}),
  })
}
