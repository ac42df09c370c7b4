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
      rpcUrls: {},
      login: null,
      social: { providers: {} },
    })
  })

  it('reads the chains’ RPC endpoints, and refuses a pair that is not chainId=url', () => {
    const base = { WALLET_ALLOWED_ORIGINS: 'http://localhost:3000' }
    expect(
      readWalletConfig({ ...base, WALLET_RPC_URLS: '1337=http://127.0.0.1:8545, 1=https://eth.example.org/rpc' })
        .rpcUrls,
    ).toEqual({ '1337': 'http://127.0.0.1:8545', '1': 'https://eth.example.org/rpc' })
    // A Solana network by its genesis hash (CAIP-2 reference), for solana_signAndSendTransaction.
    expect(
      readWalletConfig({ ...base, WALLET_RPC_URLS: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1=http://127.0.0.1:8899' }).rpcUrls,
    ).toEqual({ EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' })
    for (const bad of [
      'http://127.0.0.1:8545',
      '0=http://a',
      'x=http://a',
      '1=ftp://a',
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa0=http://a',
    ])
      expect(() => readWalletConfig({ ...base, WALLET_RPC_URLS: bad })).toThrow(
        /^WALLET_RPC_URLS(\.\d+)?: must be chainId=/,
      )
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

  describe('email login', () => {
    const base = { WALLET_ALLOWED_ORIGINS: 'http://localhost:3000' }
    const secret = 's'.repeat(32)

    it('is off without a mail server, and on with SMTP_URL and a session secret', () => {
      expect(readWalletConfig(base).login).toBeNull()
      const login = readWalletConfig(
        { ...base, SMTP_URL: 'smtp://mail.example.org:587', WALLET_SESSION_SECRET: secret },
        { defaultPgliteDir: '/data/pglite' },
      ).login!
      expect(login).toMatchObject({
        smtpUrl: 'smtp://mail.example.org:587',
        mailFrom: 'Wallet <no-reply@localhost>',
        devInbox: null,
        database: { driver: 'pglite', dataDir: '/data/pglite' },
        redis: null,
        trustedProxies: 0,
        limits: { codesPerEmail: 5, codesPerAddress: 30, verifiesPerEmail: 20, verifiesPerAddress: 60 },
      })
    })

    it('uses PostgreSQL and Redis when their URLs are set, and PGlite in memory on request', () => {
      const env = { ...base, SMTP_URL: 'smtp://127.0.0.1:2525', WALLET_SESSION_SECRET: secret }
      const shared = readWalletConfig({ ...env, DATABASE_URL: 'postgres://u@db:5432/w', REDIS_URL: 'redis://r:6379' })
      expect(shared.login).toMatchObject({
        database: { driver: 'postgres', url: 'postgres://u@db:5432/w' },
        redis: { url: 'redis://r:6379', keyPrefix: 'agentry-wallet:' },
      })
      expect(readWalletConfig({ ...env, WALLET_PGLITE_DIR: 'memory' }).login!.database).toEqual({
        driver: 'pglite',
        dataDir: null,
      })
    })

    it('reads WALLET_KEK as 32 bytes of hex, and leaves the key-share routes off without it', () => {
      const env = { ...base, SMTP_URL: 'smtp://127.0.0.1:2525', WALLET_SESSION_SECRET: secret }
      expect(readWalletConfig(env).login!.kek).toBeNull()
      expect(readWalletConfig({ ...env, WALLET_KEK: '0f'.repeat(32) }).login!.kek).toEqual(new Uint8Array(32).fill(15))
      for (const wrong of ['0f'.repeat(16), 'zz'.repeat(32)])
        expect(() => readWalletConfig({ ...env, WALLET_KEK: wrong })).toThrow(
          'WALLET_KEK: must be 64 hex digits (32 bytes), for example from `openssl rand -hex 32`',
        )
    })

    it('refuses login without a session secret, or with a short one', () => {
      expect(() => readWalletConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
        /^WALLET_SESSION_SECRET: is required with email login/,
      )
      expect(() =>
        readWalletConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525', WALLET_SESSION_SECRET: 'short' }),
      ).toThrow('WALLET_SESSION_SECRET: must be at least 32 characters')
    })

    it('refuses a plain-http public URL off localhost, where the Secure cookie would be dropped', () => {
      expect(() =>
        readWalletConfig({
          ...base,
          SMTP_URL: 'smtp://127.0.0.1:2525',
          WALLET_SESSION_SECRET: secret,
          WALLET_PUBLIC_URL: 'http://wallet.example.org',
        }),
      ).toThrow('WALLET_PUBLIC_URL: must be https:// with email login, except on localhost')
    })

    it('allows the development inbox only on localhost, and not beside SMTP_URL', () => {
      const dev = readWalletConfig({ ...base, WALLET_DEV_INBOX: '1', WALLET_SESSION_SECRET: secret })
      expect(dev.login).toMatchObject({ smtpUrl: null, devInbox: { smtpPort: 2525 } })
      expect(() =>
        readWalletConfig({
          ...base,
          WALLET_DEV_INBOX: '1',
          WALLET_SESSION_SECRET: secret,
          WALLET_PUBLIC_URL: 'https://wallet.example.org',
        }),
      ).toThrow('WALLET_DEV_INBOX: only for a host on localhost (it shows every login code)')
      expect(() =>
        readWalletConfig({ ...base, WALLET_DEV_INBOX: '1', WALLET_SESSION_SECRET: secret, SMTP_URL: 'smtp://a:25' }),
      ).toThrow(/^SMTP_URL: leave it unset with WALLET_DEV_INBOX=1/)
    })
  })
})
