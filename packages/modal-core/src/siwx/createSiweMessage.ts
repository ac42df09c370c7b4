import { createSiweMessage as formatSiweMessage, SiweInvalidMessageFieldError } from 'viem/siwe'
import { isHexAddress } from '../utils/checksumAddress.js'
import { SiweMessageFieldError, type SiweMessageField } from './SiweMessageFieldError.js'

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

/** What each field must be, shown under 'Sign message failed'. */
const RULES: Record<SiweMessageField, string> = {
  address: 'Address must be 0x and 40 hex digits.',
  chainId: 'Chain ID must be an EIP-155 chain id (an integer).',
  domain: 'Domain must be an RFC 3986 authority (host and optional port).',
  nonce: 'Nonce must be at least 8 alphanumeric characters.',
  uri: 'URI must be an RFC 3986 URI.',
  version: "Version must be '1'.",
  statement: 'Statement must be one line.',
  resources: 'Every resource must be an RFC 3986 URI.',
}

function isField(value: string | undefined): value is SiweMessageField {
  return value !== undefined && Object.hasOwn(RULES, value)
}

/** viem names the field only in its message ('… message field "nonce".') and the value in a meta line. */
function toFieldError(error: SiweInvalidMessageFieldError, parameters: CreateSiweMessageParameters): Error {
  const field = /field "(\w+)"/.exec(error.shortMessage)?.[1]
  if (!isField(field)) return error
  const provided = error.metaMessages?.find((line) => line.startsWith('Provided value: '))
  const value = provided === undefined ? parameters[field] : provided.slice('Provided value: '.length)
  return new SiweMessageFieldError({ field, value, rule: RULES[field], cause: error })
}

/**
 * Writes an EIP-4361 message with viem's formatter (`viem/siwe`): the domain line, the checksummed
 * address, a blank line, the statement and a blank line when there is one, then URI, Version, Chain ID,
 * Nonce and Issued At, the optional Expiration Time, Not Before and Request ID, and the Resources list.
 * Times are ISO 8601 in UTC. Every field viem or EIP-4361 refuses is our typed {@link SiweMessageFieldError}.
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
  const { address, chainId } = parameters
  // viem leaves these two to getAddress (an untyped address error) and Math.floor (lets Infinity through).
  if (!isHexAddress(address)) throw new SiweMessageFieldError({ field: 'address', value: address, rule: RULES.address })
  if (!Number.isInteger(chainId))
    throw new SiweMessageFieldError({ field: 'chainId', value: chainId, rule: RULES.chainId })
  try {
    return formatSiweMessage({ ...parameters, address })
  } catch (error) {
    throw error instanceof SiweInvalidMessageFieldError ? toFieldError(error, parameters) : error
  }
}
