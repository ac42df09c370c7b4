import { hkdfSync } from 'node:crypto'
import type { Server } from 'node:http'
import type { WalletConfig } from './config.js'
import { createWalletServer, type ApiRoute, type PageRoute } from './createWalletServer.js'
import { createDbHandle, type DbHandle } from './db/createDbHandle.js'
import { KeysNotConfiguredError, LoginNotConfiguredError } from './errors.js'
import { createAuthShareCipher } from './keys/authShareCipher.js'
import { createExportCheckRoute } from './keys/createExportCheckRoute.js'
import { createKeyShareRoutes } from './keys/createKeyShareRoutes.js'
import { createEmailLoginRoutes } from './login/createEmailLoginRoutes.js'
import { createPasskeyRoutes, PASSKEY_ROUTE_NAMES } from './passkey/createPasskeyRoutes.js'
import { createRedisLimitStore } from './limits/createRedisLimitStore.js'
import { createMemoryLimitStore } from './limits/limitStore.js'
import { createCodeMailer } from './mail/createCodeMailer.js'
import { createDevMailbox, type DevMailbox } from './mail/createDevMailbox.js'
import { INBOX_PAGE_HEADERS, renderInboxPage } from './mail/renderInboxPage.js'
import { createDbCodeStore } from './otp/createDbCodeStore.js'
import { createOneTimeCodes } from './otp/createOneTimeCodes.js'
import { createSocialLoginRoutes } from './social/createSocialLoginRoutes.js'

export type WalletHost = {
  /** The HTTP server, not yet listening. */
  server: Server
  /** The development SMTP server's mailbox, when WALLET_DEV_INBOX=1 (already listening). */
  devMailbox: DevMailbox | null
  /** The database, with email login on. */
  db: DbHandle | null
  /** Closes what the host opened besides the HTTP server: the database, Redis, the SMTP transport and server. */
  close(): Promise<void>
}

const LOGIN_ROUTE_NAMES = [
  'email/request-code',
  'email/verify-code',
  'session',
  'sign-out',
  'social/begin',
  'social/complete',
] as const
const KEY_ROUTE_NAMES = ['keys/store', 'keys/fetch', 'keys/export-check'] as const

/** Routes that exist and say why they cannot work, rather than a bare 404. */
const unavailableRoutes = (names: readonly string[], error: () => Error): Record<string, ApiRoute> =>
  Object.fromEntries(names.map((name): [string, ApiRoute] => [name, () => Promise.reject(error())]))

/**
 * Assembles the host from its configuration: the frame page, and with email login configured its API
 * routes (and the key-share routes when WALLET_KEK is set), the database (opened on first use), the limit store, the code mailer and, for development,
 * the local SMTP server with its inbox page (`/dev/inbox`, `/dev/inbox.json?to=`).
 *
 * @example
 * const host = await createWalletHost({ config, frameScript })
 * host.server.listen(config.port, config.host)
 */
export async function createWalletHost({
  config,
  frameScript,
  vaultScript,
}: {
  config: WalletConfig
  frameScript: Uint8Array | string
  /** The wallet window's script (dist/vault.js), for the first-party popup. */
  vaultScript?: Uint8Array | string
}): Promise<WalletHost> {
  const login = config.login
  if (!login) {
    const routes = unavailableRoutes(
      [...LOGIN_ROUTE_NAMES, ...KEY_ROUTE_NAMES, ...PASSKEY_ROUTE_NAMES],
      () => new LoginNotConfiguredError(),
    )
    return {
      server: createWalletServer({ config, frameScript, vaultScript, routes }),
      devMailbox: null,
      db: null,
      close: async () => undefined,
    }
  }

  const devMailbox = login.devInbox ? createDevMailbox() : null
  const smtpPort = devMailbox ? await devMailbox.listen(login.devInbox!.smtpPort) : 0
  const mailer = createCodeMailer({
    smtpUrl: login.smtpUrl ?? `smtp://127.0.0.1:${smtpPort}`,
    from: login.mailFrom,
    hostName: new URL(config.publicOrigin).host,
  })
  const db = createDbHandle(login.database)
  const limitStore = login.redis ? createRedisLimitStore(login.redis) : createMemoryLimitStore()
  // Its own key for the code hashes, derived from the one secret: a cookie seal and a code hash never share a key.
  const pepper = new Uint8Array(hkdfSync('sha256', login.sessionSecret, 'agentry-wallet', 'login-code-hash', 32))
  const codes = createOneTimeCodes({ store: createDbCodeStore(() => db.get()), pepper })
  const session = { secret: login.sessionSecret, maxAgeSeconds: login.sessionMaxAgeSeconds }
  const keyRoutes = login.kek
    ? {
        ...createKeyShareRoutes({ db, cipher: createAuthShareCipher(login.kek), session }),
        ...createExportCheckRoute({ db, session }),
      }
    : unavailableRoutes(KEY_ROUTE_NAMES, () => new KeysNotConfiguredError())
  const loginRoutes = createEmailLoginRoutes({
    db,
    codes,
    mailer,
    limitStore,
    limits: login.limits,
    session,
    trustedProxies: login.trustedProxies,
  })
  const passkeyRoutes = createPasskeyRoutes({
    db,
    limitStore,
    limits: login.limits,
    session,
    trustedProxies: login.trustedProxies,
    publicOrigin: config.publicOrigin,
    allowedOrigins: config.allowedOrigins,
  })
  const socialLogin = createSocialLoginRoutes({
    db,
    social: config.social,
    publicOrigin: config.publicOrigin,
    allowedOrigins: config.allowedOrigins,
    session,
    limitStore,
    limits: login.limits,
    trustedProxies: login.trustedProxies,
  })
  const routes = { ...loginRoutes, ...keyRoutes, ...passkeyRoutes, ...socialLogin.routes }
  const pages: Record<string, PageRoute> = { ...socialLogin.pages }
  if (devMailbox) {
    pages['/dev/inbox'] = async () => ({
      status: 200,
      headers: INBOX_PAGE_HEADERS,
      body: renderInboxPage(devMailbox.list()),
    })
    pages['/dev/inbox.json'] = async (request) => {
      const to = new URL(request.url ?? '/', 'http://host').searchParams.get('to') ?? undefined
      return {
        status: 200,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        body: JSON.stringify({ mails: devMailbox.list(to) }),
      }
    }
  }
  return {
    server: createWalletServer({ config, frameScript, vaultScript, routes, pages }),
    devMailbox,
    db,
    async close() {
      mailer.close()
      await Promise.allSettled([db.close(), limitStore.close(), devMailbox?.close()])
    },
  }
}
