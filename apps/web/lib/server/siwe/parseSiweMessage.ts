import 'server-only'
import { ParsedMessage } from '@spruceid/siwe-parser'
import { getAddress, type Address } from 'viem'
import { InvalidMessageError } from '../errors'

/** A parsed EIP-4361 message with the address checksummed and the dates as `Date`s. */
export type SiweFields = {
  scheme: string | undefined
  domain: string
  address: Address
  statement: string | undefined
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: Date
  expirationTime: Date | undefined
  notBefore: Date | undefined
  requestId: string | undefined
  resources: readonly string[] | undefined
}

const UNCHECKSUMMED_ADDRESS = /^0x(?:[0-9a-f]{40}|[0-9A-F]{40})$/

/**
 * Wallets often write the address in lower case, which the strict grammar rejects (it requires EIP-55).
 * Only for parsing, the address line is replaced by its checksummed form; the signature is still checked
 * against the original text. A mixed-case address with a wrong checksum is left alone and fails.
 */
function checksumAddressLine(message: string): string {
  const lines = message.split('\n')
  const addressLine = lines[1]
  if (addressLine === undefined || !UNCHECKSUMMED_ADDRESS.test(addressLine)) return message
  lines[1] = getAddress(addressLine)
  return lines.join('\n')
}

function parseDate(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new InvalidMessageError(`${field} is not a valid date`)
  return date
}

/**
 * The parser reports line-numbered findings ("line 7: invalid version") followed by a raw state dump;
 * the first finding is what a person needs, the dump is not.
 */
function describeParseError(error: unknown): string {
  const first = error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''
  const lastLine = /^invalid message: max line number was (\d+)$/.exec(first)
  if (lastLine) return `it does not follow the grammar at line ${lastLine[1]}`
  if (first === '' || first.startsWith('Invalid message:')) return 'it does not follow the grammar'
  return first.slice(0, 160)
}

/**
 * Parses a Sign-In with Ethereum message strictly (the EIP-4361 ABNF grammar, version 1).
 * Throws {@link InvalidMessageError} for anything that does not parse, including unparsable dates.
 *
 * @example
 * const fields = parseSiweMessage(message)
 * fields.address // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function parseSiweMessage(message: string): SiweFields {
  let parsed: ParsedMessage
  try {
    parsed = new ParsedMessage(checksumAddressLine(message))
  } catch (error) {
    throw new InvalidMessageError(describeParseError(error))
  }
  if (parsed.version !== '1') throw new InvalidMessageError('version must be 1')
  const issuedAt = parseDate(parsed.issuedAt, 'Issued At')
  if (!issuedAt) throw new InvalidMessageError('Issued At is missing')
  return {
    scheme: parsed.scheme,
    domain: parsed.domain,
    address: getAddress(parsed.address),
    statement: parsed.statement,
    uri: parsed.uri,
    version: '1',
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt,
    expirationTime: parseDate(parsed.expirationTime, 'Expiration Time'),
    notBefore: parseDate(parsed.notBefore, 'Not Before'),
    requestId: parsed.requestId,
    resources: parsed.resources,
  }
}
