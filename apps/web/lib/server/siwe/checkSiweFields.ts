import 'server-only'
import type { Config } from '../config'
import {
  ChainNotAllowedError,
  DomainMismatchError,
  ExpiredMessageError,
  NotYetValidError,
  StaleIssuedAtError,
  UriMismatchError,
} from '../errors'
import type { SiweFields } from './parseSiweMessage'

export type CheckSiweFieldsParameters = {
  fields: SiweFields
  config: Pick<Config, 'publicOrigin' | 'publicHost' | 'siweChainIds' | 'siweMaxAgeSeconds' | 'clockSkewSeconds'>
  now?: Date
}

function sameOrigin(uri: string, origin: string): boolean {
  try {
    return new URL(uri).origin === origin
  } catch {
    return false
  }
}

/**
 * The checks the common SIWE libraries skip or leave optional (see shared/SIWE.md): domain and uri are
 * this site (by configuration, never the Host header), the chain is allowed, and the message is fresh.
 * Throws the first failing check as a named {@link AuthError}.
 *
 * @example
 * checkSiweFields({ fields: parseSiweMessage(message), config: getConfig() })
 */
export function checkSiweFields({ fields, config, now = new Date() }: CheckSiweFieldsParameters): void {
  const origin = new URL(config.publicOrigin)
  if (fields.domain !== config.publicHost) throw new DomainMismatchError()
  // The optional scheme of EIP-4361 ("https://example.com wants you ...") must agree with the site's too.
  if (fields.scheme !== undefined && `${fields.scheme}:` !== origin.protocol) throw new DomainMismatchError()
  if (!sameOrigin(fields.uri, config.publicOrigin)) throw new UriMismatchError()
  if (!config.siweChainIds.includes(fields.chainId)) throw new ChainNotAllowedError(fields.chainId)

  const nowMs = now.getTime()
  const skewMs = config.clockSkewSeconds * 1000
  const issuedAtMs = fields.issuedAt.getTime()
  if (issuedAtMs > nowMs + skewMs || issuedAtMs < nowMs - config.siweMaxAgeSeconds * 1000)
    throw new StaleIssuedAtError()
  // Expiry gets no skew allowance: accepting a message past its own deadline is the riskier mistake.
  if (fields.expirationTime && fields.expirationTime.getTime() <= nowMs) throw new ExpiredMessageError()
  if (fields.notBefore && fields.notBefore.getTime() > nowMs + skewMs) throw new NotYetValidError()
}
