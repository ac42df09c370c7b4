import { describe, expect, it } from 'vitest'
import { ConfigError, getConfig, parseConfig, setConfig } from './config'

const SECRET = 'a'.repeat(32)

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({ SESSION_SECRET: SECRET }, '/srv/app')
    expect(config).toEqual({
      nodeEnv: 'development',
      deployEnv: 'development',
      sessionSecret: SECRET,
      publicOrigin: 'http://127.0.0.1:3000',
      publicHost: '127.0.0.1:3000',
      secureCookies: false,
      siweChainIds: [1, 5777],
      rpcUrls: { 1337: 'http://127.0.0.1:8545' },
      localChainContracts: {},
      database: { driver: 'pglite', dataDir: '/srv/app/.data/pglite' },
      adminAddresses: [],
      sessionMaxAgeSeconds: 604800,
      nonceTtlSeconds: 300,
      siweMaxAgeSeconds: 300,
      clockSkewSeconds: 60,
      trustedProxies: 0,
      rateLimits: { noncePerMinute: 60, loginPerMinute: 20 },
      bodyTimeoutSeconds: 10,
      redis: null,
      modal: { serviceUrls: {} },
    })
  })

  it('reads every variable', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      DEPLOY_ENV: 'staging',
      SESSION_SECRET: SECRET,
      PUBLIC_ORIGIN: 'https://agentry.example:8443/',
      SIWE_CHAIN_IDS: '1, 1337,1',
      LOCAL_RPC_URL: 'http://127.0.0.1:9545',
      RPC_URL_1: 'https://rpc.example/mainnet',
      DATABASE_URL: 'postgres://app@db.internal:5432/agentry',
      ADMIN_ADDRESSES: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266, 0x70997970C51812dc3A010C7d01b50e0d17dc79C8,',
      SESSION_MAX_AGE_SECONDS: '3600',
      NONCE_TTL_SECONDS: '120',
      SIWE_MAX_AGE_SECONDS: '600',
      SIWE_CLOCK_SKEW_SECONDS: '5',
      TRUST_PROXY: '1',
      RATE_LIMIT_NONCE_PER_MIN: '10',
      RATE_LIMIT_LOGIN_PER_MIN: '5',
      REDIS_URL: 'redis://:secret@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'agentry-staging:',
    })
    expect(config).toMatchObject({
      nodeEnv: 'production',
      deployEnv: 'staging',
      publicOrigin: 'https://agentry.example:8443',
      publicHost: 'agentry.example:8443',
      secureCookies: true,
      siweChainIds: [1, 1337],
      rpcUrls: { 1: 'https://rpc.example/mainnet', 1337: 'http://127.0.0.1:9545' },
      database: { driver: 'postgres', url: 'postgres://app@db.internal:5432/agentry' },
      adminAddresses: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      sessionMaxAgeSeconds: 3600,
      nonceTtlSeconds: 120,
      siweMaxAgeSeconds: 600,
      clockSkewSeconds: 5,
      trustedProxies: 1,
      rateLimits: { noncePerMinute: 10, loginPerMinute: 5 },
      redis: { url: 'redis://:secret@cache.internal:6380/2', keyPrefix: 'agentry-staging:' },
    })
  })

  it('takes only a redis:// or rediss:// REDIS_URL and a short key prefix', () => {
    expect(parseConfig({ SESSION_SECRET: SECRET, REDIS_URL: 'rediss://cache.example' }).redis).toEqual({
      url: 'rediss://cache.example',
      keyPrefix: 'agentry:',
    })
    expect(() =>
      parseConfig({ SESSION_SECRET: SECRET, REDIS_URL: 'http://cache.example', REDIS_KEY_PREFIX: 'has space' }),
    ).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*REDIS_KEY_PREFIX: must be 1 to 64/)
  })

  it('reads TRUST_PROXY as a count of proxies, with true and false for one and none', () => {
    const hops = (TRUST_PROXY: string) => parseConfig({ SESSION_SECRET: SECRET, TRUST_PROXY }).trustedProxies
    expect(['0', '1', '2', 'true', 'false'].map(hops)).toEqual([0, 1, 2, 1, 0])
    expect(() => hops('yes')).toThrow('TRUST_PROXY: must be 0 to 9 (how many proxies), true or false')
  })

  it('keeps PGlite in memory for PGLITE_DIR=memory', () => {
    expect(parseConfig({ SESSION_SECRET: SECRET, PGLITE_DIR: 'memory' }).database).toEqual({
      driver: 'pglite',
      dataDir: null,
    })
  })

  it('never invents a session secret, in any environment', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(() => parseConfig({ NODE_ENV })).toThrow(ConfigError)
    }
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrowErrorMatchingInlineSnapshot(`
      [ConfigError: Invalid server configuration:
        - SESSION_SECRET: is required (at least 32 characters); for local development run \`node tooling/scripts/dev-env.mjs\`]
    `)
  })

  it('lists every invalid variable in one error', () => {
    expect(() =>
      parseConfig({
        SESSION_SECRET: 'short',
        PUBLIC_ORIGIN: 'http://agentry.example',
        SIWE_CHAIN_IDS: '1,abc',
        ADMIN_ADDRESSES: '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        SESSION_MAX_AGE_SECONDS: '99999999',
        NONCE_TTL_SECONDS: '-5',
        RPC_URL_5: 'not a url',
        DATABASE_URL: 'mysql://x',
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ConfigError: Invalid server configuration:
        - SESSION_SECRET: must be at least 32 characters
        - PUBLIC_ORIGIN: must use https unless the host is 127.0.0.1, localhost or [::1]
        - SIWE_CHAIN_IDS: must be a comma-separated list of positive chain ids
        - DATABASE_URL: must be a postgres:// URL
        - ADMIN_ADDRESSES: not valid EIP-55/hex addresses: 0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266
        - SESSION_MAX_AGE_SECONDS: Too big: expected number to be <=2592000
        - NONCE_TTL_SECONDS: must be a whole number
        - RPC_URL_5: must be an http(s) URL]
    `)
  })

  it('gives the modal a project id and service hosts only when set, and checks them', () => {
    const config = parseConfig({
      SESSION_SECRET: SECRET,
      MODAL_PROJECT_ID: 'project-1',
      MODAL_BLOCKCHAIN_API_URL: 'http://127.0.0.1:4100',
      MODAL_WALLET_DIRECTORY_URL: 'https://directory.example',
      MODAL_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:8787',
      MODAL_EMBEDDED_WALLET_URL: 'http://localhost:3001',
    })
    expect(config.modal).toEqual({
      projectId: 'project-1',
      serviceUrls: { blockchainApi: 'http://127.0.0.1:4100', walletDirectory: 'https://directory.example' },
      walletConnectRelayUrl: 'ws://127.0.0.1:8787',
      embeddedWalletUrl: 'http://localhost:3001',
    })
    expect(() => parseConfig({ SESSION_SECRET: SECRET, MODAL_EMBEDDED_WALLET_URL: 'localhost:3001' })).toThrow(
      /MODAL_EMBEDDED_WALLET_URL: must be an http\(s\) URL/,
    )
    expect(() =>
      parseConfig({ SESSION_SECRET: SECRET, MODAL_WALLETCONNECT_RELAY_URL: 'http://127.0.0.1:8787' }),
    ).toThrow(/MODAL_WALLETCONNECT_RELAY_URL: must be a ws:\/\/ or wss:\/\/ URL/)
    expect(() =>
      parseConfig({ SESSION_SECRET: SECRET, MODAL_PROJECT_ID: 'has spaces', MODAL_WALLET_DIRECTORY_URL: 'ftp://x' }),
    ).toThrow(/MODAL_PROJECT_ID: must be a project id[\s\S]*MODAL_WALLET_DIRECTORY_URL: must be an http\(s\) URL/)
  })

  it('reads the local chain contracts by name, checksummed, and refuses a malformed entry', () => {
    const config = parseConfig({
      SESSION_SECRET: SECRET,
      LOCAL_CHAIN_CONTRACTS:
        ' ensUniversalResolver:0x5fbdb2315678afecb367f032d93f642f64180aa3, multicall3 : 0xcA11bde05977b3631167028862bE2a173976CA11,',
    })
    expect(config.localChainContracts).toEqual({
      ensUniversalResolver: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    })
    expect(() =>
      parseConfig({
        SESSION_SECRET: SECRET,
        LOCAL_CHAIN_CONTRACTS:
          'multicall3:0xcA11bde05977b3631167028862bE2a173976ca11,weth9,2bad:0x5fbdb2315678afecb367f032d93f642f64180aa3',
      }),
    ).toThrow(
      'LOCAL_CHAIN_CONTRACTS: must be name:address pairs with valid addresses: multicall3:0xcA11bde05977b3631167028862bE2a173976ca11, weth9, 2bad:0x5fbdb2315678afecb367f032d93f642f64180aa3',
    )
  })

  it('rejects an origin with a path', () => {
    expect(() => parseConfig({ SESSION_SECRET: SECRET, PUBLIC_ORIGIN: 'https://agentry.example/app' })).toThrow(
      /bare origin/,
    )
  })
})

describe('getConfig', () => {
  it('reads process.env lazily once and can be replaced for tests', () => {
    const injected = parseConfig({ SESSION_SECRET: SECRET, SIWE_CHAIN_IDS: '1337' })
    setConfig(injected)
    expect(getConfig()).toBe(injected)
    setConfig(undefined)
    const previous = process.env.SESSION_SECRET
    process.env.SESSION_SECRET = 'b'.repeat(40)
    try {
      expect(getConfig().sessionSecret).toBe('b'.repeat(40))
      process.env.SESSION_SECRET = 'c'.repeat(40)
      expect(getConfig().sessionSecret).toBe('b'.repeat(40))
    } finally {
      if (previous === undefined) delete process.env.SESSION_SECRET
      else process.env.SESSION_SECRET = previous
      setConfig(undefined)
    }
  })
})
