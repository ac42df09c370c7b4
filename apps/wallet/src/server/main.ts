import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { readWalletConfig } from './config.js'
import { createWalletHost } from './createWalletHost.js'

// The production entry (dist/server.js): the frame script sits beside it as dist/frame.js, and the
// embedded database, by default, in apps/wallet/.data/pglite.
const config = readWalletConfig(process.env, {
  defaultPgliteDir: fileURLToPath(new URL('../.data/pglite', import.meta.url)),
})
const frameScript = await readFile(fileURLToPath(new URL('./frame.js', import.meta.url)))
// The wallet window's script (the host's first-party popup), its own bundle beside the frame's.
const vaultScript = await readFile(fileURLToPath(new URL('./vault.js', import.meta.url)))
const host = await createWalletHost({ config, frameScript, vaultScript })
// Opened now rather than on the first login (PGlite's start takes seconds); a database that is down is
// only logged here: requests answer 503 and the next one tries again.
host.db?.get().catch((error: unknown) => console.warn('wallet host: database not reachable yet', error))
host.server.listen(config.port, config.host, () => {
  console.info(`wallet host on ${config.publicOrigin} (listening ${config.host}:${config.port})`)
  console.info(`frame may be embedded by: ${config.allowedOrigins.join(', ')}`)
  const login = config.login
  if (!login) console.info('email login: off (set SMTP_URL, or WALLET_DEV_INBOX=1 for development)')
  else {
    console.info(`email login: on, database ${login.database.driver}, limits in ${login.redis ? 'redis' : 'memory'}`)
    if (login.devInbox)
      console.info(
        `development inbox: ${config.publicOrigin}/dev/inbox (SMTP on 127.0.0.1:${login.devInbox.smtpPort}; no mail leaves this machine)`,
      )
  }
})

// Graceful shutdown: finish requests in flight, close the database and the rest, then exit; a stuck
// client does not hold the process.
const shutdown = () => {
  host.server.close(() => {
    void host.close().finally(() => process.exit(0))
  })
  host.server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
