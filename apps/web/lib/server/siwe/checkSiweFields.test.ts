import { describe, expect, it } from 'vitest'
import { parseConfig } from '../config'
import { checkSiweFields } from './checkSiweFields'
import type { SiweFields } from './parseSiweMessage'

const config = parseConfig({
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_ORIGIN: 'https://agentry.example',
  SIWE_CHAIN_IDS: '1,5777',
})
const now = new Date('2026-01-01T12:00:00Z')
const fields: SiweFields = {
  scheme: undefined,
  domain: 'agentry.example',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: undefined,
  uri: 'https://agentry.example/sign-in',
  version: '1',
  chainId: 1,
  nonce: 'abcdEFGH12345678',
  issuedAt: new Date('2026-01-01T11:59:00Z'),
  expirationTime: undefined,
  notBefore: undefined,
  requestId: undefined,
  resources: undefined,
}
const check = (overrides: Partial<SiweFields>) => () =>
  checkSiweFields({ fields: { ...fields, ...overrides }, config, now })

describe('checkSiweFields', () => {
  it('accepts a fresh message for this site', () => {
    expect(check({})).not.toThrow()
    expect(check({ scheme: 'https' })).not.toThrow()
    expect(check({ uri: 'https://agentry.example' })).not.toThrow()
  })

  it('compares the domain with the configured origin, port and scheme included', () => {
    for (const domain of [
      'evil.example',
      'agentry.example:443',
      'agentry.example:8443',
      'sub.agentry.example',
      'AGENTRY.example.evil',
    ]) {
      expect(check({ domain })).toThrow(expect.objectContaining({ code: 'DOMAIN_MISMATCH' }))
    }
    expect(check({ scheme: 'http' })).toThrow(expect.objectContaining({ code: 'DOMAIN_MISMATCH' }))
  })

  it('requires the uri on the same origin', () => {
    for (const uri of [
      'http://agentry.example/',
      'https://agentry.example.evil/',
      'https://agentry.example:8443/',
      'did:pkh:eip155:1:0x0',
      'urn:x',
    ]) {
      expect(check({ uri })).toThrow(expect.objectContaining({ code: 'URI_MISMATCH' }))
    }
  })

  it('allows only the configured chains', () => {
    expect(check({ chainId: 5777 })).not.toThrow()
    expect(check({ chainId: 1337 })).toThrow(expect.objectContaining({ code: 'CHAIN_NOT_ALLOWED' }))
  })

  it('bounds issuedAt by max age and clock skew', () => {
    expect(check({ issuedAt: new Date('2026-01-01T11:55:00Z') })).not.toThrow()
    expect(check({ issuedAt: new Date('2026-01-01T11:54:59Z') })).toThrow(
      expect.objectContaining({ code: 'STALE_ISSUED_AT' }),
    )
    expect(check({ issuedAt: new Date('2026-01-01T12:01:00Z') })).not.toThrow()
    expect(check({ issuedAt: new Date('2026-01-01T12:01:01Z') })).toThrow(
      expect.objectContaining({ code: 'STALE_ISSUED_AT' }),
    )
  })

  it('honours expirationTime strictly and notBefore with skew', () => {
    expect(check({ expirationTime: new Date('2026-01-01T12:00:01Z') })).not.toThrow()
    expect(check({ expirationTime: new Date('2026-01-01T12:00:00Z') })).toThrow(
      expect.objectContaining({ code: 'EXPIRED' }),
    )
    expect(check({ notBefore: new Date('2026-01-01T12:01:00Z') })).not.toThrow()
    expect(check({ notBefore: new Date('2026-01-01T12:01:01Z') })).toThrow(
      expect.objectContaining({ code: 'NOT_YET_VALID' }),
    )
  })
})
