import { describe, expect, it } from 'vitest'
import { readWalletConfig } from '../config.js'
import { readSocialConfig } from './socialConfig.js'

const LOGIN = {
  WALLET_ALLOWED_ORIGINS: 'http://localhost:3000',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  WALLET_SESSION_SECRET: 's'.repeat(32),
}

describe('readSocialConfig', () => {
  it('turns on each provider by its client id and secret, with its own endpoints', () => {
    const { providers } = readSocialConfig({
      WALLET_OAUTH_GOOGLE_CLIENT_ID: 'google-id',
      WALLET_OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      WALLET_OAUTH_GITHUB_CLIENT_ID: 'github-id',
      WALLET_OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
      WALLET_OAUTH_X_CLIENT_ID: 'x-id',
      WALLET_OAUTH_X_CLIENT_SECRET: 'x-secret',
    })
    expect(Object.keys(providers).sort()).toEqual(['github', 'google', 'x'])
    expect(providers.google).toMatchObject({
      clientId: 'google-id',
      clientSecret: 'google-secret',
      allowInsecure: false,
      definition: { kind: 'oidc', issuer: 'https://accounts.google.com' },
    })
    expect(providers.github?.definition).toMatchObject({
      kind: 'oauth',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      userInfoEndpoint: 'https://api.github.com/user',
    })
    expect(providers.x?.definition).toMatchObject({ kind: 'oauth', clientAuth: 'basic' })
  })

  it('reads each provider’s user from its user-info answer, and refuses one without an id', () => {
    const { providers } = readSocialConfig({
      WALLET_OAUTH_GITHUB_CLIENT_ID: 'a',
      WALLET_OAUTH_GITHUB_CLIENT_SECRET: 'b',
      WALLET_OAUTH_X_CLIENT_ID: 'a',
      WALLET_OAUTH_X_CLIENT_SECRET: 'b',
      WALLET_OAUTH_DISCORD_CLIENT_ID: 'a',
      WALLET_OAUTH_DISCORD_CLIENT_SECRET: 'b',
      WALLET_OAUTH_FACEBOOK_CLIENT_ID: 'a',
      WALLET_OAUTH_FACEBOOK_CLIENT_SECRET: 'b',
    })
    const read = (provider: keyof typeof providers, body: unknown) => {
      const definition = providers[provider]!.definition
      return definition.kind === 'oauth' ? definition.readProfile(body) : undefined
    }
    expect(read('github', { id: 583231, login: 'octocat', email: 'Octo@GitHub.com' })).toEqual({
      subject: '583231',
      email: 'octo@github.com',
      userName: 'octocat',
    })
    expect(read('x', { data: { id: '2244994945', username: 'XDevelopers' } })).toEqual({
      subject: '2244994945',
      email: null,
      userName: 'XDevelopers',
    })
    // Discord's email counts only when Discord says it is verified.
    expect(read('discord', { id: '80351110224678912', username: 'nelly', email: 'n@x.org', verified: false })).toEqual({
      subject: '80351110224678912',
      email: null,
      userName: 'nelly',
    })
    expect(read('facebook', { id: '10224', name: 'Ann', email: 'ann@x.org' })).toEqual({
      subject: '10224',
      email: 'ann@x.org',
      userName: 'Ann',
    })
    for (const body of [null, {}, { id: -1 }, { id: 'a b' }, { id: 1.5 }, { data: null }, 'x'])
      expect(read('github', body)).toBeNull()
    expect(read('x', { id: '1' })).toBeNull()
  })

  it('adds any OpenID issuer behind one of the modal’s buttons, plain http only on loopback', () => {
    const generic = {
      WALLET_OIDC_ISSUER: 'http://127.0.0.1:9000',
      WALLET_OIDC_CLIENT_ID: 'id',
      WALLET_OIDC_CLIENT_SECRET: 'secret',
    }
    expect(readSocialConfig(generic).providers.google).toMatchObject({
      allowInsecure: true,
      definition: { kind: 'oidc', issuer: 'http://127.0.0.1:9000' },
    })
    expect(readSocialConfig({ ...generic, WALLET_OIDC_LOGIN_AS: 'discord' }).providers).toHaveProperty('discord')
    expect(() => readSocialConfig({ ...generic, WALLET_OIDC_ISSUER: 'http://idp.example.org' })).toThrow(
      'WALLET_OIDC_ISSUER: must be https:// (plain http only on localhost)',
    )
    expect(() => readSocialConfig({ ...generic, WALLET_OIDC_LOGIN_AS: 'myspace' })).toThrow(
      /^WALLET_OIDC_LOGIN_AS: must be one of/,
    )
    expect(() =>
      readSocialConfig({ ...generic, WALLET_OAUTH_GOOGLE_CLIENT_ID: 'a', WALLET_OAUTH_GOOGLE_CLIENT_SECRET: 'b' }),
    ).toThrow('WALLET_OIDC_LOGIN_AS: google is configured already by WALLET_OAUTH_GOOGLE_CLIENT_ID')
    expect(() => readSocialConfig({ WALLET_OIDC_CLIENT_ID: 'id' })).toThrow(/^WALLET_OIDC_ISSUER: is required/)
  })

  it('refuses half a credential, and social login on a host without sessions', () => {
    expect(() => readSocialConfig({ WALLET_OAUTH_APPLE_CLIENT_ID: 'id' })).toThrow(
      'WALLET_OAUTH_APPLE_CLIENT_SECRET: is required with WALLET_OAUTH_APPLE_CLIENT_ID',
    )
    expect(() => readSocialConfig({ WALLET_OAUTH_APPLE_CLIENT_SECRET: 'x' })).toThrow(
      'WALLET_OAUTH_APPLE_CLIENT_ID: is required with WALLET_OAUTH_APPLE_CLIENT_SECRET',
    )
    expect(() =>
      readSocialConfig({ WALLET_OAUTH_APPLE_CLIENT_ID: 'a b', WALLET_OAUTH_APPLE_CLIENT_SECRET: 'x' }),
    ).toThrow('WALLET_OAUTH_APPLE_CLIENT_ID: must be one token, no spaces')
    const github = { WALLET_OAUTH_GITHUB_CLIENT_ID: 'a', WALLET_OAUTH_GITHUB_CLIENT_SECRET: 'b' }
    expect(() => readWalletConfig({ WALLET_ALLOWED_ORIGINS: 'http://localhost:3000', ...github })).toThrow(
      /^WALLET_OAUTH_\*: social login needs the host's sessions/,
    )
    expect(Object.keys(readWalletConfig({ ...LOGIN, ...github }).social.providers)).toEqual(['github'])
  })
})
