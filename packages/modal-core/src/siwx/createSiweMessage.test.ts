import { createSiweMessage as viemCreateSiweMessage } from 'viem/siwe'
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

const cases: [string, CreateSiweMessageParameters][] = [
  ['required fields only', base],
  ['a statement', { ...base, statement: 'Please sign with your account' }],
  ['an empty statement', { ...base, statement: '' }],
  [
    'every optional field',
    {
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
    },
  ],
  [
    'an IPv4 domain with a port and no resources in the list',
    { ...base, domain: '127.0.0.1:8080', uri: 'http://127.0.0.1:8080', resources: [] },
  ],
  [
    'a punycode domain and a URN',
    { ...base, domain: 'xn--bcher-kva.example', uri: 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', chainId: 10 },
  ],
]

describe('createSiweMessage', () => {
  test.each(cases)('writes what viem writes: %s', (_, parameters) => {
    expect(createSiweMessage(parameters)).toBe(
      viemCreateSiweMessage(parameters as Parameters<typeof viemCreateSiweMessage>[0]),
    )
  })

  test('the EIP-4361 layout', () => {
    expect(createSiweMessage({ ...base, statement: 'Sign in', requestId: 'r1', resources: ['https://a.example'] }))
      .toMatchInlineSnapshot(`
      "agentry.example wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

      Sign in

      URI: https://agentry.example
      Version: 1
      Chain ID: 1
      Nonce: abcdefgh12
      Issued At: 2026-11-22T12:00:00.000Z
      Request ID: r1
      Resources:
      - https://a.example"
    `)
  })

  const invalid: [string, Partial<CreateSiweMessageParameters>][] = [
    ['chainId', { chainId: 1.5 }],
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
  test.each(invalid)('rejects an invalid %s, as viem does', (field, change) => {
    const parameters = { ...base, ...change }
    expect(() => viemCreateSiweMessage(parameters as Parameters<typeof viemCreateSiweMessage>[0])).toThrow()
    const error = (() => {
      try {
        createSiweMessage(parameters)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(SiweMessageFieldError)
    expect((error as SiweMessageFieldError).field).toBe(field)
    expect((error as SiweMessageFieldError).shortMessage).toBe('Sign message failed')
  })

  test('the error names the field and the rule', () => {
    expect(() => createSiweMessage({ ...base, nonce: 'short1' })).toThrowErrorMatchingInlineSnapshot(`
      [SiweMessageFieldError: Sign message failed

      Nonce must be at least 8 alphanumeric characters.

      Details: Invalid nonce: short1]
    `)
  })
})
