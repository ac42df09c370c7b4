import { checksumAddress, isHexAddress } from '../utils/checksumAddress.js'
import { isRfc3986Uri } from './isRfc3986Uri.js'
import { SiweMessageFieldError } from './SiweMessageFieldError.js'

/** The fields of an EIP-4361 (Sign-In with Ethereum) message. */
export type CreateSiweMessageParameters = {
  /** RFC 3986 authority asking for the sign-in: host and optional port. */
  domain: string
  /** Any letter case; written checksummed (EIP-55). */
  address: string
  /** One line, no line feed. */
  statement?: string
  /** RFC 3986 URI the sign-in is for. */
  uri: string
  version: '1'
  chainId: number
  /** At least 8 alphanumeric characters. */
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  /** RFC 3986 URIs, one line each. */
  resources?: string[]
}

const label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?'
const octet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const port = '(?::[0-9]{1,5})?'
// A host name with a top-level domain (or punycode), a dotted IPv4 address, or localhost.
const domainPattern = new RegExp(
  `^(?:(?:${label}\\.)+(?:[a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]+)|${octet}(?:\\.${octet}){3}|localhost)${port}$`,
)
const noncePattern = /^[a-zA-Z0-9]{8,}$/

function check(
  ok: boolean,
  field: ConstructorParameters<typeof SiweMessageFieldError>[0]['field'],
  value: unknown,
  rule: string,
): void {
  if (!ok) throw new SiweMessageFieldError({ field, value, rule })
}

/**
 * Writes an EIP-4361 message: the domain line, the checksummed address, a blank line, the statement
 * and a blank line when there is one, then URI, Version, Chain ID, Nonce and Issued At, the optional
 * Expiration Time, Not Before and Request ID, and the Resources list. Times are ISO 8601 in UTC.
 *
 * @throws SiweMessageFieldError ('Sign message failed') for a field EIP-4361 does not allow
 * @example
 * createSiweMessage({
 *   domain: 'agentry.example',
 *   address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
 *   uri: 'https://agentry.example',
 *   version: '1',
 *   chainId: 1,
 *   nonce: 'abcdefgh12',
 *   issuedAt: new Date('2026-11-22T12:00:00Z'),
 * })
 * // 'agentry.example wants you to sign in with your Ethereum account:\n0xf39Fd6e5…\n\n\nURI: https://agentry.example\nVersion: 1\n…'
 */
export function createSiweMessage(parameters: CreateSiweMessageParameters): string {
  const {
    domain,
    address,
    statement,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources,
  } = parameters
  check(Number.isInteger(chainId), 'chainId', chainId, 'Chain ID must be an EIP-155 chain id (an integer).')
  check(domainPattern.test(domain), 'domain', domain, 'Domain must be an RFC 3986 authority (host and optional port).')
  check(noncePattern.test(nonce), 'nonce', nonce, 'Nonce must be at least 8 alphanumeric characters.')
  check(isRfc3986Uri(uri), 'uri', uri, 'URI must be an RFC 3986 URI.')
  check(version === '1', 'version', version, "Version must be '1'.")
  check(!statement?.includes('\n'), 'statement', statement, 'Statement must be one line.')
  check(isHexAddress(address), 'address', address, 'Address must be 0x and 40 hex digits.')
  for (const resource of resources ?? [])
    check(isRfc3986Uri(resource), 'resources', resource, 'Every resource must be an RFC 3986 URI.')

  const lines = [`${domain} wants you to sign in with your Ethereum account:`, checksumAddress(address), '']
  if (statement) lines.push(statement, '')
  else lines.push('')
  lines.push(
    `URI: ${uri}`,
    `Version: ${version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
  )
  if (expirationTime) lines.push(`Expiration Time: ${expirationTime.toISOString()}`)
  if (notBefore) lines.push(`Not Before: ${notBefore.toISOString()}`)
  if (requestId) lines.push(`Request ID: ${requestId}`)
  if (resources) lines.push('Resources:', ...resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
