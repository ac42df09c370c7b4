import { describe, expect, it } from 'vitest'
import { createSiweMessage } from 'viem/siwe'
import { parseSiweMessage } from './parseSiweMessage'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const message = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    address: ADDRESS,
    chainId: 1,
    domain: '127.0.0.1:3000',
    uri: 'http://127.0.0.1:3000',
    nonce: 'abcdEFGH12345678',
    version: '1',
    statement: 'Please sign with your account',
    issuedAt: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  })

describe('parseSiweMessage', () => {
  it('parses every field, dates as Dates', () => {
    const fields = parseSiweMessage(
      message({
        expirationTime: new Date('2026-01-01T01:00:00.000Z'),
        notBefore: new Date('2025-12-31T23:59:00.000Z'),
        requestId: 'req-1',
        resources: ['https://example.com/terms'],
      }),
    )
    expect(fields).toEqual({
      scheme: undefined,
      domain: '127.0.0.1:3000',
      address: ADDRESS,
      statement: 'Please sign with your account',
      uri: 'http://127.0.0.1:3000',
      version: '1',
      chainId: 1,
      nonce: 'abcdEFGH12345678',
      issuedAt: new Date('2026-01-01T00:00:00.000Z'),
      expirationTime: new Date('2026-01-01T01:00:00.000Z'),
      notBefore: new Date('2025-12-31T23:59:00.000Z'),
      requestId: 'req-1',
      resources: ['https://example.com/terms'],
    })
  })

  it('accepts lower-case and upper-case hex addresses and checksums them', () => {
    expect(parseSiweMessage(message().replace(ADDRESS, ADDRESS.toLowerCase())).address).toBe(ADDRESS)
    expect(parseSiweMessage(message().replace(ADDRESS, `0x${ADDRESS.slice(2).toUpperCase()}`)).address).toBe(ADDRESS)
  })

  it('only touches the address line', () => {
    const text = message({ statement: `Sign in as ${ADDRESS.toLowerCase()}` }).replace(ADDRESS, ADDRESS.toLowerCase())
    expect(parseSiweMessage(text).statement).toBe(`Sign in as ${ADDRESS.toLowerCase()}`)
  })

  it('rejects with a readable reason', () => {
    const reason = (text: string) => {
      try {
        parseSiweMessage(text)
        return 'parsed'
      } catch (error) {
        return (error as Error).message
      }
    }
    expect({
      notSiwe: reason('hello'),
      badChecksum: reason(message().replace(ADDRESS, ADDRESS.replace('f39F', 'F39f'))),
      version2: reason(message().replace('Version: 1', 'Version: 2')),
      badDate: reason(message().replace(/Issued At: .*/, 'Issued At: yesterday')),
      shortNonce: reason(message().replace(/Nonce: .*/, 'Nonce: abc')),
      trailingLine: reason(`${message()}\nExtra: line`),
    }).toMatchInlineSnapshot(`
      {
        "badChecksum": "Failed to verify message: not a valid EIP-4361 message (line 2: invalid EIP-55 address - 0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266)",
        "badDate": "Failed to verify message: not a valid EIP-4361 message (line 10: invalid issued-at date time syntax)",
        "notSiwe": "Failed to verify message: not a valid EIP-4361 message (it does not follow the grammar at line 1)",
        "shortNonce": "Failed to verify message: not a valid EIP-4361 message (line 9: invalid nonce)",
        "trailingLine": "Failed to verify message: not a valid EIP-4361 message (it does not follow the grammar)",
        "version2": "Failed to verify message: not a valid EIP-4361 message (line 7: invalid version)",
      }
    `)
  })
})
