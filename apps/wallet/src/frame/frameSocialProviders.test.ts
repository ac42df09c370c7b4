import { describe, expect, it } from 'vitest'
import { readWalletConfig } from '../server/config.js'
import { renderFramePage } from '../server/framePage.js'
import { createFrameHost, type FrameWindow } from './createFrameHost.js'

const DAPP = 'http://localhost:3000'

const BASE_ENV = {
  WALLET_ALLOWED_ORIGINS: DAPP,
  WALLET_DEV_INBOX: '1',
  WALLET_SESSION_SECRET: 'x'.repeat(32),
}

/** The providers the frame page names in its meta tag, read back as the frame's script reads them. */
const pageProviders = (env: Record<string, string>) => {
  const page = renderFramePage(readWalletConfig({ ...BASE_ENV, ...env }))
  const content = /<meta name="wallet-social-providers" content="([^"]*)">/.exec(page)?.[1]
  if (content === undefined) throw new Error('no wallet-social-providers meta tag')
  return content.split(' ').filter(Boolean)
}

describe('the social providers the host tells the modal', () => {
  it('names in the frame page only the providers with credentials, in the modal’s order', () => {
    expect(pageProviders({})).toEqual([])
    expect(
      pageProviders({
        WALLET_OAUTH_DISCORD_CLIENT_ID: 'd',
        WALLET_OAUTH_DISCORD_CLIENT_SECRET: 'ds',
        WALLET_OAUTH_GITHUB_CLIENT_ID: 'g',
        WALLET_OAUTH_GITHUB_CLIENT_SECRET: 'gs',
      }),
    ).toEqual(['github', 'discord'])
    // The WALLET_OIDC_* provider answers for the button it logs in as.
    expect(
      pageProviders({
        WALLET_OIDC_ISSUER: 'http://127.0.0.1:9999',
        WALLET_OIDC_CLIENT_ID: 'o',
        WALLET_OIDC_CLIENT_SECRET: 'os',
        WALLET_OIDC_LOGIN_AS: 'apple',
      }),
    ).toEqual(['apple'])
  })

  it('sends the list in the ready event', () => {
    const posted: unknown[] = []
    const frameWindow: FrameWindow = {
      addEventListener: () => {},
      removeEventListener: () => {},
      parent: { postMessage: (message) => void posted.push(message) },
    }
    createFrameHost({
      window: frameWindow,
      parentOrigin: DAPP,
      allowedOrigins: [DAPP],
      socialProviders: ['google', 'x'],
    })
    expect(posted).toEqual([{ type: '@w3m-frame/READY', payload: { version: 1, socialProviders: ['google', 'x'] } }])
  })
})
