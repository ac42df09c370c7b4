import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startWebApp, type WebApp } from '@agentry/test-utils'

// Our embedded-wallet host (apps/wallet, its production build) as the wallet-host specs run it: on
// http://localhost:<port>, so that a page on http://127.0.0.1 embeds its frame cross-site, with its own
// development SMTP server and inbox, an in-memory PGlite and fresh secrets; never the machine's
// DATABASE_URL, REDIS_URL or SMTP_URL.

const WEB_DIR = fileURLToPath(new URL('../apps/web/', import.meta.url))
const WALLET_SERVER = fileURLToPath(new URL('../apps/wallet/dist/server.js', import.meta.url))

/**
 * A TCP port free on 127.0.0.1 right now.
 *
 * @example
 * const port = await freePort()
 */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** A running wallet host. */
export type WalletHost = {
  port: number
  /** `http://localhost:<port>`. */
  origin: string
  /** The newest code mailed to `email` once more than `skip` mails reached it, from the host's inbox. */
  readCode(email: string, skip?: number): Promise<string>
  stop(): void
}

/** Settings added to the host's environment, made from its origin (a social provider's, for one). */
export type WalletHostEnv = (origin: string) => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>

/**
 * Starts the built wallet host for the pages of `allowedOrigins`, with `env(origin)` added to its
 * environment; resolves once it listens.
 *
 * @example
 * const host = await startWalletHost({ allowedOrigins: 'http://127.0.0.1:3000' })
 * const code = await host.readCode('ada@example.com')
 */
export async function startWalletHost({
  allowedOrigins,
  env = () => ({}),
}: {
  allowedOrigins: string
  env?: WalletHostEnv
}): Promise<WalletHost> {
  if (!existsSync(WALLET_SERVER)) throw new Error('Build the wallet host first: pnpm --filter @agentry/wallet build')
  const [port, smtpPort] = [await freePort(), await freePort()]
  const origin = `http://localhost:${port}`
  const added = await env(origin)
  const { DATABASE_URL: _database, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env
  const wallet = spawn(process.execPath, [WALLET_SERVER], {
    env: {
      ...inherited,
      WALLET_PORT: String(port),
      WALLET_PUBLIC_URL: origin,
      WALLET_ALLOWED_ORIGINS: allowedOrigins,
      WALLET_DEV_INBOX: '1',
      WALLET_DEV_SMTP_PORT: String(smtpPort),
      WALLET_SESSION_SECRET: randomBytes(32).toString('hex'),
      WALLET_PGLITE_DIR: 'memory',
      WALLET_KEK: randomBytes(32).toString('hex'),
      ...added,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    wallet.once('exit', (code) => reject(new Error(`wallet host exited with ${code}`)))
    wallet.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('wallet host on') && resolve())
  })
  return {
    port,
    origin,
    async readCode(email, skip = 0) {
      for (let tries = 0; tries < 100; tries += 1) {
        const inbox = await fetch(`http://127.0.0.1:${port}/dev/inbox.json?to=${encodeURIComponent(email)}`)
        const { mails } = (await inbox.json()) as { mails: { subject: string }[] }
        const code = mails.length > skip && /\b(\d{6})\b/.exec(mails[0]!.subject)?.[1]
        if (code) return code
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`no code mailed to ${email}`)
    },
    stop: () => void wallet.kill('SIGTERM'),
  }
}

/**
 * The site (its production build, on http://127.0.0.1) with the wallet host as its embedded wallet, as
 * `npm run local` runs them; `walletEnv(origin)` goes to the host's environment.
 *
 * @example
 * const { app, host, stop } = await startSiteWithWalletHost()
 */
export async function startSiteWithWalletHost({ walletEnv }: { walletEnv?: WalletHostEnv } = {}): Promise<{
  app: WebApp
  host: WalletHost
  stop(): Promise<void>
}> {
  const sitePort = await freePort()
  const host = await startWalletHost({ allowedOrigins: `http://127.0.0.1:${sitePort}`, env: walletEnv })
  const app = await startWebApp({
    appDir: WEB_DIR,
    port: sitePort,
    env: { LOCAL_RPC_URL: process.env.E2E_RPC_URL!, MODAL_EMBEDDED_WALLET_URL: host.origin },
  }).catch((error: unknown) => {
    host.stop()
    throw error
  })
  return {
    app,
    host,
    async stop() {
      await app.stop()
      host.stop()
    },
  }
}
