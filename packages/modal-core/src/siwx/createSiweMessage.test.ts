import { SiweInvalidMessageFieldError } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { createSiweMessage, type CreateSiweMessageParameters } from './createSiweMessage.js'
import { SiweMessageFieldError } from './SiweMessageFieldError.js'

const base: CreateSiweMessageParameters = {
  domain: 'agentry.example',
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  uri: 'https://agentry.example',
  version: '1',
  chainId: 1,
  nonce: 'abcdefgh12',
  issuedAt: new Date('2026-11-22T12:00:00Z'),
}

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

// The texts below were written by our own EIP-4361 formatter before it was replaced by viem's: the same
// inputs must still give the same bytes, which the site's parser (apps/web parseSiweMessage) accepts.
describe('createSiweMessage: the exact text', () => {
  test('required fields only: two line feeds where the statement would be', () => {
    expect(createSiweMessage(base)).toMatchInlineSnapshot(`
      "agentry.example wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266


      URI: https://agentry.example
      Version: 1
      Chain ID: 1
      Nonce: abcdefgh12
      Issued At: 2026-11-22T12:00:00.000Z"
    `)
  })

  test('a statement, between blank lines', () => {
    expect(createSiweMessage({ ...base, statement: 'Please sign with your account' })).toMatchInlineSnapshot(`
      "agentry.example wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

      Please sign with your account

      URI: https://agentry.example
      Version: 1
      Chain ID: 1
      Nonce: abcdefgh12
      Issued At: 2026-11-22T12:00:00.000Z"
    `)
  })

  test('an empty statement is written as none', () => {
    expect(createSiweMessage({ ...base, statement: '' })).toBe(createSiweMessage(base))
  })

  test('every optional field, in the EIP-4361 order, times in UTC with milliseconds', () => {
    expect(
      createSiweMessage({
        ...base,
        domain: 'localhost:3000',
        uri: 'http://localhost:3000/login?next=%2Fhome#top',
        chainId: 1337,
        statement: 'I accept the Terms: https://agentry.example/tos',
        expirationTime: new Date('2026-11-23T12:00:00.123Z'),
        notBefore: new Date('2026-11-22T11:59:00Z'),
        requestId: 'request-7',
        resources: [
          'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
          'https://agentry.example/my-data',
        ],
      }),
    ).toMatchInlineSnapshot(`
      "localhost:3000 wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

      I accept the Terms: https://agentry.example/tos

      URI: http://localhost:3000/login?next=%2Fhome#top
      Version: 1
      Chain ID: 1337
      Nonce: abcdefgh12
      Issued At: 2026-11-22T12:00:00.000Z
      Expiration Time: 2026-11-23T12:00:00.123Z
      Not Before: 2026-11-22T11:59:00.000Z
      Request ID: request-7
      Resources:
      - ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
      - https://agentry.example/my-data"
    `)
  })

  test('an IPv4 domain with a port, and an empty resource list', () => {
    expect(createSiweMessage({ ...base, domain: '127.0.0.1:8080', uri: 'http://127.0.0.1:8080', resources: [] }))
      .toMatchInlineSnapshot(`
      "127.0.0.1:8080 wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266


      URI: http://127.0.0.1:8080
      Version: 1
      Chain ID: 1
      Nonce: abcdefgh12
      Issued At: 2026-11-22T12:00:00.000Z
      Resources:"
    `)
  })

  test('a punycode domain and a URN', () => {
    expect(
      createSiweMessage({
        ...base,
        domain: 'xn--bcher-kva.example',
        uri: 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
        chainId: 10,
      }),
    ).toMatchInlineSnapshot(`
      "xn--bcher-kva.example wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266


      URI: urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66
      Version: 1
      Chain ID: 10
      Nonce: abcdefgh12
      Issued At: 2026-11-22T12:00:00.000Z"
    `)
  })

  test('the address is checksummed (EIP-55) whatever its letter case', () => {
    const upper = createSiweMessage({ ...base, address: '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266' })
    expect(upper.split('\n')[1]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(upper).toBe(createSiweMessage(base))
  })
})

describe('createSiweMessage: invalid fields', () => {
  const invalid: [string, Partial<CreateSiweMessageParameters>][] = [
    ['chainId', { chainId: 1.5 }],
    ['chainId', { chainId: Number.POSITIVE_INFINITY }],
    ['domain', { domain: 'https://agentry.example' }],
    ['domain', { domain: 'agentry' }],
    ['nonce', { nonce: 'short1' }],
    ['nonce', { nonce: 'abcdefgh-12' }],
    ['uri', { uri: 'agentry.example' }],
    ['uri', { uri: 'https://agentry.example/a b' }],
    ['uri', { uri: 'https://agentry.example/%zz' }],
    ['version', { version: '2' as '1' }],
    ['statement', { statement: 'two\nlines' }],
    ['address', { address: '0x1234' }],
    ['resources', { resources: ['https://a.example', 'not a uri'] }],
  ]
  test.each(invalid)('%s: SiweMessageFieldError with the spec text', (field, change) => {
    const error = thrown(() => createSiweMessage({ ...base, ...change }))
    expect(error).toBeInstanceOf(SiweMessageFieldError)
    expect((error as SiweMessageFieldError).field).toBe(field)
    expect((error as SiweMessageFieldError).shortMessage).toBe('Sign message failed')
    expect((error as SiweMessageFieldError).code).toBe('SIGN_MESSAGE_FAILED')
  })

  test('the error names the field, the rule and the value', () => {
    expect(() => createSiweMessage({ ...base, nonce: 'short1' })).toThrowErrorMatchingInlineSnapshot(`
      [SiweMessageFieldError: Sign message failed

      Nonce must be at least 8 alphanumeric characters.

      Details: Invalid nonce: short1]
    `)
  })

  test('the resource that fails is the one named', () => {
    const error = thrown(() => createSiweMessage({ ...base, resources: ['https://a.example', 'not a uri'] }))
    expect((error as SiweMessageFieldError).details).toBe('Invalid resources: not a uri')
    expect((error as SiweMessageFieldError).cause).toBeInstanceOf(SiweInvalidMessageFieldError)
  })
})
