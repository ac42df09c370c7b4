import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readWalletConfig } from './config.js'
import { createWalletServer } from './createWalletServer.js'

// The wallet window (`/vault`): the host's first-party page that keeps the device share for every site.
let server: Server
let base: string

beforeAll(async () => {
  const config = readWalletConfig({
    WALLET_ALLOWED_ORIGINS: 'http://localhost:3000,https://app.example.org',
    WALLET_PUBLIC_URL: 'http://wallet.localhost:3001',
  })
  server = createWalletServer({ config, frameScript: 'frame()', vaultScript: 'vault()' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the wallet window page', () => {
  it('is a top-level page only, runs only its own script, and names the allowed sites', async () => {
    const response = await fetch(`${base}/vault`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(response.headers.get('cache-control')).toBe('no-store')
    // No opener policy: the window talks to the frame that opened it.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    const html = await response.text()
    expect(html).toContain(
      '<meta name="wallet-allowed-origins" content="http://localhost:3000 https://app.example.org">',
    )
    expect(html).toContain('<script src="/vault.js"></script>')
    const script = await fetch(`${base}/vault.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('vault()')
    expect((await fetch(`${base}/vault`, { method: 'POST' })).status).toBe(405)
  })

  it('is not served by a host built without its script', async () => {
    const bare = createWalletServer({
      config: readWalletConfig({ WALLET_ALLOWED_ORIGINS: 'http://localhost:3000' }),
      frameScript: 'frame()',
    })
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
    const port = (bare.address() as AddressInfo).port
    expect((await fetch(`http://127.0.0.1:${port}/vault`)).status).toBe(404)
    await new Promise<void>((resolve) => bare.close(() => resolve()))
  })
})
