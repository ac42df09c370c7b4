import { describe, expect, it } from 'vitest'
import { readWalletConfig } from './config.js'
import { InvalidConfigError } from './errors.js'

describe('readWalletConfig', () => {
  it('reads the allow list and defaults to the local origin and port', () => {
    const config = readWalletConfig({ WALLET_ALLOWED_ORIGINS: 'http://localhost:3000, https://app.example.org' })
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 3001,
      publicOrigin: 'http://localhost:3001',
      allowedOrigins: ['http://localhost:3000', 'https://app.example.org'],
      maxBodyBytes: 16_384,
      login: null,
    })
  })

  it('refuses a missing or empty allow list, naming the variable', () => {
    expect(() => readWalletConfig({})).toThrow(InvalidConfigError)
    expect(() => readWalletConfig({})).toThrow(/^WALLET_ALLOWED_ORIGINS: /)
    expect(() => readWalletConfig({ WALLET_ALLOWED_ORIGINS: ' , ' })).toThrow('WALLET_ALLOWED_ORIGINS: lists no origin')
  })

  it('refuses an entry with a path or trailing slash, which would never match an origin', () => {
    for (const bad of [
      'https://app.example.org/',
      'https://app.example.org/login',
      'app.example.org',
      'ftp://a.example',
    ])
      expect(() => readWalletConfig({ WALLET_ALLOWED_ORIGINS: bad })).toThrow(
        /^WALLET_ALLOWED_ORIGINS\.0: is not an origin/,
      )
  })

  it('refuses a public URL with a path', () => {
    expect(() =>
      readWalletConfig({
        WALLET_ALLOWED_ORIGINS: 'http://localhost:3000',
        WALLET_PUBLIC_URL: 'http://localhost:3001/w',
      }),
    ).toThrow(/^WALLET_PUBLIC_URL: is not an origin/)
  })
})
